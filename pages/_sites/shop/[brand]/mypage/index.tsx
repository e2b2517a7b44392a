/** `/mypage` (spec §2.3): the member's summary on the shop host. */
import { MyPageLayout } from '@/web/shop/shop-layout';
import { MyPageSummary } from '@/web/shop/mypage-views';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '마이페이지', noIndex: true },
  load: async ({ session, shop }) => {
    await Promise.all([ssrPrefetch(session, shopQueries.orders(shop, 1)), ssrPrefetch(session, shopQueries.myCourses(shop, 1))]);
    return { props: {} };
  },
});

export default function MyPage({ siteOrigins }: ShellPageProps) {
  return (
    <MyPageLayout section="home" title="마이페이지">
      <MyPageSummary siteOrigins={siteOrigins} />
    </MyPageLayout>
  );
}
