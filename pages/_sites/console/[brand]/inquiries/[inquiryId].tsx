/** One customer inquiry with its answer form (ADR 30), ADMIN only. */
import { useRouter } from 'next/router';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { InquiryDetail } from '@/web/console/inquiry-detail';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '고객 문의', adminOnly: true });

export default function ConsoleInquiryPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  const { inquiryId } = useRouter().query;
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/inquiries" title="고객 문의">
      {typeof inquiryId === 'string' ? <InquiryDetail key={inquiryId} inquiryId={inquiryId} /> : null}
    </ConsoleLayout>
  );
}
