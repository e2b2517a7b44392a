/** `/mypage/cancel-history` (spec §2.3, ADR 28): the member's cancelled and refund-requested orders, 20 per page. */
import { useRouter } from 'next/router';
import { CancelHistory } from '@/web/shop/payment-mypage-views';
import { paymentQueries } from '@/web/shop/payment-queries';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '취소 내역', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    await ssrPrefetch(session, paymentQueries.cancelledOrders(shop, pageFromQuery(ctx.query.page)));
    return { props: {} };
  },
});

export default function CancelHistoryPage() {
  const router = useRouter();
  return (
    <MyPageLayout section="cancel-history" title="취소 내역">
      <CancelHistory page={pageFromQuery(router.query.page)} />
    </MyPageLayout>
  );
}
