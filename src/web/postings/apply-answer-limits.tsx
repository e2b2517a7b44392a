/**
 * The chosen cover letter's answers against their questions' character limits, under 지원하기's letter picker: each
 * limited answer as `523자 / 500자`, the ones over it marked, with the way to the editor. Counted by the contract's
 * rule (src/contracts/cover-letters.ts), the one the server refuses an application by.
 */
import styled from 'styled-components';
import { type AnswerOverLimit, coverLetterTextLength } from '../../contracts/cover-letters';
import type { CoverLetter } from '../api/cover-letters-api';
import { formatNumber } from '../ui/format';
import { Link } from '../ui/link';

export function AnswerLimits({ letter, overLimit }: { letter: CoverLetter; overLimit: readonly AnswerOverLimit[] }) {
  const limited = letter.questions.map((question, index) => ({ question, index })).filter(({ question }) => question.charLimit !== null);
  if (limited.length === 0) return null;
  const over = new Set(overLimit.map((o) => o.index));
  return (
    <Box aria-label="답변 글자 수" data-testid="apply-answer-limits">
      <ol>
        {limited.map(({ question, index }) => (
          <li key={question.id} data-testid="apply-answer-limit" data-over={over.has(index) || undefined}>
            <span>
              {index + 1}. {question.question || '질문 없음'}
            </span>
            <strong>
              {formatNumber(coverLetterTextLength(question.answer))}자 / {formatNumber(question.charLimit!)}자
              {over.has(index) ? ' 초과' : ''}
            </strong>
          </li>
        ))}
      </ol>
      {overLimit.length > 0 ? <Link href={`/self-introduction/${letter.id}`}>자기소개서에서 답변 줄이기</Link> : null}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 6px;
  font-size: 14px;
  ol {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    min-width: 0;
  }
  li span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li strong {
    flex: 0 0 auto;
    font-weight: 600;
  }
  li[data-over] strong {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
