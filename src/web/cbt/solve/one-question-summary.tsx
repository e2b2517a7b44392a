/**
 * The summary after the last problem: counts and the correct rate, the wrong and the unanswered problems
 * (each a jump back), and the submit that opens the full review.
 */
import styled from 'styled-components';
import type { RecordSheet } from '../../api/records-api';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { formatPercent } from './format';
import { ActionRow, Panel } from './solve-layout';
import type { OneQuestionStats } from './use-one-question';

export function OneQuestionSummary({
  sheet,
  stats,
  closing,
  onMove,
  onSubmit,
}: {
  sheet: RecordSheet;
  stats: OneQuestionStats;
  closing: boolean;
  onMove: (index: number) => void;
  onSubmit: () => void;
}) {
  const total = sheet.problems.length;
  return (
    <Panel data-testid="one-summary">
      <SummaryTitle tabIndex={-1} data-focus>
        풀이 요약
      </SummaryTitle>
      <SummaryGrid>
        <div>
          <dt>푼 문제</dt>
          <dd data-testid="summary-answered">
            {stats.answered} / {total}
          </dd>
        </div>
        <div>
          <dt>맞힌 문제</dt>
          <dd data-testid="summary-correct">{stats.correct}</dd>
        </div>
        <div>
          <dt>정답률</dt>
          <dd>{stats.answered ? formatPercent(Math.round((stats.correct / stats.answered) * 1000) / 10) : 0}%</dd>
        </div>
      </SummaryGrid>
      <JumpList label="틀린 문제" indexes={stats.wrong} sheet={sheet} tone="danger" onMove={onMove} />
      <JumpList label="안 푼 문제" indexes={stats.unanswered} sheet={sheet} tone="muted" onMove={onMove} />
      <SummaryNote>
        {stats.unanswered.length
          ? `안 푼 문제 ${stats.unanswered.length}개는 제출하면 오답으로 채점됩니다. `
          : '모든 문제를 풀었습니다. '}
        제출하면 전체 문제의 정답과 해설을 한 번에 볼 수 있고, 결과가 CBT 결과에 기록됩니다.
      </SummaryNote>
      <ActionRow>
        <PrimaryButton $size="lg" type="button" onClick={onSubmit} disabled={closing}>
          제출하고 전체 해설 보기
        </PrimaryButton>
        {stats.unanswered.length ? (
          <ButtonBase $size="lg" type="button" onClick={() => onMove(stats.unanswered[0] ?? 0)}>
            안 푼 문제 풀기
          </ButtonBase>
        ) : null}
      </ActionRow>
    </Panel>
  );
}

/** A labelled row of problem numbers that jump back to their problem; nothing when there are none. */
function JumpList({
  label,
  indexes,
  sheet,
  tone,
  onMove,
}: {
  label: string;
  indexes: number[];
  sheet: RecordSheet;
  tone: 'danger' | 'muted';
  onMove: (index: number) => void;
}) {
  if (!indexes.length) return null;
  return (
    <JumpRow aria-label={label}>
      <span>{label}</span>
      {indexes.map((i) => (
        <JumpButton key={i} type="button" onClick={() => onMove(i)} $tone={tone}>
          {sheet.problems[i]?.number}번
        </JumpButton>
      ))}
    </JumpRow>
  );
}

const SummaryTitle = styled.h2`
  margin-bottom: 16px;
  font-size: 20px;
  font-weight: 800;
  &:focus {
    outline: none;
  }
`;

const SummaryGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0;
  div {
    padding: 14px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 800;
  }
`;

const JumpRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin-top: 16px;
  > span {
    margin-right: 4px;
    font-size: 14px;
    font-weight: 700;
  }
`;

const JumpButton = styled.button<{ $tone: 'danger' | 'muted' }>`
  padding: 4px 10px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-size: 13px;
`;

const SummaryNote = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
