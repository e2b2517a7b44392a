/** My CBT: 내 관심 시험 (spec §2.1 /mycbt/archive). Login required. */
import { MyCbtPage } from '@/web/mycbt/mycbt-page';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  seo: { title: '내 관심 시험', description: '관심 시험 목록', noIndex: true },
});

export default function MyCbtArchivePage({ brand }: ShellPageProps) {
  return <MyCbtPage brand={brand} section="archive" />;
}
