/** 무통장입금 (ADR 30): bank-transfer deposits and refund requests, ADMIN only (brand B sells). */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { DepositQueue } from '@/web/console/deposit-queue';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '무통장입금', adminOnly: true });

export default function ConsoleOrdersPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/orders" title="무통장입금">
      <DepositQueue brand={brand} />
    </ConsoleLayout>
  );
}
