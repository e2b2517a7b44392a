/** The member's mock exams in progress, to resume (spec §2.1 /cbt/practice). */
import { getUserRecords } from '@/web/api/records-api';
import { PracticeListScreen } from '@/web/cbt/solve/practice-list-screen';
import { SolveFailureScreen } from '@/web/cbt/solve/solve-layout';
import { solveKeys } from '@/web/cbt/solve/solve-queries';
import { attempt, failureResult, type SolveFailure, ssrQuery } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface PracticeListProps {
  failure: SolveFailure | null;
}

export const getServerSideProps = shellPage<PracticeListProps>({
  auth: 'required',
  seo: { title: '진행 중인 모의고사', noIndex: true },
  load: async ({ session, publicPath }) => {
    const list = await attempt(() => ssrQuery(session, solveKeys.userRecords(), () => getUserRecords(session.client)));
    if (!list.ok) return failureResult(list.failure, publicPath, { failure: list.failure });
    return { props: { failure: null } };
  },
});

export default function PracticeListPage({ failure }: ShellPageProps & PracticeListProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  return <PracticeListScreen />;
}
