/** Choose the mode and size of a random set (spec §2.1 /cbt/select/random/[examIdx]). */
import { getAllExamDetails } from '@/web/api/exam-details-api';
import { getExam } from '@/web/api/exams-api';
import { getUserRecords } from '@/web/api/records-api';
import { SelectRandomScreen } from '@/web/cbt/solve/select-screen';
import { SolveFailureScreen } from '@/web/cbt/solve/solve-layout';
import { solveKeys } from '@/web/cbt/solve/solve-queries';
import { attempt, failureResult, parseId, type SolveFailure, ssrQuery } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface SelectRandomProps {
  examIdx: number;
  failure: SolveFailure | null;
}

export const getServerSideProps = shellPage<SelectRandomProps>({
  load: async ({ ctx, session, publicPath }) => {
    const examIdx = parseId(ctx.params?.examIdx);
    if (examIdx === null) return { notFound: true };
    const loaded = await attempt(() =>
      ssrQuery(session, solveKeys.exam(examIdx), async () => {
        const [exam, papers] = await Promise.all([
          getExam(session.client, examIdx),
          getAllExamDetails(session.client, examIdx),
        ]);
        return { exam, papers };
      }),
    );
    if (!loaded.ok) return failureResult(loaded.failure, publicPath, { examIdx, failure: loaded.failure });
    if (session.user) await attempt(() => ssrQuery(session, solveKeys.userRecords(), () => getUserRecords(session.client)));
    return {
      props: { examIdx, failure: null },
      seo: { title: `${loaded.data.exam.title} 랜덤 모의고사`, description: `${loaded.data.exam.title} 문제를 무작위로 풀어봅니다.` },
    };
  },
});

export default function SelectRandomPage({ examIdx, failure }: ShellPageProps & SelectRandomProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  return <SelectRandomScreen examIdx={examIdx} />;
}
