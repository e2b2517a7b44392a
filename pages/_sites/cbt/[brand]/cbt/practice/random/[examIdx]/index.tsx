/** Mock exam of a random set (spec §2.1 /cbt/practice/random/[examIdx]). */
import { MockExamScreen } from '@/web/cbt/solve/mock-exam-screen';
import { SolveFailureScreen } from '@/web/cbt/solve/solve-layout';
import { loadOpenRecord, type SolvingPageProps } from '@/web/cbt/solve/solve-loaders-ssr';
import { solveRoutes } from '@/web/cbt/solve/solve-routes';
import { parseId } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<SolvingPageProps>({
  auth: 'required',
  load: (context) => {
    const examIdx = parseId(context.ctx.params?.examIdx);
    if (examIdx === null) return { notFound: true };
    return loadOpenRecord(context, { mode: 'MOCK', source: 'RANDOM', id: examIdx, selectRoute: solveRoutes.selectRandom(examIdx) });
  },
});

export default function PracticeRandomPage({ recordIdx, failure }: ShellPageProps & SolvingPageProps) {
  if (failure || recordIdx === null) return <SolveFailureScreen failure={failure ?? { status: 500, code: null, message: '' }} />;
  return <MockExamScreen key={recordIdx} recordIdx={recordIdx} />;
}
