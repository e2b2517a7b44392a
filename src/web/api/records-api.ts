/**
 * Typed calls of the CBT solving API (docs/cbt-model.md §4 "Solving"): records (attempts), answers, submit,
 * result, solution, the latest random set, single problems and answer checks. Every function takes the
 * client first, so the browser and getServerSideProps share them. Timestamps stay ISO strings (UTC).
 */
import axios, { type AxiosInstance } from 'axios';

export type RecordMode = 'MOCK' | 'ONE';
export type RecordSource = 'PAPER' | 'RANDOM' | 'REVIEW';
export type RecordStatus = 'IN_PROGRESS' | 'SUBMITTED' | 'EXPIRED';

export interface ExamTypeRef {
  id: number;
  name: string;
  parentId: number | null;
  slug: string | null;
}

export interface Passage {
  id: number;
  title: string | null;
  body: string;
}

export interface RecordHeader {
  recordIdx: number;
  examIdx: number | null;
  examDetailIdx: number | null;
  /** Paper title, or a name for random and review sets. */
  title: string;
  examTitle: string | null;
  paperTitle: string | null;
  mode: RecordMode;
  source: RecordSource;
  status: RecordStatus;
}

export interface SheetProblem {
  multipleProblemIdx: number;
  /** Position in this attempt, from 1. */
  number: number;
  /** Number in its own paper. */
  sourceNumber: number;
  subject: string;
  stem: string;
  choices: string[];
  passageId: number | null;
  points: number;
}

export interface SheetAnswer {
  multipleProblemIdx: number;
  choice: number | null;
  flagged: boolean;
  answeredAt: string;
  /** Known once checked (ONE mode) or once the record is closed. */
  isCorrect: boolean | null;
  /** ONE mode, once checked. */
  answer?: number;
  explanation?: string;
}

export interface RecordSheet extends RecordHeader {
  startedAt: string;
  deadlineAt: string | null;
  timeLimitSeconds: number | null;
  /** Seconds left by the server clock; open MOCK records only. */
  remainingSeconds: number | null;
  /** The server's clock when it answered (pairs with deadlineAt for millisecond precision). */
  serverNow: string;
  submittedAt: string | null;
  totalCount: number;
  answeredCount: number;
  problems: SheetProblem[];
  passages: Passage[];
  answers: SheetAnswer[];
}

export type CreateRecordBody =
  | { mode: RecordMode; examDetailIdx: number }
  | { mode: RecordMode; examIdx: number; random: true; count?: number }
  | { mode: 'ONE'; source: 'REVIEW'; examIdx?: number; examTypeId?: number; count?: number };

export interface AnswerBody {
  /** 1-based choice; null clears the answer. */
  choice: number | null;
  /** Flag for review; unchanged when omitted. */
  flagged?: boolean;
}

export interface AnswerVerdict {
  isCorrect: boolean;
  answer: number;
  explanation: string;
}

/** The server's acknowledgement of a saved answer; ONE mode adds the verdict. */
export interface SavedAnswer extends Partial<AnswerVerdict> {
  savedAt: string;
  choice: number | null;
  flagged: boolean;
}

export interface SubjectResult {
  subject: string;
  correct: number;
  total: number;
  /** Subject points earned / subject points × 100. */
  score: number;
}

export interface RecordResult extends RecordHeader {
  score: number;
  earnedPoints: number;
  totalPoints: number;
  correctCount: number;
  totalCount: number;
  answeredCount: number;
  /** Percent with one decimal. */
  correctRate: number;
  durationSeconds: number;
  timeLimitSeconds: number | null;
  startedAt: string;
  submittedAt: string;
  subjects: SubjectResult[];
  percentile: number | null;
  topPercent: number | null;
  rank: number | null;
  participantCount: number | null;
}

export interface SolutionProblem extends SheetProblem {
  choice: number | null;
  flagged: boolean;
  isCorrect: boolean;
  answer: number;
  explanation: string;
}

export interface RecordSolution extends RecordHeader {
  score: number;
  correctCount: number;
  totalCount: number;
  problems: SolutionProblem[];
  passages: Passage[];
}

