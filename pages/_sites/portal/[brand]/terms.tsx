/** `/terms` (이용약관) on the portal: the version in force, or an earlier one at `?version=N` (legal-document-ssr.ts). */
import { LegalDocumentPage } from '@/web/legal/legal-document-page';
import { legalDocumentServerSideProps, type LegalDocumentPageProps } from '@/web/legal/legal-document-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = legalDocumentServerSideProps('terms');

export default function TermsPage({ version }: ShellPageProps & LegalDocumentPageProps) {
  return <LegalDocumentPage kind="terms" version={version} path="/terms" />;
}
