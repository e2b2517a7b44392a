/**
 * Pieces every solving screen draws a problem with: the shared passage (지문), the problem heading and stem,
 * and the choices as a real radio group (keyboard and screen reader friendly). After checking or in the
 * solutions, the choices show the answer and the member's choice.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Passage } from '../../api/problems-api';
import { mobileQuery } from '../../styles/theme';
import { ProblemText, type ProblemTextFormat } from '../../ui/problem-text';
import { choiceSymbol } from './format';

export interface PassageGroup<T> {
  passage: Passage | null;
  problems: T[];
}

/** Consecutive problems sharing a passage form one group, so the passage is shown once above them. */
export function groupByPassage<T extends { passageId: number | null }>(
  problems: readonly T[],
  passages: readonly Passage[],
): PassageGroup<T>[] {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const groups: PassageGroup<T>[] = [];
  for (const problem of problems) {
    const passage = problem.passageId === null ? null : (byId.get(problem.passageId) ?? null);
    const last = groups[groups.length - 1];
    if (last && passage && last.passage?.id === passage.id) last.problems.push(problem);
    else groups.push({ passage, problems: [problem] });
  }
  return groups;
}

export function PassageBox({ passage, numbers }: { passage: Passage; numbers?: number[] }) {
  const range =
    numbers && numbers.length > 1 ? `${numbers[0]}~${numbers[numbers.length - 1]}번` : numbers?.length ? `${numbers[0]}번` : null;
  return (
    <PassageSection data-testid="passage" aria-label={range ? `${range} 지문` : '지문'}>
      {range ? <PassageRange>[{range}] 공통 지문</PassageRange> : null}
      {passage.title ? <PassageTitle>{passage.title}</PassageTitle> : null}
      <ProblemText text={passage.body} format={passage.format} />
    </PassageSection>
  );
}

export interface ChoiceReveal {
  answer: number;
}

export interface ChoiceListProps {
  /** Unique per problem on the page (radio group name). */
  name: string;
  /** Accessible name of the group, e.g. "3번 선택지". */
  label: string;
  choices: string[];
  /** The problem's format, which its choices share. */
  format: ProblemTextFormat;
  selected: number | null;
  onSelect?: (choice: number) => void;
  disabled?: boolean;
  /** Shows the answer, and the selected choice as right or wrong. */
  reveal?: ChoiceReveal | null;
}

/**
 * A choice row is plain elements that its list styles (`.choice`, `.choice-number`, `.choice-body`), not styled
 * components of its own: a mock exam draws 20 problems × 5 choices, and hydrating a styled component per part of every
 * row (each one computing its theme-dependent CSS again) was a large share of the page's hydration.
 */
export function ChoiceList({ name, label, choices, format, selected, onSelect, disabled, reveal }: ChoiceListProps) {
  return (
    <ChoiceFieldset disabled={disabled}>
      <legend className="visually-hidden">{label}</legend>
      <ChoiceItems>
        {choices.map((text, index) => {
          const choice = index + 1;
          const isSelected = selected === choice;
          const isAnswer = reveal ? reveal.answer === choice : false;
          const state = reveal ? (isAnswer ? 'answer' : isSelected ? 'wrong' : 'plain') : isSelected ? 'selected' : 'plain';
          return (
            <li key={choice}>
              <label className="choice" data-choice={choice} data-state={state}>
                <input
                  className="visually-hidden"
                  type="radio"
                  name={name}
                  value={choice}
                  checked={isSelected}
                  disabled={disabled}
                  onChange={() => onSelect?.(choice)}
                />
                <span className="choice-number" aria-hidden="true">
                  {choiceSymbol(choice)}
                </span>
                <span className="visually-hidden">{`${choice}번 `}</span>
                <span className="choice-body">
                  <ProblemText text={text} format={format} inline />
                </span>
                {reveal && isAnswer ? <Tag $tone="success">정답</Tag> : null}
                {reveal && isSelected ? <Tag $tone={isAnswer ? 'success' : 'danger'}>내 답</Tag> : null}
              </label>
            </li>
          );
        })}
      </ChoiceItems>
    </ChoiceFieldset>
  );
}

