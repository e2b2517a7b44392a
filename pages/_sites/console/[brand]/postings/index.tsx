/** 공고 검토 (ADR 25 and 30): the posting review queue, ADMIN only. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { PostingReviewQueue } from '@/web/console/posting-review-queue';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '공고 검토', adminOnly: true });

export default function ConsolePostingsPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/postings" title="공고 검토">
      <PostingReviewQueue />
    </ConsoleLayout>
  );
}
