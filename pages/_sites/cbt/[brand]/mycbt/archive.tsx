/** My CBT: 내 관심 시험 (spec §2.1 /mycbt/archive). Login required; the liked exams come from the API. */
import { getBrand } from '@/config/brands';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { ArchiveSection } from '@/web/cbt/mycbt/archive-section';
import { MyCbtLayout } from '@/web/cbt/mycbt/mycbt-layout';
import { myCbtQueries } from '@/web/cbt/mycbt/mycbt-queries';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  seo: { title: '내 관심 시험', description: '관심 시험 목록', noIndex: true },
  load: async ({ session }) => {
    await ssrPrefetch(session, myCbtQueries.likes(session.client, 1));
    return { props: {} };
  },
});

export default function MyCbtArchivePage({ brand }: ShellPageProps) {
  return (
    <MyCbtLayout brand={brand} section="archive">
      <ArchiveSection brand={getBrand(brand)} />
    </MyCbtLayout>
  );
}
