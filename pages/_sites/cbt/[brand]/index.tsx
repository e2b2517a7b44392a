/** Home (spec §2.1 `/`): categories with counts, best exams and each category's exams, all from the CBT API. */
import { getBrand } from '@/config/brands';
import { BEST_EXAMS_LIMIT, catalogueKeys, catalogueQueries } from '@/web/cbt/catalogue/exam-queries';
import { categoriesOf, HomeContent, homeListQuery } from '@/web/cbt/catalogue/home-content';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import type { ExamTypeListItem } from '@/web/api/exams-api';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  load: async ({ session }) => {
    const { client, queryClient } = session;
    // A failed prefetch is not fatal: the section loads again in the browser and shows its error state.
    await Promise.all([
      ssrPrefetch(session, catalogueQueries.types(client)),
      ssrPrefetch(session, catalogueQueries.best(client, BEST_EXAMS_LIMIT)),
    ]);
    const first = categoriesOf(queryClient.getQueryData<ExamTypeListItem[]>(catalogueKeys.types()) ?? [])[0];
    if (first?.slug) await ssrPrefetch(session, catalogueQueries.list(client, homeListQuery(first.slug)));
    return { props: {} };
  },
});

export default function HomePage({ brand, siteOrigins }: ShellPageProps) {
  return <HomeContent brand={getBrand(brand)} siteOrigins={siteOrigins} />;
}
