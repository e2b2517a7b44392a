/** `/mypage/manage-addresses` (spec §2.3): 배송지 관리, Korean addresses with one default, at most 10 (ADR 29). */
import { AddressesView } from '@/web/shop/addresses-view';
import { myPageQueries } from '@/web/shop/my-page-queries';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '배송지 관리', noIndex: true },
  load: async ({ session, shop }) => {
    await ssrPrefetch(session, myPageQueries.addresses(shop));
    return { props: {} };
  },
});

export default function ManageAddressesPage() {
  return (
    <MyPageLayout section="manage-addresses" title="배송지 관리">
      <AddressesView />
    </MyPageLayout>
  );
}
