/** `/mypage/my-courses` (spec §2.3): 내 강의실, the exams the member may take, each opening on the CBT host. */
import { useRouter } from 'next/router';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { MyCourses } from '@/web/shop/mypage-views';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import type { ShellPageProps } from '@/web/ssr/shell-page';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '내 강의실', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    await ssrPrefetch(session, shopQueries.myCourses(shop, pageFromQuery(ctx.query.page)));
    return { props: {} };
  },
});

export default function MyCoursesPage({ siteOrigins }: ShellPageProps) {
  const router = useRouter();
  return (
    <MyPageLayout section="my-courses" title="내 강의실">
      <MyCourses page={pageFromQuery(router.query.page)} siteOrigins={siteOrigins} />
    </MyPageLayout>
  );
}
