/**
 * Typed calls of the CBT exam catalogue, my-CBT lists and the wrong-answer note (docs/cbt-model.md §4,
 * spec §7.1). Every function takes the client first so the same code runs in SSR and in the browser.
 * Errors propagate as axios errors for the error catalogue.
 */
import type { AxiosInstance } from 'axios';

export interface ExamTypeRef {
  id: number;
  name: string;
  parentId: number | null;
  /** Set on top-level categories only (spec §2.1 slugs). */
  slug: string | null;
}

export interface ExamTypeListItem extends ExamTypeRef {
  sortOrder: number;
  /** Exams of this type and its descendants. */
  examCount: number;
}

export interface ExamSummary {
  examIdx: number;
  title: string;
  description: string;
  isFree: boolean;
  /** KRW; paid exams only. */
  price: number | null;
  /** Community board slug of the exam's information room. */
  communityBoardId: string | null;
  /** The exam's type and its ancestors, top level first. */
  examTypes: ExamTypeRef[];
  examDetailCount: number;
  problemCount: number;
  likeCount: number;
  viewerHasLiked: boolean;
  /** True for free exams; for paid ones whether the viewer bought it. */
  viewerIsEntitled: boolean;
  createdAt: string;
}

export interface LikedExam extends ExamSummary {
  likedAt: string;
}

