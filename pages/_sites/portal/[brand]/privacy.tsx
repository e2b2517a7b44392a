/** `/privacy` (개인정보처리방침) on the portal: the version in force, or an earlier one at `?version=N` (legal-document-ssr.ts). */
import { LegalDocumentPage } from '@/web/legal/legal-document-page';
import { legalDocumentServerSideProps, type LegalDocumentPageProps } from '@/web/legal/legal-document-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = legalDocumentServerSideProps('privacy');

export default function PrivacyPage({ version }: ShellPageProps & LegalDocumentPageProps) {
  return <LegalDocumentPage kind="privacy" version={version} path="/privacy" />;
}
