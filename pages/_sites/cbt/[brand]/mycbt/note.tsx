/** My CBT: 오답노트 (spec §2.1 /mycbt/note). Login required. */
import { MyCbtPage } from '@/web/mycbt/mycbt-page';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  seo: { title: '오답노트', description: '틀린 문제 복습', noIndex: true },
});

export default function MyCbtNotePage({ brand }: ShellPageProps) {
  return <MyCbtPage brand={brand} section="note" />;
}
