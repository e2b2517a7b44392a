/** `/orders/cart` (spec §2.3): the member's cart; visitors log in first. */
import { CartView } from '@/web/shop/cart-view';
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '장바구니', noIndex: true },
  load: async ({ session, shop }) => {
    await ssrPrefetch(session, shopQueries.cart(shop));
    return { props: {} };
  },
});

export default function CartPage() {
  return (
    <ShopFrame title="장바구니" crumbs={[{ label: '장바구니' }]}>
      <CartView />
    </ShopFrame>
  );
}
