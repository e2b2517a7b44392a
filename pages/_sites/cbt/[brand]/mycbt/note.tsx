/** My CBT: 오답노트 (spec §2.1 /mycbt/note). Login required; notes and their counts come from the API. */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { MyCbtLayout } from '@/web/cbt/mycbt/mycbt-layout';
import { myCbtQueries } from '@/web/cbt/mycbt/mycbt-queries';
import { INITIAL_NOTE_FILTER, NoteSection } from '@/web/cbt/mycbt/note-section';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  auth: 'required',
  seo: { title: '오답노트', description: '틀린 문제 복습', noIndex: true },
  load: async ({ session }) => {
    await Promise.all([
      ssrPrefetch(session, myCbtQueries.aggregate(session.client)),
      ssrPrefetch(session, myCbtQueries.notes(session.client, INITIAL_NOTE_FILTER)),
    ]);
    return { props: {} };
  },
});

export default function MyCbtNotePage({ brand }: ShellPageProps) {
  return (
    <MyCbtLayout brand={brand} section="note">
      <NoteSection />
    </MyCbtLayout>
  );
}
