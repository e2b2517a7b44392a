/** `/mypage/wishlist` (spec §2.3): 찜한 상품, newest first, 20 per page, each with 장바구니 담기 and 삭제 (ADR 29). */
import { useRouter } from 'next/router';
import { myPageQueries } from '@/web/shop/my-page-queries';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { WishlistView } from '@/web/shop/wishlist-view';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '찜한 상품', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    await ssrPrefetch(session, myPageQueries.wishlist(shop, pageFromQuery(ctx.query.page)));
    return { props: {} };
  },
});

export default function WishlistPage() {
  const router = useRouter();
  return (
    <MyPageLayout section="wishlist" title="찜한 상품">
      <WishlistView page={pageFromQuery(router.query.page)} />
    </MyPageLayout>
  );
}
