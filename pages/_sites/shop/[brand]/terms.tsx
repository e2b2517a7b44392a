/** `/terms` (spec §2.3): 이용약관 and 개인정보처리방침 from the server's content file (ADR 29). */
import { myPageQueries } from '@/web/shop/my-page-queries';
import { TermsView } from '@/web/shop/shop-content-views';
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';

export const getServerSideProps = shopPage({
  seo: { title: '이용약관' },
  load: async ({ session, shop }) => {
    await ssrPrefetch(session, myPageQueries.policies(shop));
    return { props: {} };
  },
});

export default function TermsPage() {
  return (
    <ShopFrame title="이용약관" crumbs={[{ label: '이용약관' }]}>
      <TermsView />
    </ShopFrame>
  );
}
