/**
 * Every problem of a closed record with the member's choice, the answer and the explanation, optionally
 * only the wrong ones (spec §2.1 /cbt/practice/solution, and the finished one-question review).
 */
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { RecordSolution } from '../../api/records-api';
import { mobileQuery } from '../../styles/theme';
import { ProblemText } from '../../ui/problem-text';
import { ErrorReportButton } from './error-report-button';
import { choiceSymbol } from './format';
import { ChoiceList, Explanation, groupByPassage, PassageBox, ProblemHeading, problemScale, Tag } from './problem-parts';
import { Stack } from '../../ui/page-layout';
import { solveRoutes } from './solve-routes';

export type SolutionFilter = 'all' | 'wrong';

export function SolutionList({ solution }: { solution: RecordSolution }) {
  const router = useRouter();
  // ?filter=wrong opens the list on the wrong answers (links from the score page).
  const [filter, setFilter] = useState<SolutionFilter>(router.query.filter === 'wrong' ? 'wrong' : 'all');
  const wrongCount = solution.problems.filter((p) => !p.isCorrect).length;
  const shown = useMemo(
    () => (filter === 'wrong' ? solution.problems.filter((p) => !p.isCorrect) : solution.problems),
    [filter, solution.problems],
  );
  const groups = useMemo(() => groupByPassage(shown, solution.passages), [shown, solution.passages]);

  return (
    <div data-testid="solution-list">
      <FilterBar role="group" aria-label="문제 보기">
        <FilterButton type="button" aria-pressed={filter === 'all'} onClick={() => setFilter('all')} data-testid="filter-all">
          전체 문제 {solution.problems.length}
        </FilterButton>
        <FilterButton type="button" aria-pressed={filter === 'wrong'} onClick={() => setFilter('wrong')} data-testid="filter-wrong">
          틀린 문제만 {wrongCount}
        </FilterButton>
      </FilterBar>
      {shown.length === 0 ? (
        <Empty data-testid="solution-empty">틀린 문제가 없습니다. 모두 맞혔습니다!</Empty>
      ) : (
        <List>
          {groups.map((group) => (
            <Group key={`${group.passage?.id ?? 'p'}-${group.problems[0]?.multipleProblemIdx}`}>
              {group.passage ? <PassageBox passage={group.passage} numbers={group.problems.map((p) => p.number)} /> : null}
              {group.problems.map((p) => {
                const status = p.choice === null ? 'unanswered' : p.isCorrect ? 'correct' : 'wrong';
                return (
                  <Card
                    key={p.multipleProblemIdx}
                    data-testid="solution-problem"
                    data-number={p.number}
                    data-problem-id={p.multipleProblemIdx}
                    data-correct={p.isCorrect ? 'true' : 'false'}
                    data-choice={p.choice ?? ''}
                    data-answer={p.answer}
                    aria-labelledby={`solution-${p.number}`}
                  >
                    <ProblemHeading id={`solution-${p.number}`} number={p.number} subject={p.subject} points={p.points}>
                      {status === 'correct' ? (
                        <Tag $tone="success">정답</Tag>
                      ) : status === 'wrong' ? (
                        <Tag $tone="danger">오답</Tag>
                      ) : (
                        <Tag $tone="muted">안 푼 문제</Tag>
                      )}
                      {p.flagged ? <Tag $tone="warn">검토 표시</Tag> : null}
                    </ProblemHeading>
                    <ProblemText text={p.stem} format={p.format} />
                    <ChoiceList
                      name={`solution-${p.multipleProblemIdx}`}
                      label={`${p.number}번 선택지`}
                      choices={p.choices}
                      format={p.format}
                      selected={p.choice}
                      disabled
                      reveal={{ answer: p.answer }}
                    />
                    <AnswerLine>
                      내 답 <strong>{p.choice === null ? '없음' : choiceSymbol(p.choice)}</strong> · 정답{' '}
                      <strong>{choiceSymbol(p.answer)}</strong>
                    </AnswerLine>
                    <Explanation text={p.explanation} format={p.format} answer={p.answer} />
                    <RetryLink href={solveRoutes.problem(p.multipleProblemIdx)}>이 문제 다시 풀어보기</RetryLink>
                    <ErrorReportButton problemId={p.multipleProblemIdx} problemNumber={p.number} />
                  </Card>
                );
              })}
            </Group>
          ))}
        </List>
      )}
    </div>
  );
}

const FilterBar = styled.div`
  display: inline-flex;
  overflow: hidden;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const FilterButton = styled.button`
  height: 40px;
  padding: 0 16px;
  border: 0;
  background: none;
  font-weight: 600;
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Empty = styled.p`
  padding: 40px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const List = styled(Stack).attrs({ $gap: 20 })``;

const Group = styled(Stack).attrs({ $gap: 14 })``;

const Card = styled.article`
  ${problemScale}
  padding: 20px 22px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.75;
  &[data-correct='false'] {
    border-left: 4px solid ${({ theme }) => theme.colors.danger};
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px 14px;
  }
`;

const AnswerLine = styled.p`
  margin-top: 12px;
  font-size: 14px;
  strong {
    margin-left: 2px;
    font-size: 16px;
  }
`;

const RetryLink = styled(Link)`
  display: inline-block;
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 600;
`;
