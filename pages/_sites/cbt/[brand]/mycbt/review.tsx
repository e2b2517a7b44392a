/** My CBT: CBT 결과 (spec §2.1 /mycbt/review). Login required. */
import { MyCbtPage } from '@/web/mycbt/mycbt-page';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  seo: { title: 'CBT 결과', description: '응시한 모의고사 결과', noIndex: true },
});

export default function MyCbtReviewPage({ brand }: ShellPageProps) {
  return <MyCbtPage brand={brand} section="review" />;
}