export interface RecordListItem extends RecordHeader {
  examTypes: ExamTypeRef[];
  score: number | null;
  correctCount: number | null;
  totalCount: number;
  startedAt: string;
  deadlineAt: string | null;
  submittedAt: string | null;
  durationSeconds: number | null;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface ProblemView {
  multipleProblemIdx: number;
  number: number;
  subject: string;
  stem: string;
  choices: string[];
  points: number;
  passage: Passage | null;
  examIdx: number;
  examTitle: string;
  examDetailIdx: number;
  paperTitle: string;
}

/** What the solving screens show about an exam (a subset of the catalogue's ExamSummary). */
export interface SolveExamInfo {
  examIdx: number;
  title: string;
  description: string;
  isFree: boolean;
  price: number | null;
  examTypes: ExamTypeRef[];
  examDetailCount: number;
  problemCount: number;
  viewerIsEntitled: boolean;
}

export interface SolvePaperInfo {
  examDetailIdx: number;
  examIdx: number;
  title: string;
  timeLimitMinutes: number;
  problemCount: number;
  sortOrder: number;
  viewerBestScore: number | null;
  viewerRecordCount: number;
}

export const RECORDS_PATH = '/apiV2/records';
export const USER_RECORDS_PATH = '/apiV2/user-exam-records';

const recordPath = (recordIdx: number) => `${RECORDS_PATH}/${recordIdx}`;

/** Starts an attempt, or resumes the open one at the same set and mode (200 instead of 201). */
export async function createRecord(
  client: AxiosInstance,
  body: CreateRecordBody,
): Promise<{ sheet: RecordSheet; resumed: boolean }> {
  const response = await client.post<RecordSheet>(RECORDS_PATH, body);
  return { sheet: response.data, resumed: response.status === 200 };
}

export async function getRecordSheet(client: AxiosInstance, recordIdx: number): Promise<RecordSheet> {
  const { data } = await client.get<RecordSheet>(recordPath(recordIdx));
  return data;
}

/** Saved before the server replies; 409 DEADLINE_PASSED / RECORD_CLOSED / ANSWER_LOCKED when it cannot be. */
export async function saveAnswer(
  client: AxiosInstance,
  recordIdx: number,
  multipleProblemIdx: number,
  body: AnswerBody,
): Promise<SavedAnswer> {
  const { data } = await client.put<SavedAnswer>(`${recordPath(recordIdx)}/answers/${multipleProblemIdx}`, body);
  return data;
}

/** Idempotent: every call returns the same result. */
export async function submitRecord(client: AxiosInstance, recordIdx: number): Promise<RecordResult> {
  const { data } = await client.post<RecordResult>(`${recordPath(recordIdx)}/submit`);
  return data;
}

/** 409 RECORD_NOT_SUBMITTED while the record is open. */
export async function getRecordResult(client: AxiosInstance, recordIdx: number): Promise<RecordResult> {
  const { data } = await client.get<RecordResult>(`${recordPath(recordIdx)}/result`);
  return data;
}

/** 409 RECORD_NOT_SUBMITTED while the record is open. */
export async function getRecordSolution(client: AxiosInstance, recordIdx: number): Promise<RecordSolution> {
  const { data } = await client.get<RecordSolution>(`${recordPath(recordIdx)}/solution`);
  return data;
}

/** The viewer's latest random set of an exam (any mode or status); 404 when there is none. */
export async function getLatestRandomRecord(client: AxiosInstance, examIdx: number): Promise<RecordListItem> {
  const { data } = await client.get<RecordListItem>(`/apiV2/exams/${examIdx}/random-record`);
  return data;
}

/** The member's records, newest first (spec §7.1: page 1 and size 1000 by default). */
export async function listUserRecords(
  client: AxiosInstance,
  query: { examTypeIds?: number[]; page?: number; pageSize?: number } = {},
): Promise<Page<RecordListItem>> {
  const { data } = await client.get<Page<RecordListItem>>(USER_RECORDS_PATH, {
    params: { examTypeIds: query.examTypeIds, page: query.page ?? 1, pageSize: query.pageSize ?? 1000 },
  });
  return data;
}

/** A problem without its answer; visitors may read problems of free exams. */
export async function getProblem(client: AxiosInstance, multipleProblemIdx: number): Promise<ProblemView> {
  const { data } = await client.get<ProblemView>(`/apiV2/problems/${multipleProblemIdx}`);
  return data;
}

/** Checks a choice without recording anything. */
export async function checkProblem(
  client: AxiosInstance,
  multipleProblemIdx: number,
  choice: number,
): Promise<AnswerVerdict> {
  const { data } = await client.post<AnswerVerdict>(`/apiV2/problems/${multipleProblemIdx}/check`, { choice });
  return data;
}

// ---------------------------------------------------------------------------------------------------------------
// Exam and paper facts the mode-selection screens need. The catalogue has richer calls of its own; these read
// only what choosing a mode shows, so the solving screens do not depend on the catalogue's modules.

export async function getExamForSolving(client: AxiosInstance, examIdx: number): Promise<SolveExamInfo> {
  const { data } = await client.get<SolveExamInfo>(`/apiV2/exams/${examIdx}`);
  return data;
}

export async function listPapersForSolving(client: AxiosInstance, examIdx: number): Promise<SolvePaperInfo[]> {
  const { data } = await client.get<Page<SolvePaperInfo>>(`/apiV2/exams/${examIdx}/exam-details`, {
    params: { page: 1, pageSize: 100 },
  });
  return data.items;
}

/**
 * The paper `examDetailIdx` with its exam. The API has no paper-by-id call, so the exam is found from the
 * `examIdx` hint (links from the exam detail page pass it) or, without one, by looking through the brand's
 * exams page by page. Null when no exam of this brand has the paper.
 */
export async function findPaper(
  client: AxiosInstance,
  examDetailIdx: number,
): Promise<{ exam: SolveExamInfo; paper: SolvePaperInfo } | null> {
  try {
    const { data: paper } = await client.get<SolvePaperInfo>(`/apiV2/exam-details/${examDetailIdx}`);
    return { exam: await getExamForSolving(client, paper.examIdx), paper };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Error classification for the solving screens.

/** The API's error code (`DEADLINE_PASSED`, `RECORD_CLOSED`, `ANSWER_LOCKED`, `NOT_ENTITLED`, …), if any. */
export function getApiErrorCode(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** No answer from the server at all: offline, refused connection, DNS, or the 10 s timeout. */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response === undefined;
}
