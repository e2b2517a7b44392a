/** `/mypage/accumulations` (spec §2.3, ADR 28): the 적립금 balance and its history, newest first, 20 per page. */
import { useRouter } from 'next/router';
import { AccumulationsView } from '@/web/shop/payment-mypage-views';
import { paymentQueries } from '@/web/shop/payment-queries';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '적립금', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    await ssrPrefetch(session, paymentQueries.points(shop, pageFromQuery(ctx.query.page)));
    return { props: {} };
  },
});

export default function AccumulationsPage() {
  const router = useRouter();
  return (
    <MyPageLayout section="accumulations" title="적립금">
      <AccumulationsView page={pageFromQuery(router.query.page)} />
    </MyPageLayout>
  );
}
