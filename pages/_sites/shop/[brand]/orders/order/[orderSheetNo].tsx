/**
 * `/orders/order/{orderSheetNo}` (spec §2.3, §4): the order page of the member's own sheet, where the CBT app's
 * 구매하기, the product's 바로 구매 and the cart lead; its breadcrumb follows which (`?from=cart`, order-crumbs.ts).
 * Another member's or an unknown sheet is the not-found page.
 */
import { useQuery } from '@tanstack/react-query';
import { getBrowserShopClient } from '@/web/session/browser-client';
import { type OrderOrigin, orderCrumbs, orderOriginOf } from '@/web/shop/order-crumbs';
import { OrderSheetView } from '@/web/shop/order-view';
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { shopPage, ssrFetch } from '@/web/shop/shop-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';

interface OrderPageProps {
  orderSheetNo: string;
  origin: OrderOrigin;
}

export const getServerSideProps = shopPage<OrderPageProps>({
  auth: 'required',
  seo: { title: '주문/결제', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    const orderSheetNo = ctx.params?.orderSheetNo;
    if (typeof orderSheetNo !== 'string' || !/^[0-9]{20}$/.test(orderSheetNo)) return { notFound: true };
    await ssrFetch(session, shopQueries.orderSheet(shop, orderSheetNo));
    return { props: { orderSheetNo, origin: orderOriginOf(ctx.query.from) } };
  },
});

export default function OrderPage({ orderSheetNo, origin }: ShellPageProps & OrderPageProps) {
  const sheet = useQuery(shopQueries.orderSheet(getBrowserShopClient(), orderSheetNo));
  return (
    <ShopFrame title="주문/결제" crumbs={orderCrumbs(origin, sheet.data?.lines)}>
      {/* Keyed by the number: a new sheet (after one ran out) starts with a fresh form and countdown. */}
      <OrderSheetView key={orderSheetNo} orderSheetNo={orderSheetNo} />
    </ShopFrame>
  );
}
