/** My CBT: 내 구매 시험 (spec §2.1 /mycbt/purchase). Brand B only (brand A has no shop); login required. */
import { getBrand } from '@/config/brands';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { MyCbtLayout } from '@/web/cbt/mycbt/mycbt-layout';
import { myCbtQueries } from '@/web/cbt/mycbt/mycbt-queries';
import { PurchaseSection } from '@/web/cbt/mycbt/purchase-section';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  brands: ['b'],
  seo: { title: '내 구매 시험', description: '구매한 시험 목록', noIndex: true },
  load: async ({ session }) => {
    await ssrPrefetch(session, myCbtQueries.purchases(session.client, 1));
    return { props: {} };
  },
});

export default function MyCbtPurchasePage({ brand }: ShellPageProps) {
  return (
    <MyCbtLayout brand={brand} section="purchase">
      <PurchaseSection brand={getBrand(brand)} />
    </MyCbtLayout>
  );
}
