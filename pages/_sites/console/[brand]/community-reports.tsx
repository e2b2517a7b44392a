/** 신고 관리 (ADR 24): the community report queue, ADMIN only. */
import { CommunityReportQueue } from '@/web/console/community-report-queue';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '신고 관리', adminOnly: true });

export default function ConsoleCommunityReportsPage({ brand, siteOrigins, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/community-reports" title="신고 관리">
      <CommunityReportQueue siteOrigins={siteOrigins} />
    </ConsoleLayout>
  );
}
