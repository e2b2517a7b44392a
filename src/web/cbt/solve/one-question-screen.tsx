/**
 * One-question mode (spec §2.1 /cbt/onequestions/…): one problem at a time; "정답 확인" saves the choice
 * (PUT — in ONE mode the reply carries right/wrong, the answer and the explanation) and the choice is then
 * final. Previous/next, a numbered progress strip, and after the last problem a summary from which the set
 * is submitted and reviewed. Offline, a checked choice waits in the outbox and its verdict shows once sent.
 * The same screen runs "retry only the wrong answers" review sets from the wrong-answer note.
 *
 * The state lives in use-one-question.ts; this file lays out the parts (toolbar, problem, summary).
 */
import styled from 'styled-components';
import type { RecordSheet } from '../../api/records-api';
import { mobileQuery } from '../../styles/theme';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { ErrorReportButton } from './error-report-button';
import { OneProblem } from './one-question-problem';
import { OneQuestionSummary } from './one-question-summary';
import { OneQuestionToolbar } from './one-question-toolbar';
import { PassageBox } from './problem-parts';
import { SolveBar, SolveDataMissing } from './solve-layout';
import { useRecordSheet } from './solve-queries';
import { solveRoutes } from './solve-routes';
import { SAVE_STATE_LABELS } from './use-answer-sync';
import { useFontScale } from './use-font-scale';
import { useOneQuestion } from './use-one-question';

export function OneQuestionScreen({ recordIdx }: { recordIdx: number }) {
  const query = useRecordSheet(recordIdx);
  if (!query.data) return <SolveDataMissing what="문제" query={query} exitHref={solveRoutes.practiceList()} />;
  return <OneQuestion sheet={query.data} />;
}

function OneQuestion({ sheet }: { sheet: RecordSheet }) {
  const font = useFontScale();
  const one = useOneQuestion(sheet);
  const { sync, stats, total, index, problem, passage, move } = one;
  const isReview = sheet.source === 'REVIEW';
  const saveState = problem ? sync.saveStates.get(problem.multipleProblemIdx) : undefined;

  return (
    <Screen style={{ ['--problem-scale' as string]: font.scale }} data-testid="one-question" data-record={sheet.recordIdx}>
      <SolveBar
        title={isReview ? '오답 다시 풀기' : sheet.title}
        subtitle={sheet.examTitle ?? '한 문제씩 풀기'}
        exitHref={isReview ? solveRoutes.note() : sheet.examIdx ? solveRoutes.examDetail(sheet.examIdx) : solveRoutes.home()}
      >
        {/* On the summary there is no current problem: the bar counts what was answered instead of "20 / 20". */}
        {index < total ? (
          <Progress data-testid="one-progress" data-view="problem">
            <strong>{index + 1}</strong> / {total}
          </Progress>
        ) : (
          <Progress data-testid="one-progress" data-view="summary">
            푼 문제 <strong>{stats.answered}</strong> / {total}
          </Progress>
        )}
      </SolveBar>
      <OneQuestionToolbar sheet={sheet} sync={sync} stats={stats} font={font} index={index} onMove={move} />
      <Body>
        {problem ? (
          <div ref={one.headingRef}>
            {passage ? <PassageBox passage={passage} /> : null}
            <OneProblem
              key={problem.multipleProblemIdx}
              problemNumber={problem.number}
              subject={problem.subject}
              points={problem.points}
              stem={problem.stem}
              choices={problem.choices}
              format={problem.format}
              committed={sync.answerOf(problem.multipleProblemIdx).choice}
              tentative={one.tentativeOf(problem.multipleProblemIdx)}
              verdict={sync.verdicts.get(problem.multipleProblemIdx) ?? null}
              saveLabel={saveState && saveState !== 'saved' ? SAVE_STATE_LABELS[saveState] : null}
              name={`choice-${problem.multipleProblemIdx}`}
              disabled={one.closing}
              onTentative={(choice) => one.setTentative(problem.multipleProblemIdx, choice)}
              onCheck={(choice) => sync.setChoice(problem.multipleProblemIdx, choice)}
            />
            {/* Reporting follows the verdict: the key and explanation are what a taker finds wrong (ADR 32). */}
            {sync.verdicts.get(problem.multipleProblemIdx) ? (
              <ErrorReportButton problemId={problem.multipleProblemIdx} problemNumber={problem.number} />
            ) : null}
            <Nav>
              <ButtonBase $size="lg" type="button" onClick={() => move(index - 1)} disabled={index === 0}>
                이전 문제
              </ButtonBase>
              <PrimaryButton $size="lg" type="button" onClick={() => move(index + 1)}>
                {index === total - 1 ? '풀이 요약 보기' : '다음 문제'}
              </PrimaryButton>
            </Nav>
          </div>
        ) : (
          <div ref={one.headingRef}>
            <OneQuestionSummary sheet={sheet} stats={stats} closing={one.closing} onMove={move} onSubmit={() => void one.submit()} />
          </div>
        )}
      </Body>
    </Screen>
  );
}

const Screen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Progress = styled.p`
  font-size: 15px;
  white-space: nowrap;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 18px;
  }
`;

const Body = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 24px 20px 64px;
  > div {
    display: grid;
    gap: 16px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px 12px 48px;
  }
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;
