/**
 * The pages of a closed record: score, analysis and solutions (by record, and for random sets by exam),
 * and the finished one-question review. Each reads what getServerSideProps put in the query cache.
 */
import type { ReactNode } from 'react';
import type { RecordHeader } from '../../api/records-api';
import { NotSubmittedNotice, ResultView, ScoreView, LinkButton, type ScoreLinks } from './result-views';
import { SolutionList } from './solution-list';
import { ActionRow, Muted, Panel, SectionHeading, SolveDataMissing, SolveFailureScreen, SolvePage } from './solve-layout';
import type { RandomRecordPageProps, RecordPageProps } from './solve-loaders-ssr';
import { useRecordResult, useRecordSolution } from './solve-queries';
import { solveRoutes } from './solve-routes';

type LinkRecord = Pick<RecordHeader, 'recordIdx' | 'source' | 'examIdx' | 'examDetailIdx'>;

function retryRoute(record: LinkRecord): string | null {
  if (record.source === 'PAPER' && record.examDetailIdx !== null) return solveRoutes.selectPaper(record.examDetailIdx);
  if (record.source === 'RANDOM' && record.examIdx !== null) return solveRoutes.selectRandom(record.examIdx);
  return solveRoutes.note();
}

function linksFor(record: LinkRecord, solution = solveRoutes.solution(record.recordIdx)): ScoreLinks {
  return { result: solveRoutes.result(record.recordIdx), solution, retry: retryRoute(record) };
}

function exitOf(record: { examIdx: number | null }): string {
  return record.examIdx ? solveRoutes.examDetail(record.examIdx) : solveRoutes.myResults();
}

function OpenNotice({ continueHref, title }: { continueHref: string | null; title: string }) {
  return (
    <SolvePage bar={{ title, exitHref: solveRoutes.home(), exitLabel: '홈' }} narrow>
      <NotSubmittedNotice continueHref={continueHref} />
    </SolvePage>
  );
}

function Score({ recordIdx, solutionHref }: { recordIdx: number; solutionHref?: string }) {
  const query = useRecordResult(recordIdx);
  const result = query.data;
  if (!result) return <SolveDataMissing what="시험 결과" query={query} exitHref={solveRoutes.myResults()} />;
  return (
    <SolvePage bar={{ title: '시험 결과', subtitle: result.examTitle ?? result.title, exitHref: exitOf(result), exitLabel: '나가기' }} narrow>
      <Muted style={{ marginBottom: 8 }}>{result.title}</Muted>
      <ScoreView result={result} links={linksFor(result, solutionHref)} />
    </SolvePage>
  );
}

function Solution({ recordIdx }: { recordIdx: number }) {
  const query = useRecordSolution(recordIdx);
  const solution = query.data;
  if (!solution) return <SolveDataMissing what="해설" query={query} exitHref={solveRoutes.myResults()} />;
  return (
    <SolvePage bar={{ title: '해설', subtitle: solution.examTitle ?? solution.title, exitHref: solveRoutes.score(recordIdx), exitLabel: '결과로' }}>
      <Summary>
        <SectionHeading as="h1">{solution.title} 해설</SectionHeading>
        <Muted>
          {solution.score}점 · 정답 <strong data-testid="solution-correct">{solution.correctCount}</strong> / {solution.totalCount}문항
        </Muted>
      </Summary>
      <SolutionList solution={solution} />
    </SolvePage>
  );
}

export function ScoreScreen({ recordIdx, failure, continueHref }: RecordPageProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  if (recordIdx === null || continueHref !== null) return <OpenNotice continueHref={continueHref} title="시험 결과" />;
  return <Score recordIdx={recordIdx} />;
}

export function ResultScreen({ recordIdx, failure, continueHref }: RecordPageProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  if (recordIdx === null || continueHref !== null) return <OpenNotice continueHref={continueHref} title="성적 분석" />;
  return <ResultBody recordIdx={recordIdx} />;
}

