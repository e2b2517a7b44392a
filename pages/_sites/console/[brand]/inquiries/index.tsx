/** 고객 문의 (ADR 30): the inquiry queue, ADMIN only. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { InquiryQueue } from '@/web/console/inquiry-queue';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '고객 문의', adminOnly: true });

export default function ConsoleInquiriesPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/inquiries" title="고객 문의">
      <InquiryQueue />
    </ConsoleLayout>
  );
}
