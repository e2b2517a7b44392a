/** A single problem with an answer check (spec §2.1 /cbt/problem/[multipleProblemIdx]); open to visitors on free exams. */
import { problemPlainText } from '@/config/problem-content';
import { getProblem } from '@/web/api/problems-api';
import { SingleProblemScreen } from '@/web/cbt/solve/single-problem-screen';
import { SolveFailureScreen } from '@/web/cbt/solve/solve-layout';
import { solveKeys } from '@/web/cbt/solve/solve-queries';
import { attempt, failureResult, parseId, type SolveFailure, ssrQuery } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface ProblemPageProps {
  multipleProblemIdx: number;
  failure: SolveFailure | null;
}

export const getServerSideProps = shellPage<ProblemPageProps>({
  load: async ({ ctx, session, publicPath }) => {
    const multipleProblemIdx = parseId(ctx.params?.multipleProblemIdx);
    if (multipleProblemIdx === null) return { notFound: true };
    const problem = await attempt(() =>
      ssrQuery(session, solveKeys.problem(multipleProblemIdx), () => getProblem(session.client, multipleProblemIdx)),
    );
    // A paid exam asks visitors to log in (401 → login), and members without it to buy it (403 screen).
    if (!problem.ok) return failureResult(problem.failure, publicPath, { multipleProblemIdx, failure: problem.failure });
    return {
      props: { multipleProblemIdx, failure: null },
      seo: {
        title: `${problem.data.examTitle} ${problem.data.number}번 문제`,
        // Words, not markup: an HTML stem's tags and MathML would otherwise fill the description.
        description: problemPlainText(problem.data.format, problem.data.stem).slice(0, 120),
      },
    };
  },
});

export default function ProblemPage({ multipleProblemIdx, failure }: ShellPageProps & ProblemPageProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  return <SingleProblemScreen multipleProblemIdx={multipleProblemIdx} />;
}
