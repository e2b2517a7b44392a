/** 문제 오류 신고 (ADR 32): takers' reports of wrong problems, content work for ADMIN and CONTENT_EDITOR. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { ErrorReportQueue } from '@/web/console/error-report-queue';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '문제 오류 신고', adminOnly: false });

export default function ConsoleErrorReportsPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/error-reports" title="문제 오류 신고">
      <ErrorReportQueue />
    </ConsoleLayout>
  );
}