export function ProblemHeading({
  id,
  number,
  subject,
  points,
  children,
}: {
  id: string;
  number: number;
  subject: string;
  points?: number;
  children?: ReactNode;
}) {
  return (
    <HeadingRow>
      <h2 className="problem-number" id={id} tabIndex={-1}>
        {`${number}번`}
      </h2>
      <span className="problem-meta">{points ? `${subject} · ${points}점` : subject}</span>
      {children ? <div className="problem-heading-slot">{children}</div> : null}
    </HeadingRow>
  );
}

/** The explanation, in the format of its problem. */
export function Explanation({ text, format, answer }: { text: string; format: ProblemTextFormat; answer: number }) {
  return (
    <ExplanationBox data-testid="explanation">
      <ExplanationTitle>
        해설 <AnswerInline>정답 {choiceSymbol(answer)}</AnswerInline>
      </ExplanationTitle>
      <ProblemText text={text} format={format} />
    </ExplanationBox>
  );
}

/** Problem text scales with the screen's text-size control through this custom property. */
export const problemScale = css`
  font-size: calc(16px * var(--problem-scale, 1));
  ${({ theme }) => mobileQuery(theme)} {
    font-size: calc(15px * var(--problem-scale, 1));
  }
`;

const PassageSection = styled.section`
  ${problemScale}
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.primary}08`};
  line-height: 1.75;
`;

const PassageRange = styled.p`
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.85em;
  font-weight: 700;
`;

const PassageTitle = styled.h3`
  margin-bottom: 10px;
  font-size: 1em;
  font-weight: 700;
`;

const ChoiceFieldset = styled.fieldset`
  min-width: 0;
  margin: 16px 0 0;
  padding: 0;
  border: 0;
`;

const toneState = (state: 'answer' | 'wrong', color: string) => css`
  .choice[data-state='${state}'] {
    border-color: ${color};
    background: ${`${color}14`};
  }
  fieldset:disabled & .choice[data-state='${state}']:hover {
    border-color: ${color};
  }
`;

/** The choice rows' rules: the state rules come before :hover, so hovering a choice that is not revealed highlights it. */
const ChoiceItems = styled.ol`
  display: grid;
  gap: 8px;
  .choice {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    line-height: 1.6;
    transition: border-color 100ms ease, background 100ms ease;
  }
  .choice[data-state='selected'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => `${theme.colors.primary}14`};
    font-weight: 600;
  }
  ${({ theme }) => toneState('answer', theme.colors.success)}
  ${({ theme }) => toneState('wrong', theme.colors.danger)}
  .choice:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  .choice:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  fieldset:disabled & .choice {
    cursor: default;
  }
  fieldset:disabled & .choice:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }
  .choice-number {
    flex: none;
    min-width: 1.4em;
    font-size: 1.1em;
    line-height: 1.45;
  }
  .choice-body {
    flex: 1;
    min-width: 0;
  }
`;

export const Tag = styled.span<{ $tone: 'success' | 'danger' | 'warn' | 'muted' }>`
  flex: none;
  align-self: center;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.border : theme.colors[$tone])};
  color: ${({ $tone }) => ($tone === 'muted' ? 'inherit' : '#fff')};
  font-size: 12px;
  font-weight: 700;
  line-height: 1.6;
  white-space: nowrap;
`;

/** One styled row; its parts are plain elements (see ChoiceList for why). */
const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin-bottom: 10px;
  .problem-number {
    font-size: 1.15em;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
  .problem-number:focus {
    outline: none;
  }
  .problem-meta {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
  .problem-heading-slot {
    display: flex;
    gap: 8px;
    margin-left: auto;
  }
`;

const ExplanationBox = styled.div`
  margin-top: 16px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  line-height: 1.75;
`;

const ExplanationTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 8px;
  font-size: 0.95em;
  font-weight: 700;
`;

const AnswerInline = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;
