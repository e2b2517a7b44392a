/**
 * 회차 미리보기 (ADR 31): a paper as takers will read it — passages, stems with their 합답형 statements,
 * choices — plus the key and explanations, whether or not it is published yet. Every text (choices and explanations
 * too, which may be HTML since the console's editor) goes through the CBT's own ProblemText, so what the operator
 * checks is how it will look; each problem links to its 문제 편집.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import { getPaperPreview, paperPreviewKey } from '../api/console-exam-imports-api';
import { getErrorMessage } from '../api/error-catalogue';
import { ProblemText } from '../ui/problem-text';
import { getBrowserCbtClient } from '../session/browser-client';
import { EmptyState, Stack } from '../ui/page-layout';
import { AnswerKeyControl } from './answer-key-control';
import { ConsoleCard } from './console-card';
import { Muted } from './console-table';

const CIRCLED = ['①', '②', '③', '④', '⑤'];

export function PaperPreview({ examDetailIdx }: { examDetailIdx: number }) {
  const preview = useQuery({
    queryKey: paperPreviewKey(examDetailIdx),
    queryFn: () => getPaperPreview(getBrowserCbtClient(), examDetailIdx),
  });
  if (preview.isError) return <EmptyState title="회차를 불러오지 못했습니다.">{getErrorMessage(preview.error)}</EmptyState>;
  if (!preview.data) return <Muted role="status">불러오는 중…</Muted>;
  const { examTitle, paperTitle, passages, problems } = preview.data;
  const shown = new Set<number>();
  return (
    <Stack $gap={16}>
      <p>
        <Link href="/exams">← 시험 목록</Link> · <Link href={`/exams/${examDetailIdx}/edit`}>이 회차 편집</Link>
      </p>
      <h2>
        {examTitle} · {paperTitle}
      </h2>
      {problems.length === 0 ? <EmptyState title="문제가 없습니다." /> : null}
      {problems.map((problem) => {
        const passage = problem.passageKey === null || shown.has(problem.passageKey) ? null : passages[problem.passageKey - 1];
        if (passage) shown.add(passage.key);
        return (
          <Stack $gap={12} key={problem.number}>
            {passage ? (
              <ConsoleCard data-testid="preview-passage">
                {passage.title ? <strong>{passage.title}</strong> : null}
                <ProblemText text={passage.body} format={passage.format} />
              </ConsoleCard>
            ) : null}
            <ConsoleCard data-testid="preview-problem" data-number={problem.number} id={`problem-${problem.number}`}>
              <h3>
                {problem.number}. <Muted>({problem.subject}, {problem.points}점)</Muted>
              </h3>
              <ProblemText text={problem.stem} format={problem.format} />
              <Choices>
                {problem.choices.map((choice, i) => (
                  <li key={i} data-correct={i + 1 === problem.answer ? 'true' : undefined}>
                    {CIRCLED[i]}{' '}
                    <ProblemText text={choice} format={problem.format} inline />
                    {i + 1 === problem.answer ? <strong> (정답)</strong> : null}
                  </li>
                ))}
              </Choices>
              {problem.explanation ? (
                <Explanation>
                  <Muted>해설</Muted>
                  <ProblemText text={problem.explanation} format={problem.format} />
                </Explanation>
              ) : null}
              <p>
                <Link href={`/exams/${examDetailIdx}/problems/${problem.multipleProblemIdx}`}>{problem.number}번 문제 편집</Link>
              </p>
              <AnswerKeyControl
                key={`${problem.multipleProblemIdx}:${problem.answer}`}
                problemId={problem.multipleProblemIdx}
                number={problem.number}
                answer={problem.answer}
                choiceCount={problem.choices.length}
              />
            </ConsoleCard>
          </Stack>
        );
      })}
    </Stack>
  );
}

const Choices = styled.ol`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    align-items: baseline;
    gap: 6px;
  }
  li > span {
    min-width: 0;
  }
`;

const Explanation = styled.div`
  display: grid;
  gap: 4px;
  margin-top: 8px;
`;
