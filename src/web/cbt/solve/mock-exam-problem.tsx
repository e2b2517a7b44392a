/** One problem of the mock exam: its save state, the review flag, the choices and "선택 지우기". */
import { memo } from 'react';
import styled from 'styled-components';
import type { SheetProblem } from '../../api/records-api';
import { mobileQuery } from '../../styles/theme';
import { ProblemText } from '../../ui/problem-text';
import { ChoiceList, ProblemHeading, problemScale } from './problem-parts';
import { type AnswerSync, type LocalAnswer, SAVE_STATE_LABELS, type SaveState } from './use-answer-sync';

export const MockProblem = memo(function MockProblem({
  problem,
  answer,
  saveState,
  disabled,
  onChoose,
  onFlag,
}: {
  problem: SheetProblem;
  answer: LocalAnswer;
  saveState: SaveState | null;
  disabled: boolean;
  onChoose: AnswerSync['setChoice'];
  onFlag: AnswerSync['toggleFlag'];
}) {
  const id = problem.multipleProblemIdx;
  return (
    <ProblemCard
      id={`problem-${problem.number}`}
      data-testid="problem"
      data-number={problem.number}
      data-problem-id={id}
      aria-labelledby={`problem-${problem.number}-title`}
    >
      <ProblemHeading id={`problem-${problem.number}-title`} number={problem.number} subject={problem.subject} points={problem.points}>
        {saveState ? (
          <ProblemSave data-testid="problem-save-state" data-state={saveState} $state={saveState}>
            {SAVE_STATE_LABELS[saveState]}
          </ProblemSave>
        ) : null}
        <FlagButton
          type="button"
          aria-pressed={answer.flagged}
          onClick={() => onFlag(id)}
          disabled={disabled}
          $on={answer.flagged}
        >
          {answer.flagged ? '검토 표시됨' : '검토 표시'}
        </FlagButton>
      </ProblemHeading>
      <ProblemText text={problem.stem} format={problem.format} />
      <ChoiceList
        name={`choice-${id}`}
        label={`${problem.number}번 선택지`}
        choices={problem.choices}
        format={problem.format}
        selected={answer.choice}
        disabled={disabled}
        onSelect={(choice) => onChoose(id, choice)}
      />
      {answer.choice !== null && !disabled ? (
        <ClearButton type="button" onClick={() => onChoose(id, null)}>
          선택 지우기
        </ClearButton>
      ) : null}
    </ProblemCard>
  );
});

/**
 * A mock exam is 20 or more of these on one long page: the browser styles, lays out and paints only the cards near
 * the screen (content-visibility). With the plain choice rows (problem-parts.tsx) it took a phone-speed load's style
 * work from 121 to 69 ms and its layout from 299 to 235 ms. `auto` in the intrinsic size remembers a card's
 * real height once it has been shown, so scrolling back up does not jump; find-in-page and the answer grid's jumps
 * still reach cards that were never shown.
 */
const ProblemCard = styled.article`
  ${problemScale}
  content-visibility: auto;
  contain-intrinsic-size: auto 420px;
  scroll-margin-top: 140px;
  padding: 20px 22px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.75;
  ${({ theme }) => mobileQuery(theme)} {
    scroll-margin-top: 64px;
    padding: 16px 14px;
  }
`;

const ProblemSave = styled.span<{ $state: SaveState }>`
  align-self: center;
  font-size: 12px;
  color: ${({ theme, $state }) =>
    $state === 'saved'
      ? theme.colors.success
      : $state === 'error'
        ? theme.colors.danger
        : $state === 'saving'
          ? theme.colors.muted
          : theme.colors.warn};
`;

const FlagButton = styled.button<{ $on: boolean }>`
  padding: 4px 10px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.surface)};
  color: ${({ $on }) => ($on ? '#fff' : 'inherit')};
  font-size: 12px;
  font-weight: 600;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const ClearButton = styled.button`
  margin-top: 8px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  text-decoration: underline;
`;