function ResultBody({ recordIdx }: { recordIdx: number }) {
  const query = useRecordResult(recordIdx);
  const result = query.data;
  if (!result) return <SolveDataMissing what="성적 분석" query={query} exitHref={solveRoutes.myResults()} />;
  return (
    <SolvePage bar={{ title: '성적 분석', subtitle: result.examTitle ?? result.title, exitHref: solveRoutes.score(recordIdx), exitLabel: '결과로' }}>
      <Summary>
        <SectionHeading as="h1">{result.title} 성적 분석</SectionHeading>
      </Summary>
      <ResultView result={result} links={linksFor(result)} />
    </SolvePage>
  );
}

export function SolutionScreen({ recordIdx, failure, continueHref }: RecordPageProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  if (recordIdx === null || continueHref !== null) return <OpenNotice continueHref={continueHref} title="해설" />;
  return <Solution recordIdx={recordIdx} />;
}

function NoRandomSet({ examIdx }: { examIdx: number }) {
  return (
    <SolvePage bar={{ title: '랜덤 모의고사', exitHref: solveRoutes.examDetail(examIdx), exitLabel: '시험 정보' }} narrow>
      <Panel data-testid="no-random-record">
        <SectionHeading>응시한 랜덤 모의고사가 없습니다</SectionHeading>
        <Muted>랜덤 모의고사를 풀고 제출하면 이곳에서 점수와 해설을 볼 수 있습니다.</Muted>
        <ActionRow>
          <LinkButton href={solveRoutes.selectRandom(examIdx)} $primary>
            랜덤 모의고사 풀기
          </LinkButton>
        </ActionRow>
      </Panel>
    </SolvePage>
  );
}

export function RandomScoreScreen({ examIdx, recordIdx, failure, continueHref, none }: RandomRecordPageProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  if (none) return <NoRandomSet examIdx={examIdx} />;
  if (recordIdx === null || continueHref !== null) return <OpenNotice continueHref={continueHref} title="랜덤 모의고사 결과" />;
  return <Score recordIdx={recordIdx} solutionHref={solveRoutes.randomSolution(examIdx)} />;
}

export function RandomSolutionScreen({ examIdx, recordIdx, failure, continueHref, none }: RandomRecordPageProps) {
  if (failure) return <SolveFailureScreen failure={failure} />;
  if (none) return <NoRandomSet examIdx={examIdx} />;
  if (recordIdx === null || continueHref !== null) return <OpenNotice continueHref={continueHref} title="랜덤 모의고사 해설" />;
  return <Solution recordIdx={recordIdx} />;
}

/** A finished one-question set: every problem with the member's answer, right or wrong, and the explanation. */
export function ReviewListScreen({ recordIdx }: { recordIdx: number }) {
  const query = useRecordSolution(recordIdx);
  const solution = query.data;
  if (!solution) return <SolveDataMissing what="풀이 결과" query={query} exitHref={solveRoutes.myResults()} />;
  const isReview = solution.source === 'REVIEW';
  return (
    <SolvePage
      bar={{
        title: isReview ? '오답 다시 풀기 결과' : '풀이 결과',
        subtitle: solution.examTitle ?? solution.title,
        exitHref: isReview ? solveRoutes.note() : exitOf(solution),
        exitLabel: isReview ? '오답노트' : '나가기',
      }}
    >
      <Summary data-testid="review-summary">
        <SectionHeading as="h1">{solution.title} 풀이 결과</SectionHeading>
        <Muted>
          {solution.score}점 · 정답 <strong data-testid="review-correct">{solution.correctCount}</strong> / {solution.totalCount}문항
        </Muted>
        <ActionRow>
          <LinkButton href={solveRoutes.result(recordIdx)}>성적 분석</LinkButton>
          <LinkButton href={solveRoutes.note()}>오답노트</LinkButton>
          {retryRoute(solution) && !isReview ? <LinkButton href={retryRoute(solution) ?? '/'}>다시 풀기</LinkButton> : null}
        </ActionRow>
      </Summary>
      <SolutionList solution={solution} />
    </SolvePage>
  );
}

function Summary({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <div style={{ marginBottom: 20 }} {...rest}>
      {children}
    </div>
  );
}
