/** `/help` (spec §2.3): 고객센터, 자주 묻는 질문 by topic from the server's content file (ADR 29). */
import { myPageQueries } from '@/web/shop/my-page-queries';
import { HelpView } from '@/web/shop/shop-content-views';
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';

export const getServerSideProps = shopPage({
  seo: { title: '고객센터' },
  load: async ({ session, shop }) => {
    await ssrPrefetch(session, myPageQueries.help(shop));
    return { props: {} };
  },
});

export default function HelpPage() {
  return (
    <ShopFrame title="고객센터" lead="자주 묻는 질문" crumbs={[{ label: '고객센터' }]}>
      <HelpView />
    </ShopFrame>
  );
}
