/** `/mypage/edit-profile` (spec §2.3): 회원정보 수정, the same account and rules as the portal's /profile (ADR 29). */
import { EditProfileView } from '@/web/shop/edit-profile-view';
import { myPageQueries } from '@/web/shop/my-page-queries';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '회원정보 수정', noIndex: true },
  load: async ({ session, shop }) => {
    await ssrPrefetch(session, myPageQueries.profile(shop));
    return { props: {} };
  },
});

export default function EditProfilePage() {
  return (
    <MyPageLayout section="edit-profile" title="회원정보 수정">
      <EditProfileView />
    </MyPageLayout>
  );
}
