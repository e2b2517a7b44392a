/** The three counts under an answer (answer-counts.ts): 공백 포함 against the question's limit (over it in red), 공백 제외, bytes. */
import styled from 'styled-components';
import { countAnswer, formatBytes, formatCount, formatLimit, isOverLimit } from './answer-counts';

export function AnswerCounts({ id, answer, limit }: { id: string; answer: string; limit: number | null }) {
  const counts = countAnswer(answer);
  const over = isOverLimit(counts, limit);
  return (
    <Counts id={id} data-testid="answer-counts" data-over={over ? 'true' : 'false'}>
      <CountItem $over={over}>
        공백 포함 <strong data-testid="count-with-spaces">{formatLimit(counts.withSpaces, limit)}</strong>
        {over ? <span> ({formatCount(counts.withSpaces - limit!)}자 초과)</span> : null}
      </CountItem>
      <CountItem>
        공백 제외 <strong data-testid="count-without-spaces">{formatCount(counts.withoutSpaces)}자</strong>
      </CountItem>
      <CountItem>
        <strong data-testid="count-bytes">{formatBytes(counts.bytes)}</strong>
      </CountItem>
    </Counts>
  );
}

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const CountItem = styled.span<{ $over?: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : 'inherit')};
  strong {
    color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.text)};
  }
`;
