/**
 * The one-question screen's toolbar: the counts, the save status, the text size, and the strip of problem
 * numbers (each marked right, wrong, waiting to be sent or not answered) with 요약 after it.
 */
import styled from 'styled-components';
import type { RecordSheet } from '../../api/records-api';
import { mobileQuery } from '../../styles/theme';
import { FontScaleButtons, SaveStatus } from './exam-controls';
import type { AnswerSync } from './use-answer-sync';
import type { useFontScale } from './use-font-scale';
import type { OneQuestionStats } from './use-one-question';

const STATE_LABELS = { correct: '정답', wrong: '오답', pending: '전송 대기', empty: '안 푼 문제' } as const;

export function OneQuestionToolbar({
  sheet,
  sync,
  stats,
  font,
  index,
  onMove,
}: {
  sheet: RecordSheet;
  sync: AnswerSync;
  stats: OneQuestionStats;
  font: ReturnType<typeof useFontScale>;
  index: number;
  onMove: (index: number) => void;
}) {
  const total = sheet.problems.length;
  return (
    <Toolbar>
      <ToolbarInner>
        <p>
          푼 문제 <strong data-testid="one-answered">{stats.answered}</strong> · 맞힌 문제{' '}
          <strong data-testid="one-correct">{stats.correct}</strong>
        </p>
        <SaveStatus state={sync.overall} />
        <FontScaleButtons {...font} />
      </ToolbarInner>
      <Strip aria-label="문제 번호">
        <StripNumbers>
          {sheet.problems.map((p, i) => {
            const verdict = sync.verdicts.get(p.multipleProblemIdx);
            const state = verdict ? (verdict.isCorrect ? 'correct' : 'wrong') : sync.answerOf(p.multipleProblemIdx).choice !== null ? 'pending' : 'empty';
            return (
              <StripButton
                key={p.multipleProblemIdx}
                type="button"
                onClick={() => onMove(i)}
                aria-current={i === index ? 'step' : undefined}
                aria-label={`${p.number}번 ${STATE_LABELS[state]}`}
                data-state={state}
              >
                {p.number}
              </StripButton>
            );
          })}
        </StripNumbers>
        <StripButton type="button" onClick={() => onMove(total)} aria-current={index === total ? 'step' : undefined} data-state="summary">
          요약
        </StripButton>
      </Strip>
    </Toolbar>
  );
}

const Toolbar = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const ToolbarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  max-width: 880px;
  margin: 0 auto;
  padding: 8px 20px 0;
  font-size: 14px;
  > p:first-child {
    margin-right: auto;
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 8px 12px 0;
  }
`;

/**
 * The numbers scroll; 요약 stays outside the scrolling part, so it is whole at every width and with any
 * number of problems (it was the last item of the scrolling row and got cut at its end).
 */
const Strip = styled.nav`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 880px;
  margin: 0 auto;
  padding: 10px 20px 12px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 10px 12px 12px;
  }
`;

const StripNumbers = styled.div`
  display: flex;
  flex: 1;
  gap: 6px;
  min-width: 0;
  /* Room for the current number's outline, which a scroll container would otherwise clip. */
  padding: 3px;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const StripButton = styled.button`
  flex: none;
  min-width: 34px;
  height: 34px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 13px;
  font-weight: 700;
  &[data-state='correct'] {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => `${theme.colors.success}1f`};
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-state='wrong'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => `${theme.colors.danger}1a`};
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-state='pending'] {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.warn};
  }
  &[aria-current='step'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
