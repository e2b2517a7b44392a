/** My CBT: CBT 결과 (spec §2.1 /mycbt/review). Login required; records and exam types come from the API. */
import { catalogueQueries } from '@/web/cbt/catalogue/exam-queries';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { MyCbtLayout } from '@/web/cbt/mycbt/mycbt-layout';
import { myCbtQueries } from '@/web/cbt/mycbt/mycbt-queries';
import { ReviewSection } from '@/web/cbt/mycbt/review-section';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  seo: { title: 'CBT 결과', description: '응시한 모의고사 결과', noIndex: true },
  load: async ({ session }) => {
    await Promise.all([
      ssrPrefetch(session, catalogueQueries.types(session.client)),
      ssrPrefetch(session, myCbtQueries.records(session.client, null)),
    ]);
    return { props: {} };
  },
});

export default function MyCbtReviewPage({ brand }: ShellPageProps) {
  return (
    <MyCbtLayout brand={brand} section="review">
      <ReviewSection />
    </MyCbtLayout>
  );
}
