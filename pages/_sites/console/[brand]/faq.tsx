/** 자주 묻는 질문 관리: the brand's FAQ entries; CONTENT_EDITOR and ADMIN. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { FaqManager } from '@/web/console/faq-manager';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '자주 묻는 질문', adminOnly: false });

export default function ConsoleFaqPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/faq" title="자주 묻는 질문">
      <FaqManager />
    </ConsoleLayout>
  );
}
