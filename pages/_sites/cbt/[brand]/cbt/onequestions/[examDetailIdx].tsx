/** One question at a time through a paper (spec §2.1 /cbt/onequestions/[examDetailIdx]). */
import { OneQuestionScreen } from '@/web/cbt/solve/one-question-screen';
import { SolveFailureScreen } from '@/web/cbt/solve/solve-layout';
import { loadOpenRecord, type SolvingPageProps } from '@/web/cbt/solve/solve-loaders-ssr';
import { solveRoutes } from '@/web/cbt/solve/solve-routes';
import { parseId } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<SolvingPageProps>({
  auth: 'required',
  load: (context) => {
    const examDetailIdx = parseId(context.ctx.params?.examDetailIdx);
    if (examDetailIdx === null) return { notFound: true };
    return loadOpenRecord(context, {
      mode: 'ONE',
      source: 'PAPER',
      id: examDetailIdx,
      selectRoute: solveRoutes.selectPaper(examDetailIdx),
    });
  },
});

export default function OneQuestionPaperPage({ recordIdx, failure }: ShellPageProps & SolvingPageProps) {
  if (failure || recordIdx === null) return <SolveFailureScreen failure={failure ?? { status: 500, code: null, message: '' }} />;
  return <OneQuestionScreen key={recordIdx} recordIdx={recordIdx} />;
}
