/**
 * React Query keys and hooks of the solving pages. getServerSideProps fills the same keys (solve-ssr.ts), so
 * the browser starts from the server's data and the hooks only fetch again when asked to.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getProblem } from '../../api/problems-api';
import {
  getLatestRandomRecord,
  getRecordResult,
  getRecordSheet,
  getRecordSolution,
  getUserRecords,
} from '../../api/records-api';
import { getBrowserCbtClient } from '../../session/browser-client';

export const solveKeys = {
  sheet: (recordIdx: number) => ['/apiV2/records', recordIdx] as const,
  result: (recordIdx: number) => ['/apiV2/records', recordIdx, 'result'] as const,
  solution: (recordIdx: number) => ['/apiV2/records', recordIdx, 'solution'] as const,
  randomRecord: (examIdx: number) => ['/apiV2/exams', examIdx, 'random-record'] as const,
  problem: (multipleProblemIdx: number) => ['/apiV2/problems', multipleProblemIdx] as const,
  userRecords: () => ['/apiV2/user-exam-records', { page: 1, pageSize: 1000 }] as const,
  paper: (examDetailIdx: number) => ['/apiV2/exam-details', examDetailIdx, 'solve'] as const,
  exam: (examIdx: number) => ['/apiV2/exams', examIdx, 'solve'] as const,
};

export function useRecordSheet(recordIdx: number) {
  const queryClient = useQueryClient();
  // The sheet is forgotten as soon as the solving screen is left. A copy kept from an earlier visit would be what the
  // screen first renders on return (HydrationBoundary replaces an existing query with the page's fresh server copy
  // only after that render) and the answer state starts from the first render, so answers saved since would show as
  // unanswered. (`gcTime: 0` cannot do this: a query's gcTime only ever grows.) Removed on the next tick and only when
  // nothing observes it any more, so React's development double mount keeps it.
  useEffect(
    () => () => {
      setTimeout(() => {
        const query = queryClient.getQueryCache().find({ queryKey: solveKeys.sheet(recordIdx), exact: true });
        if (query && query.getObserversCount() === 0) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      }, 0);
    },
    [queryClient, recordIdx],
  );
  return useQuery({
    queryKey: solveKeys.sheet(recordIdx),
    queryFn: () => getRecordSheet(getBrowserCbtClient(), recordIdx),
  });
}

export function useRecordResult(recordIdx: number) {
  return useQuery({
    queryKey: solveKeys.result(recordIdx),
    queryFn: () => getRecordResult(getBrowserCbtClient(), recordIdx),
  });
}

export function useRecordSolution(recordIdx: number) {
  return useQuery({
    queryKey: solveKeys.solution(recordIdx),
    queryFn: () => getRecordSolution(getBrowserCbtClient(), recordIdx),
  });
}

export function useLatestRandomRecord(examIdx: number) {
  return useQuery({
    queryKey: solveKeys.randomRecord(examIdx),
    queryFn: () => getLatestRandomRecord(getBrowserCbtClient(), examIdx),
  });
}

export function useProblem(multipleProblemIdx: number) {
  return useQuery({
    queryKey: solveKeys.problem(multipleProblemIdx),
    queryFn: () => getProblem(getBrowserCbtClient(), multipleProblemIdx),
  });
}

export function useUserRecords(enabled = true) {
  return useQuery({
    queryKey: solveKeys.userRecords(),
    queryFn: () => getUserRecords(getBrowserCbtClient()),
    enabled,
  });
}
