/**
 * Mock-exam mode (spec §2.1 /cbt/practice/…), after the Korean CBT convention: remaining time from the
 * server's deadline, the count of unanswered questions, an answer grid that jumps to each question, flags
 * for review, larger/smaller text, shared passages with their problems, a confirmed 답안지 제출, and an
 * automatic submit when the time is up.
 *
 * Submitting: pending answers are sent first (in order), then POST …/submit (idempotent), then the score
 * page. Offline, the submit waits for the connection. The state lives in use-mock-exam.ts; this file lays
 * out the parts (toolbar, problems, answer bar).
 */
import styled from 'styled-components';
import type { RecordSheet } from '../../api/records-api';
import { useModal } from '../../modal/modal-provider';
import { mobileQuery } from '../../styles/theme';
import { useToast } from '../../toast/toast-provider';
import { Stack } from '../../ui/page-layout';
import { ExamTimer, SubmitDialog } from './exam-controls';
import { AnswerBarAside, MobileAnswerBar } from './mock-exam-answer-bar';
import { MockProblem } from './mock-exam-problem';
import { MockExamToolbar } from './mock-exam-toolbar';
import { PassageBox } from './problem-parts';
import { SolveBar, SolveDataMissing } from './solve-layout';
import { useRecordSheet } from './solve-queries';
import { solveRoutes } from './solve-routes';
import { useFontScale } from './use-font-scale';
import { useMockExam } from './use-mock-exam';

export function MockExamScreen({ recordIdx }: { recordIdx: number }) {
  const query = useRecordSheet(recordIdx);
  const sheet = query.data;
  if (!sheet) return <SolveDataMissing what="답안지" query={query} exitHref={solveRoutes.practiceList()} />;
  return <MockExam sheet={sheet} receivedKey={query.dataUpdatedAt} refetch={() => void query.refetch()} />;
}

function MockExam({ sheet, receivedKey, refetch }: { sheet: RecordSheet; receivedKey: number; refetch(): void }) {
  const { toast } = useToast();
  const modal = useModal();
  const font = useFontScale();
  const exam = useMockExam(sheet, refetch);
  const { sync } = exam;

  const openSubmitDialog = () =>
    modal.openModal((close) => (
      <SubmitDialog
        unanswered={exam.unanswered}
        flagged={exam.flagged}
        pending={sync.pendingCount}
        online={sync.online}
        onCancel={close}
        onConfirm={() => {
          close();
          void exam.submit();
        }}
      />
    ));

  return (
    <Screen style={{ ['--problem-scale' as string]: font.scale }} data-testid="mock-exam" data-record={sheet.recordIdx}>
      {/* Leaving is allowed: answers are saved and the server's clock keeps running (/cbt/practice resumes). */}
      <SolveBar title={sheet.title} subtitle={sheet.examTitle ?? '실전 모의고사'} exitHref={solveRoutes.practiceList()}>
        <ExamTimer sheet={sheet} receivedKey={receivedKey} onExpire={exam.onExpire} onWarn={(m) => toast(m, 'warn')} />
      </SolveBar>
      <MockExamToolbar
        unanswered={exam.unanswered}
        totalCount={sheet.totalCount}
        saveState={sync.overall}
        font={font}
        canSubmit={exam.canSubmit}
        onSubmit={openSubmitDialog}
        banner={exam.banner}
      />
      <Body>
        <Problems>
          {exam.groups.map((group) => (
            <Group key={`${group.passage?.id ?? 'p'}-${group.problems[0]?.multipleProblemIdx}`}>
              {group.passage ? <PassageBox passage={group.passage} numbers={group.problems.map((p) => p.number)} /> : null}
              {group.problems.map((problem) => (
                <MockProblem
                  key={problem.multipleProblemIdx}
                  problem={problem}
                  answer={sync.answerOf(problem.multipleProblemIdx)}
                  saveState={sync.saveStates.get(problem.multipleProblemIdx) ?? null}
                  disabled={!exam.editable}
                  onChoose={sync.setChoice}
                  onFlag={sync.toggleFlag}
                />
              ))}
            </Group>
          ))}
          <EndNote>
            마지막 문제입니다. 답안 표기란에서 안 푼 문제를 확인한 뒤 <strong>답안지 제출</strong>을 눌러주세요.
          </EndNote>
        </Problems>
        <AnswerBarAside
          open={exam.gridOpen}
          problems={sheet.problems}
          answers={sync.answers}
          onJump={exam.jumpTo}
          onClose={() => exam.setGridOpen(false)}
        />
      </Body>
      <MobileAnswerBar
        open={exam.gridOpen}
        unanswered={exam.unanswered}
        canSubmit={exam.canSubmit}
        onToggle={() => exam.setGridOpen((open) => !open)}
        onClose={() => exam.setGridOpen(false)}
        onSubmit={openSubmitDialog}
      />
    </Screen>
  );
}

const Screen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => mobileQuery(theme)} {
    padding-bottom: 64px;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  align-items: start;
  gap: 24px;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 24px 20px 64px;
  ${({ theme }) => mobileQuery(theme)} {
    display: block;
    padding: 14px 12px 32px;
  }
`;

const Problems = styled(Stack).attrs({ $gap: 20 })`
  min-width: 0;
`;

const Group = styled(Stack).attrs({ $gap: 14 })``;

const EndNote = styled.p`
  padding: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  text-align: center;
`;
