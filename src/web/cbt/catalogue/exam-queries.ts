/**
 * React Query keys and options of the catalogue. SSR (getServerSideProps with the session's client) and the
 * browser (getBrowserCbtClient) build the same keys, so server data hydrates straight into the page's queries.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client';
import { getExamDetails } from '../../api/exam-details-api';
import {
  BEST_EXAMS_PATH,
  EXAM_TYPES_PATH,
  EXAMS_PATH,
  type ExamListQuery,
  getBestExams,
  getExam,
  getExams,
  getExamTypes,
} from '../../api/exams-api';

/** Home and detail pages show one row of best exams. */
export const BEST_EXAMS_LIMIT = 4;
/** A round never has more papers than this; the detail page lists them all in one page. */
export const EXAM_DETAILS_PAGE_SIZE = 100;
export const CATEGORY_PAGE_SIZE = 12;
export const HOME_PAGE_SIZE = 6;

export const catalogueKeys = {
  /** Prefix of every exam list, single exam and paper list: invalidated after a like changes counts. */
  exams: [EXAMS_PATH] as const,
  types: () => [EXAM_TYPES_PATH] as const,
  list: (query: ExamListQuery) => [EXAMS_PATH, 'list', query] as const,
  exam: (examIdx: number) => [EXAMS_PATH, 'exam', examIdx] as const,
  details: (examIdx: number) => [EXAMS_PATH, 'details', examIdx] as const,
  best: [BEST_EXAMS_PATH] as const,
  bestOf: (limit: number) => [BEST_EXAMS_PATH, limit] as const,
};

export const catalogueQueries = {
  types: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.types(), queryFn: () => getExamTypes(client) }),
  list: (client: ApiClient, query: ExamListQuery) =>
    queryOptions({ queryKey: catalogueKeys.list(query), queryFn: () => getExams(client, query) }),
  exam: (client: ApiClient, examIdx: number) =>
    queryOptions({ queryKey: catalogueKeys.exam(examIdx), queryFn: () => getExam(client, examIdx) }),
  details: (client: ApiClient, examIdx: number) =>
    queryOptions({
      queryKey: catalogueKeys.details(examIdx),
      queryFn: () => getExamDetails(client, examIdx, { pageSize: EXAM_DETAILS_PAGE_SIZE }),
    }),
  best: (client: ApiClient, limit = BEST_EXAMS_LIMIT) =>
    queryOptions({ queryKey: catalogueKeys.bestOf(limit), queryFn: () => getBestExams(client, limit) }),
};
