/**
 * Review of a one-question set (spec §2.1 /cbt/onequestions/review?record=): an open set is solved here
 * (this is how the wrong-answer note's "retry only the wrong ones" REVIEW sets run); a finished one lists
 * every problem with the member's answer, right or wrong, and the explanation.
 */
import { getRecordSheet, getRecordSolution } from '@/web/api/records-api';
import { OneQuestionScreen } from '@/web/cbt/solve/one-question-screen';
import { ReviewListScreen } from '@/web/cbt/solve/record-screens';
import { SolveFailureScreen } from '@/web/cbt/solve/solve-layout';
import { solveKeys } from '@/web/cbt/solve/solve-queries';
import { closedRouteOf, solvingRouteOf } from '@/web/cbt/solve/solve-routes';
import { attempt, failureResult, parseId, type SolveFailure, ssrQuery } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface ReviewProps {
  recordIdx: number;
  open: boolean;
  failure: SolveFailure | null;
}

export const getServerSideProps = shellPage<ReviewProps>({
  auth: 'required',
  load: async ({ ctx, session, publicPath }) => {
    const recordIdx = parseId(ctx.query.record);
    if (recordIdx === null) return { notFound: true };
    const sheet = await attempt(() => ssrQuery(session, solveKeys.sheet(recordIdx), () => getRecordSheet(session.client, recordIdx)));
    if (!sheet.ok) return failureResult(sheet.failure, publicPath, { recordIdx, open: false, failure: sheet.failure });
    const open = sheet.data.status === 'IN_PROGRESS';
    // Mock exams have their own screens (timer, score).
    if (sheet.data.mode !== 'ONE') {
      return { redirect: { destination: open ? solvingRouteOf(sheet.data) : closedRouteOf(sheet.data), permanent: false } };
    }
    if (!open) {
      const solution = await attempt(() =>
        ssrQuery(session, solveKeys.solution(recordIdx), () => getRecordSolution(session.client, recordIdx)),
      );
      if (!solution.ok) return failureResult(solution.failure, publicPath, { recordIdx, open, failure: solution.failure });
    }
    return {
      props: { recordIdx, open, failure: null },
      seo: { title: open ? sheet.data.title : `${sheet.data.title} 풀이 결과`, noIndex: true },
    };
  },
});

export default function OneQuestionReviewPage({ recordIdx, open, failure }: ShellPageProps & ReviewProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  return open ? <OneQuestionScreen key={recordIdx} recordIdx={recordIdx} /> : <ReviewListScreen recordIdx={recordIdx} />;
}