export interface EntitledExam extends ExamSummary {
  source: 'PURCHASE' | 'GRANT';
  orderNo: string | null;
  grantedAt: string;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export interface ExamListQuery extends PageQuery {
  examTypeId?: number;
  examTypeIds?: number[];
  categorySlug?: string;
  keyword?: string;
  isFree?: boolean;
}

/** A paper (회차) of an exam. */
export interface ExamDetailItem {
  examDetailIdx: number;
  examIdx: number;
  title: string;
  timeLimitMinutes: number;
  problemCount: number;
  sortOrder: number;
  /** The logged-in viewer's best score on this paper; null for visitors or before a finished attempt. */
  viewerBestScore: number | null;
  viewerRecordCount: number;
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export type RecordMode = 'MOCK' | 'ONE';
export type RecordSource = 'PAPER' | 'RANDOM' | 'REVIEW';
export type RecordStatus = 'IN_PROGRESS' | 'SUBMITTED' | 'EXPIRED';

export interface RecordListItem {
  recordIdx: number;
  examIdx: number | null;
  examDetailIdx: number | null;
  title: string;
  examTitle: string | null;
  paperTitle: string | null;
  examTypes: ExamTypeRef[];
  mode: RecordMode;
  source: RecordSource;
  status: RecordStatus;
  score: number | null;
  correctCount: number | null;
  totalCount: number;
  startedAt: string;
  deadlineAt: string | null;
  submittedAt: string | null;
  durationSeconds: number | null;
}

export interface RecordListQuery {
  examTypeIds?: number[];
  page?: number;
  pageSize?: number;
}

export interface Passage {
  id: number;
  title: string | null;
  body: string;
}

export interface ReviewNote {
  multipleProblemIdx: number;
  examIdx: number;
  examTitle: string;
  examTypes: ExamTypeRef[];
  examDetailIdx: number;
  paperTitle: string;
  wrongCount: number;
  /** 1-based; null when the problem was left unanswered. */
  lastWrongChoice: number | null;
  lastWrongAt: string;
  lastRecordIdx: number | null;
  masteredAt: string | null;
  problem: {
    number: number;
    subject: string;
    stem: string;
    choices: string[];
    points: number;
    passage: Passage | null;
  };
  /** 1-based number of the correct choice. */
  answer: number;
  explanation: string;
}

export interface ReviewNoteQuery extends PageQuery {
  examTypeId?: number;
  examIdx?: number;
  includeMastered?: boolean;
}

export interface NoteCounts {
  totalCount: number;
  notMasteredCount: number;
}

export interface ReviewNoteAggregate extends NoteCounts {
  /** Per top-level exam type, in the categories' order. */
  examTypes: Array<NoteCounts & { examTypeId: number; name: string; slug: string | null }>;
  exams: Array<NoteCounts & { examIdx: number; title: string; examTypes: ExamTypeRef[] }>;
}

export interface MasteryState {
  multipleProblemIdx: number;
  masteredAt: string | null;
}

export interface ReviewSetInput {
  examTypeId?: number;
  examIdx?: number;
  count?: number;
}

/**
 * The part of the RecordSheet that starting a review set needs; the solving pages read the whole sheet
 * through their own client (src/web/api/records-api.ts).
 */
export interface StartedRecord {
  recordIdx: number;
  mode: RecordMode;
  source: RecordSource;
  status: RecordStatus;
  totalCount: number;
}

/** Spec §7.1 / §9: the record list is read in one page of up to 1000. */
export const RECORDS_DEFAULT_PAGE = 1;
export const RECORDS_DEFAULT_PAGE_SIZE = 1000;

export const EXAM_TYPES_PATH = '/apiV2/exam-types';
export const EXAMS_PATH = '/apiV2/exams';
export const BEST_EXAMS_PATH = '/apiV2/exams/best';
export const LIKED_EXAMS_PATH = '/apiV2/user/me/likes/exams';
export const MY_EXAMS_PATH = '/apiV2/user/me/exams';
export const USER_EXAM_RECORDS_PATH = '/apiV2/user-exam-records';
export const REVIEW_NOTES_PATH = '/apiV2/user/me/review-notes';
export const REVIEW_NOTE_AGGREGATE_PATH = '/apiV2/user/me/review-notes/aggregate';
export const RECORDS_PATH = '/apiV2/records';

const examPath = (examIdx: number) => `${EXAMS_PATH}/${encodeURIComponent(String(examIdx))}`;
const masterPath = (multipleProblemIdx: number) =>
  `${REVIEW_NOTES_PATH}/${encodeURIComponent(String(multipleProblemIdx))}/master`;

export async function getExamTypes(client: AxiosInstance): Promise<ExamTypeListItem[]> {
  const { data } = await client.get<{ items: ExamTypeListItem[] }>(EXAM_TYPES_PATH);
  return data.items;
}

/** Exams newest first; `examTypeIds` goes out as repeated keys (the client's serializer). */
export async function getExams(client: AxiosInstance, query: ExamListQuery = {}): Promise<Page<ExamSummary>> {
  const { data } = await client.get<Page<ExamSummary>>(EXAMS_PATH, { params: query });
  return data;
}

export async function getBestExams(client: AxiosInstance, limit?: number): Promise<ExamSummary[]> {
  const { data } = await client.get<{ items: ExamSummary[] }>(BEST_EXAMS_PATH, {
    params: limit === undefined ? undefined : { limit },
  });
  return data.items;
}

export async function getExam(client: AxiosInstance, examIdx: number): Promise<ExamSummary> {
  const { data } = await client.get<ExamSummary>(examPath(examIdx));
  return data;
}

export async function getExamDetails(
  client: AxiosInstance,
  examIdx: number,
  query: PageQuery = {},
): Promise<Page<ExamDetailItem>> {
  const { data } = await client.get<Page<ExamDetailItem>>(`${examPath(examIdx)}/exam-details`, { params: query });
  return data;
}

/** Every paper of an exam (an exam has a handful; 100 is the API's page limit). */
export async function listExamPapers(client: AxiosInstance, examIdx: number): Promise<ExamDetailItem[]> {
  return (await getExamDetails(client, examIdx, { page: 1, pageSize: 100 })).items;
}

/** Like and unlike are two separate, idempotent calls (spec §4). */
export async function likeExam(client: AxiosInstance, examIdx: number): Promise<LikeState> {
  const { data } = await client.post<LikeState>(`${examPath(examIdx)}/like`);
  return data;
}

export async function unlikeExam(client: AxiosInstance, examIdx: number): Promise<LikeState> {
  const { data } = await client.post<LikeState>(`${examPath(examIdx)}/unlike`);
  return data;
}

/** The exam's information-room board slug; 404 when the exam has none. */
export async function getExamCommunityBoard(client: AxiosInstance, examIdx: number): Promise<string> {
  const { data } = await client.get<{ boardSlug: string }>(`${examPath(examIdx)}/community-board`);
  return data.boardSlug;
}

export async function getLikedExams(client: AxiosInstance, query: PageQuery = {}): Promise<Page<LikedExam>> {
  const { data } = await client.get<Page<LikedExam>>(LIKED_EXAMS_PATH, { params: query });
  return data;
}

/** The member's purchased or granted exams (brand B; 404 on brand A). */
export async function getMyExams(client: AxiosInstance, query: PageQuery = {}): Promise<Page<EntitledExam>> {
  const { data } = await client.get<Page<EntitledExam>>(MY_EXAMS_PATH, { params: query });
  return data;
}

/** The member's records, newest first; page 1 of 1000 unless asked otherwise (spec §7.1). */
export async function getUserExamRecords(
  client: AxiosInstance,
  { examTypeIds, page = RECORDS_DEFAULT_PAGE, pageSize = RECORDS_DEFAULT_PAGE_SIZE }: RecordListQuery = {},
): Promise<Page<RecordListItem>> {
  const { data } = await client.get<Page<RecordListItem>>(USER_EXAM_RECORDS_PATH, {
    params: { examTypeIds, page, pageSize },
  });
  return data;
}

export async function getReviewNotes(client: AxiosInstance, query: ReviewNoteQuery = {}): Promise<Page<ReviewNote>> {
  const { data } = await client.get<Page<ReviewNote>>(REVIEW_NOTES_PATH, { params: query });
  return data;
}

export async function getReviewNoteAggregate(client: AxiosInstance): Promise<ReviewNoteAggregate> {
  const { data } = await client.get<ReviewNoteAggregate>(REVIEW_NOTE_AGGREGATE_PATH);
  return data;
}

export async function masterReviewNote(client: AxiosInstance, multipleProblemIdx: number): Promise<MasteryState> {
  const { data } = await client.post<MasteryState>(masterPath(multipleProblemIdx));
  return data;
}

export async function unmasterReviewNote(client: AxiosInstance, multipleProblemIdx: number): Promise<MasteryState> {
  const { data } = await client.delete<MasteryState>(masterPath(multipleProblemIdx));
  return data;
}

/**
 * Starts (or resumes) a one-question "retry wrong answers" set (docs/cbt-model.md: REVIEW is ONE mode only).
 * 201 for a new set, 200 for the open one with the same filter; both carry the record.
 */
export async function startReviewSet(client: AxiosInstance, input: ReviewSetInput = {}): Promise<StartedRecord> {
  const { data } = await client.post<StartedRecord>(RECORDS_PATH, { mode: 'ONE', source: 'REVIEW', ...input });
  return data;
}
