/**
 * `/mypage/purchase-history` (spec §2.3): the member's orders with their state (입금대기, 결제대기, 결제완료, 환불요청,
 * 취소), 20 per page, with 주문취소 on an order not used yet and 카드 결제하기 on a card order still to pay (ADR 28).
 */
import { useRouter } from 'next/router';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { PurchaseHistory } from '@/web/shop/mypage-views';
import { purchaseActions } from '@/web/shop/payment-mypage-views';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '구매 내역', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    await ssrPrefetch(session, shopQueries.orders(shop, pageFromQuery(ctx.query.page)));
    return { props: {} };
  },
});

export default function PurchaseHistoryPage() {
  const router = useRouter();
  return (
    <MyPageLayout section="purchase-history" title="구매 내역">
      <PurchaseHistory page={pageFromQuery(router.query.page)} actions={purchaseActions} />
    </MyPageLayout>
  );
}
