/**
 * Controls of the exam screens: the remaining-time clock, the save status line, the text-size buttons,
 * the answer grid (OMR) and the confirmed 답안지 제출 dialog.
 */
import { memo, useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import type { RecordSheet, SheetProblem } from '../../api/records-api';
import { mobileQuery } from '../../styles/theme';
import { LOW_TIME_SECONDS } from './exam-clock';
import { choiceSymbol, formatClock } from './format';
import { type LocalAnswer, SAVE_STATE_LABELS, type SaveState } from './use-answer-sync';
import { useExamClock } from './use-exam-clock';

/** The clock lives in its own component so its ticks re-render only itself. */
export function ExamTimer({
  sheet,
  receivedKey,
  onExpire,
  onWarn,
}: {
  sheet: RecordSheet;
  receivedKey: number;
  onExpire(): void;
  onWarn?(message: string): void;
}) {
  const clock = useExamClock(sheet, receivedKey, { onExpire, onWarn });
  if (clock.secondsLeft === null) return null;
  const low = clock.secondsLeft <= LOW_TIME_SECONDS;
  return (
    <TimerBox $low={low} data-testid="exam-timer" data-seconds={clock.secondsLeft}>
      <TimerLabel>남은 시간</TimerLabel>
      <TimerValue role="timer" aria-label={`남은 시간 ${formatClock(clock.secondsLeft)}`}>
        {formatClock(clock.secondsLeft)}
      </TimerValue>
    </TimerBox>
  );
}

export function SaveStatus({ state }: { state: SaveState | 'idle' }) {
  return (
    <StatusText role="status" aria-live="polite" data-testid="save-status" data-state={state} $state={state}>
      {state === 'idle' ? '답안은 선택하는 즉시 저장됩니다' : SAVE_STATE_LABELS[state]}
    </StatusText>
  );
}

export function FontScaleButtons({
  canGrow,
  canShrink,
  grow,
  shrink,
}: {
  canGrow: boolean;
  canShrink: boolean;
  grow(): void;
  shrink(): void;
}) {
  return (
    <ScaleGroup role="group" aria-label="글자 크기">
      <ScaleButton type="button" onClick={shrink} disabled={!canShrink} aria-label="글자 작게">
        가<small>-</small>
      </ScaleButton>
      <ScaleButton type="button" onClick={grow} disabled={!canGrow} aria-label="글자 크게">
        가<small>+</small>
      </ScaleButton>
    </ScaleGroup>
  );
}

export interface AnswerGridProps {
  problems: readonly SheetProblem[];
  answers: ReadonlyMap<number, LocalAnswer>;
  onJump(number: number): void;
}

/** The OMR-style answer sheet: every number with its marked choice and review flag; a number jumps there. */
export const AnswerGrid = memo(function AnswerGrid({ problems, answers, onJump }: AnswerGridProps) {
  return (
    <GridList data-testid="answer-grid">
      {problems.map((p) => {
        const answer = answers.get(p.multipleProblemIdx);
        const answered = answer?.choice != null;
        const flagged = answer?.flagged ?? false;
        const state = answered ? 'answered' : 'empty';
        const label = `${p.number}번, ${answered ? `${answer?.choice}번 표기` : '안 푼 문제'}${flagged ? ', 검토 표시' : ''}`;
        return (
          <li key={p.multipleProblemIdx}>
            <GridCell
              type="button"
              onClick={() => onJump(p.number)}
              aria-label={label}
              data-testid="answer-grid-cell"
              data-number={p.number}
              data-state={state}
              data-flagged={flagged ? 'true' : 'false'}
              $answered={answered}
              $flagged={flagged}
            >
              <CellNumber>{p.number}</CellNumber>
              <CellChoice aria-hidden="true">{answered && answer?.choice ? choiceSymbol(answer.choice) : '·'}</CellChoice>
            </GridCell>
          </li>
        );
      })}
    </GridList>
  );
});

export function GridLegend() {
  return (
    <Legend aria-hidden="true">
      <span>
        <Swatch $kind="answered" /> 푼 문제
      </span>
      <span>
        <Swatch $kind="empty" /> 안 푼 문제
      </span>
      <span>
        <Swatch $kind="flagged" /> 검토 표시
      </span>
    </Legend>
  );
}

export interface SubmitDialogProps {
  unanswered: number;
  flagged: number;
  pending: number;
  online: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function SubmitDialog({ unanswered, flagged, pending, online, onCancel, onConfirm }: SubmitDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The safe choice has the focus: Enter on an accidental open does not submit.
    cancelRef.current?.focus();
  }, []);
  return (
    <Dialog
      role="dialog"
      aria-modal="true"
      aria-labelledby="submit-dialog-title"
      data-testid="submit-dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <DialogTitle id="submit-dialog-title">답안지 제출</DialogTitle>
      <DialogBody>
        <p>
          안 푼 문제 <strong data-testid="submit-dialog-unanswered">{unanswered}</strong>문항
          {flagged > 0 ? (
            <>
              {' '}
              · 검토 표시 <strong>{flagged}</strong>문항
            </>
          ) : null}
        </p>
        {unanswered > 0 ? <Warn>안 푼 문제는 오답으로 처리됩니다.</Warn> : null}
        {pending > 0 ? (
          <Warn>
            아직 전송되지 않은 답안 {pending}개가 있습니다.{' '}
            {online ? '전송한 뒤 제출합니다.' : '연결되면 전송한 뒤 제출합니다.'}
          </Warn>
        ) : null}
        <p>제출한 뒤에는 답안을 바꿀 수 없습니다. 제출하시겠습니까?</p>
      </DialogBody>
      <DialogActions>
        <DialogButton ref={cancelRef} type="button" onClick={onCancel}>
          취소
        </DialogButton>
        <DialogButton type="button" $primary onClick={onConfirm}>
          제출
        </DialogButton>
      </DialogActions>
    </Dialog>
  );
}

