/** One posting under review: the portal's page as preview, approve or reject (ADR 30), ADMIN only. */
import { useRouter } from 'next/router';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { PostingReviewDetail } from '@/web/console/posting-review-detail';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '공고 검토', adminOnly: true });

export default function ConsolePostingReviewPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  const { postingId } = useRouter().query;
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/postings" title="공고 검토">
      {typeof postingId === 'string' ? <PostingReviewDetail key={postingId} brand={brand} postingId={postingId} /> : null}
    </ConsoleLayout>
  );
}
