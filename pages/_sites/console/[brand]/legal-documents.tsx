/** 약관 관리: versions of the brand's legal documents and 새 버전 등록; ADMIN only. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { LegalDocumentVersions } from '@/web/console/legal-document-versions';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '약관', adminOnly: true });

export default function ConsoleLegalDocumentsPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/legal-documents" title="약관">
      <LegalDocumentVersions />
    </ConsoleLayout>
  );
}
