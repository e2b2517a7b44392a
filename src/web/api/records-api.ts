/**
 * Typed calls of the CBT solving API (docs/cbt-model.md §4 "Solving"): records (attempts), answers, submit,
 * result, solution, the latest random set, single problems and answer checks. Every function takes the
 * client first, so the browser and getServerSideProps share them. Timestamps stay ISO strings (UTC).
 */
import axios, { type AxiosInstance } from 'axios';
import { type ExamDetailItem, type ExamSummary, getExam } from './exams-api';

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
/** What the mode-selection screens show of an exam and a paper: the catalogue's own shapes. */
export type SolveExamInfo = ExamSummary;

export type SolvePaperInfo = ExamDetailItem;

export const RECORDS_PATH = '/apiV2/records';

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

/** The paper `examDetailIdx` with its exam; null when the brand has no such paper. */
export async function findPaper(
  client: AxiosInstance,
  examDetailIdx: number,
): Promise<{ exam: SolveExamInfo; paper: SolvePaperInfo } | null> {
  try {
    const { data: paper } = await client.get<SolvePaperInfo>(`/apiV2/exam-details/${examDetailIdx}`);
    return { exam: await getExam(client, paper.examIdx), paper };
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
