/** 기업회원 승인 (ADR 24): the corporate approval queue, ADMIN only. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { CorporateAccountQueue } from '@/web/console/corporate-account-queue';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '기업회원 승인', adminOnly: true });

export default function ConsoleCorporateAccountsPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/corporate-accounts" title="기업회원 승인">
      <CorporateAccountQueue />
    </ConsoleLayout>
  );
}