const TimerBox = styled.div<{ $low: boolean }>`
  flex: none;
  display: flex;
  align-items: baseline;
  gap: 8px;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $low }) => ($low ? `${theme.colors.danger}18` : theme.colors.background)};
  color: ${({ theme, $low }) => ($low ? theme.colors.danger : theme.colors.text)};
`;

const TimerLabel = styled.span`
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const TimerValue = styled.span`
  font-size: 20px;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 18px;
  }
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

const StatusText = styled.p<{ $state: SaveState | 'idle' }>`
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme, $state }) =>
    $state === 'saved'
      ? theme.colors.success
      : $state === 'offline' || $state === 'retrying'
        ? theme.colors.warn
        : $state === 'error'
          ? theme.colors.danger
          : theme.colors.muted};
`;

const ScaleGroup = styled.div`
  display: inline-flex;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const ScaleButton = styled.button`
  min-width: 40px;
  height: 36px;
  padding: 0 8px;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    margin-left: 1px;
    font-size: 11px;
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const GridList = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 6px;
`;

const GridCell = styled.button<{ $answered: boolean; $flagged: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  padding: 4px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.3;
  ${({ $answered, theme }) =>
    $answered &&
    css`
      border-color: ${theme.colors.primary};
      background: ${`${theme.colors.primary}18`};
    `}
  ${({ $flagged, theme }) =>
    $flagged &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.colors.accent};
      &::after {
        content: '';
        position: absolute;
        top: 3px;
        right: 3px;
        width: 7px;
        height: 7px;
        border-radius: 50%;
        background: ${theme.colors.accent};
      }
    `}
`;

const CellNumber = styled.span`
  font-size: 12px;
  font-weight: 700;
`;

const CellChoice = styled.span`
  font-size: 15px;
  color: ${({ theme }) => theme.colors.primary};
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 10px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const Swatch = styled.i<{ $kind: 'answered' | 'empty' | 'flagged' }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  background: ${({ theme, $kind }) =>
    $kind === 'answered' ? `${theme.colors.primary}30` : $kind === 'flagged' ? theme.colors.accent : theme.colors.surface};
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 400px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.24);
`;

const DialogTitle = styled.h2`
  padding: 22px 24px 0;
  font-size: 18px;
  font-weight: 800;
`;

const DialogBody = styled.div`
  display: grid;
  gap: 8px;
  padding: 14px 24px 22px;
  font-size: 15px;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 18px;
  }
`;

const Warn = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
`;

const DialogActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const DialogButton = styled.button<{ $primary?: boolean }>`
  height: 52px;
  border: 0;
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary }) => ($primary ? '#fff' : 'inherit')};
  font-weight: 700;
`;
