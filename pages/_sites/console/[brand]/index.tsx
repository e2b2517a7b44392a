/** The operator console's dashboard (ADR 24): what waits in the queues, with links to them. */
import { ConsoleDashboard } from '@/web/console/console-dashboard';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '대시보드', adminOnly: false });

export default function ConsoleHomePage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/" title="대시보드">
      <ConsoleDashboard brand={brand} admin={admin} />
    </ConsoleLayout>
  );
}
