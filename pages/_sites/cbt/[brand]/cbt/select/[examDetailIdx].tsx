/** Choose the solving mode for a paper (spec §2.1 /cbt/select/[examDetailIdx]); visitors may look, starting needs a login. */
import { getUserRecords } from '@/web/api/records-api';
import { findExamDetailWithExam } from '@/web/api/exam-details-api';
import { SelectPaperScreen } from '@/web/cbt/solve/select-screen';
import { SolveFailureScreen } from '@/web/cbt/solve/solve-layout';
import { solveKeys } from '@/web/cbt/solve/solve-queries';
import { attempt, failureResult, parseId, type SolveFailure, ssrQuery } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface SelectPaperProps {
  examDetailIdx: number;
  failure: SolveFailure | null;
}

export const getServerSideProps = shellPage<SelectPaperProps>({
  load: async ({ ctx, session, publicPath }) => {
    const examDetailIdx = parseId(ctx.params?.examDetailIdx);
    if (examDetailIdx === null) return { notFound: true };
    const found = await attempt(() =>
      ssrQuery(session, solveKeys.paper(examDetailIdx), () => findExamDetailWithExam(session.client, examDetailIdx)),
    );
    if (!found.ok) return failureResult(found.failure, publicPath, { examDetailIdx, failure: found.failure });
    if (!found.data) return { notFound: true };
    // Open attempts turn "시작" into "이어서 풀기"; the screen works without them.
    if (session.user) await attempt(() => ssrQuery(session, solveKeys.userRecords(), () => getUserRecords(session.client)));
    return {
      props: { examDetailIdx, failure: null },
      seo: {
        title: `${found.data.examDetail.title} 풀이 방식 선택 - ${found.data.exam.title}`,
        description: `${found.data.exam.title} ${found.data.examDetail.title}: 한 문제씩 풀기 또는 실전 모의고사`,
      },
    };
  },
});

export default function SelectPaperPage({ examDetailIdx, failure }: ShellPageProps & SelectPaperProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  return <SelectPaperScreen examDetailIdx={examDetailIdx} />;
}
