/** 감사 로그 (ADR 13 and 24): every operator change of the brand, ADMIN only. */
import { AuditLog } from '@/web/console/audit-log';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '감사 로그', adminOnly: true });

export default function ConsoleAuditPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/audit" title="감사 로그">
      <AuditLog />
    </ConsoleLayout>
  );
}
