/**
 * 문항 통계 of one paper (ADR 31): takers, average score and duration, and per problem the correct rate,
 * the upper–lower 27% discrimination (negative ones flagged: check the key or the wording) and how many chose each
 * choice. No per-problem time: answers keep only when they were saved.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { getPaperStatistics, paperStatisticsKey } from '../api/console-exam-imports-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { EmptyState, Stack } from '../ui/page-layout';
import { ConsoleTable, Muted, StatusText, TableScroller } from './console-table';

const CIRCLED = ['①', '②', '③', '④', '⑤'];
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10}%`);
const decimal = (value: number | null) => (value === null ? '—' : value.toFixed(2));

export function PaperStatistics({ examDetailIdx }: { examDetailIdx: number }) {
  const stats = useQuery({
    queryKey: paperStatisticsKey(examDetailIdx),
    queryFn: () => getPaperStatistics(getBrowserCbtClient(), examDetailIdx),
  });
  if (stats.isError) return <EmptyState title="통계를 불러오지 못했습니다.">{getErrorMessage(stats.error)}</EmptyState>;
  if (!stats.data) return <Muted role="status">불러오는 중…</Muted>;
  const data = stats.data;
  return (
    <Stack $gap={16}>
      <p>
        <Link href={`/exams?examIdx=${data.examIdx}`}>← {data.examTitle} 회차 목록</Link>
      </p>
      <h2>
        {data.examTitle} · {data.paperTitle}
      </h2>
      <p data-testid="statistics-summary">
        응시 {data.takers}명 · 평균 {data.averageScore === null ? '—' : `${Math.round(data.averageScore * 10) / 10}점`} · 평균 소요{' '}
        {data.averageDurationSeconds === null ? '—' : `${Math.round(data.averageDurationSeconds / 60)}분`} · 상하위 집단 각 {data.groupSize}명
      </p>
      {data.takers === 0 ? (
        <EmptyState title="아직 제출된 응시가 없습니다." />
      ) : (
        <TableScroller>
          <ConsoleTable>
            <caption className="visually-hidden">문항별 통계</caption>
            <thead>
              <tr>
                <th scope="col">번호</th>
                <th scope="col">정답</th>
                <th scope="col">정답률</th>
                <th scope="col">변별도</th>
                <th scope="col">보기별 선택</th>
                <th scope="col">무응답</th>
              </tr>
            </thead>
            <tbody>
              {data.problems.map((problem) => (
                <tr key={problem.problemId} data-testid="statistics-row">
                  <td>{problem.number}</td>
                  <td>{CIRCLED[problem.answer - 1]}</td>
                  <td>{percent(problem.facility)}</td>
                  <td>
                    {decimal(problem.discrimination)}
                    {problem.negativeDiscrimination ? <StatusText $tone="danger"> 음의 변별도: 정답·문항 확인</StatusText> : null}
                  </td>
                  <td>{problem.choiceCounts.map((n, i) => `${CIRCLED[i]} ${n}`).join(' · ')}</td>
                  <td>{problem.unanswered}</td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        </TableScroller>
      )}
    </Stack>
  );
}
