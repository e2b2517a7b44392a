/**
 * `/mypage/support` (spec §2.3, ADR 30): 1:1 문의 — a new inquiry with the inquiry form, and the member's
 * inquiries with the operators' answers, 10 per page.
 */
import { useRouter } from 'next/router';
import { InquirySupportView } from '@/web/inquiry/inquiry-support-view';
import { MyPageLayout } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  auth: 'required',
  seo: { title: '1:1 문의', noIndex: true },
  load: async () => ({ props: {} }),
});

const hrefFor = (page: number) => (page > 1 ? `/mypage/support?page=${page}` : '/mypage/support');

export default function SupportPage() {
  const router = useRouter();
  return (
    <MyPageLayout section="support" title="1:1 문의">
      <InquirySupportView page={pageFromQuery(router.query.page)} hrefFor={hrefFor} />
    </MyPageLayout>
  );
}
