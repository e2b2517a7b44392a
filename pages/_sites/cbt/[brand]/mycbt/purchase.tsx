/** My CBT: 내 구매 시험 (spec §2.1 /mycbt/purchase). Brand B only (brand A has no shop); login required. */
import { MyCbtPage } from '@/web/mycbt/mycbt-page';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  brands: ['b'],
  seo: { title: '내 구매 시험', description: '구매한 시험 목록', noIndex: true },
});

export default function MyCbtPurchasePage({ brand }: ShellPageProps) {
  return <MyCbtPage brand={brand} section="purchase" />;
}
