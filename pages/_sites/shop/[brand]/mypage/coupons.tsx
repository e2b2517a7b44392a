/** `/mypage/coupons` (spec §2.3, ADR 28): the member's coupons by state (사용 가능, 사용 완료, 기간 만료) and the code box. */
import { useRouter } from 'next/router';
import { couponStatusFromQuery, CouponsView } from '@/web/shop/payment-mypage-views';
import { paymentQueries } from '@/web/shop/payment-queries';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '쿠폰', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    await ssrPrefetch(session, paymentQueries.coupons(shop, pageFromQuery(ctx.query.page), couponStatusFromQuery(ctx.query.status)));
    return { props: {} };
  },
});

export default function CouponsPage() {
  const router = useRouter();
  return (
    <MyPageLayout section="coupons" title="쿠폰">
      <CouponsView page={pageFromQuery(router.query.page)} status={couponStatusFromQuery(router.query.status)} />
    </MyPageLayout>
  );
}
