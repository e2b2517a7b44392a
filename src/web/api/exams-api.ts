/**
 * Typed calls of the exam catalogue (spec §7.1): exam types, exams, likes, the exam's community board, and the
 * member's liked and purchased exams. Types come from the contracts (src/contracts), so a changed field breaks this
 * build as it breaks the server's. Every function takes the client first so SSR and the browser share it.
 * Errors propagate as axios errors for the error catalogue.
 */
import type { ApiClient } from './api-client';
import type { Page, PageQuery } from '../../contracts/common';
import type { ExamTypeList, ExamTypeListItem } from '../../contracts/exam-types';
import type {
  EntitledExam,
  ExamCommunityBoard,
  ExamListQuery,
  ExamSummary,
  ExamSummaryList,
  LikeState,
  LikedExam,
} from '../../contracts/exams';
import type { ExamsForScrappedTests, ExamsForScrappedTestsQuery } from '../../contracts/exams-for-scrapped-tests';

export type { Page, PageQuery } from '../../contracts/common';
export type { ExamTypeListItem, ExamTypeRef } from '../../contracts/exam-types';
export type { EntitledExam, ExamListQuery, ExamSummary, LikeState, LikedExam } from '../../contracts/exams';
export type { ExamsForScrappedTests, ScrappedTestExams } from '../../contracts/exams-for-scrapped-tests';

export const EXAM_TYPES_PATH = '/apiV2/exam-types';
export const EXAMS_PATH = '/apiV2/exams';
export const BEST_EXAMS_PATH = '/apiV2/exams/best';
export const LIKED_EXAMS_PATH = '/apiV2/user/me/likes/exams';
export const ENTITLED_EXAMS_PATH = '/apiV2/user/me/exams';
export const EXAMS_FOR_MY_TESTS_PATH = '/apiV2/exams/for-my-tests';

export const examPath = (examIdx: number) => `${EXAMS_PATH}/${encodeURIComponent(String(examIdx))}`;

export async function getExamTypes(client: ApiClient): Promise<ExamTypeListItem[]> {
  const { data } = await client.get<ExamTypeList>(EXAM_TYPES_PATH);
  return data.items;
}

/** Exams newest first; `examTypeIds` goes out as repeated keys (the client's serializer). */
export async function getExams(client: ApiClient, query: ExamListQuery = {}): Promise<Page<ExamSummary>> {
  const { data } = await client.get<Page<ExamSummary>>(EXAMS_PATH, { params: query });
  return data;
}

export async function getBestExams(client: ApiClient, limit?: number): Promise<ExamSummary[]> {
  const { data } = await client.get<ExamSummaryList>(BEST_EXAMS_PATH, {
    params: limit === undefined ? undefined : { limit },
  });
  return data.items;
}

export async function getExam(client: ApiClient, examIdx: number): Promise<ExamSummary> {
  const { data } = await client.get<ExamSummary>(examPath(examIdx));
  return data;
}

/** Like and unlike are two separate, idempotent calls (spec §4). */
export async function likeExam(client: ApiClient, examIdx: number): Promise<LikeState> {
  const { data } = await client.post<LikeState>(`${examPath(examIdx)}/like`);
  return data;
}

export async function unlikeExam(client: ApiClient, examIdx: number): Promise<LikeState> {
  const { data } = await client.post<LikeState>(`${examPath(examIdx)}/unlike`);
  return data;
}

/** The exam's information-room board slug; 404 when the exam has none. */
export async function getExamCommunityBoard(client: ApiClient, examIdx: number): Promise<string> {
  const { data } = await client.get<ExamCommunityBoard>(`${examPath(examIdx)}/community-board`);
  return data.boardSlug;
}

export async function getLikedExams(client: ApiClient, query: PageQuery = {}): Promise<Page<LikedExam>> {
  const { data } = await client.get<Page<LikedExam>>(LIKED_EXAMS_PATH, { params: query });
  return data;
}

/** The member's purchased or granted exams (brand B; 404 on brand A). */
export async function getEntitledExams(client: ApiClient, query: PageQuery = {}): Promise<Page<EntitledExam>> {
  const { data } = await client.get<Page<EntitledExam>>(ENTITLED_EXAMS_PATH, { params: query });
  return data;
}

/** The member's scrapped portal postings with a written test ahead and the mock exams for each (401 for a visitor). */
export async function getExamsForMyTests(
  client: ApiClient,
  query: ExamsForScrappedTestsQuery = {},
): Promise<ExamsForScrappedTests> {
  const { data } = await client.get<ExamsForScrappedTests>(EXAMS_FOR_MY_TESTS_PATH, { params: query });
  return data;
}
