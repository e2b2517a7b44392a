/**
 * Typed calls of records (docs/cbt-model.md §4 "Solving"): start or resume an attempt, save answers, submit, read
 * the result and the solution, the latest random set, the member's records, and starting a review set. Types from
 * src/contracts/records.ts; timestamps stay ISO strings (UTC). Every function takes the client first, so the browser
 * and getServerSideProps share them.
 */
import type { ApiClient } from './api-client';
import type { Page } from '../../contracts/common';
import { RECORDS_DEFAULT_PAGE_SIZE } from '../../contracts/constants';
import type {
  AnswerBody,
  CreateRecordBody,
  RecordListItem,
  RecordListQuery,
  RecordResult,
  RecordSheet,
  RecordSolution,
  SavedAnswer,
} from '../../contracts/records';
import { examPath } from './exams-api';

export type {
  AnswerBody,
  CreateRecordBody,
  PassVerdict,
  RecordHeader,
  RecordListItem,
  RecordListQuery,
  RecordMode,
  RecordResult,
  RecordSheet,
  RecordSolution,
  RecordSource,
  RecordStatus,
  SavedAnswer,
  SheetAnswer,
  SheetProblem,
  SolutionProblem,
  SubjectResult,
} from '../../contracts/records';

export const RECORDS_PATH = '/apiV2/records';
export const USER_RECORDS_PATH = '/apiV2/user-exam-records';

const recordPath = (recordIdx: number) => `${RECORDS_PATH}/${recordIdx}`;

/** Starts an attempt, or resumes the open one at the same set and mode (200 instead of 201). */
export async function createRecord(
  client: ApiClient,
  body: CreateRecordBody,
): Promise<{ sheet: RecordSheet; resumed: boolean }> {
  const response = await client.post<RecordSheet>(RECORDS_PATH, body);
  return { sheet: response.data, resumed: response.status === 200 };
}

/** What starting a review set takes: ONE mode only (docs/cbt-model.md), optionally narrowed and sized. */
export type ReviewSetInput = Pick<CreateRecordBody, 'examIdx' | 'examTypeId' | 'count'>;

/**
 * Starts (or resumes) a one-question "retry wrong answers" set. 201 for a new set, 200 for the open one with the
 * same filter; both carry the record's sheet.
 */
export async function createReviewRecord(client: ApiClient, input: ReviewSetInput = {}): Promise<RecordSheet> {
  const { sheet } = await createRecord(client, { mode: 'ONE', source: 'REVIEW', ...input });
  return sheet;
}

export async function getRecordSheet(client: ApiClient, recordIdx: number): Promise<RecordSheet> {
  const { data } = await client.get<RecordSheet>(recordPath(recordIdx));
  return data;
}

/** Saved before the server replies; 409 DEADLINE_PASSED / RECORD_CLOSED / ANSWER_LOCKED when it cannot be. */
export async function updateRecordAnswer(
  client: ApiClient,
  recordIdx: number,
  multipleProblemIdx: number,
  body: AnswerBody,
): Promise<SavedAnswer> {
  const { data } = await client.put<SavedAnswer>(`${recordPath(recordIdx)}/answers/${multipleProblemIdx}`, body);
  return data;
}

/** Idempotent: every call returns the same result. */
export async function submitRecord(client: ApiClient, recordIdx: number): Promise<RecordResult> {
  const { data } = await client.post<RecordResult>(`${recordPath(recordIdx)}/submit`);
  return data;
}

/** 409 RECORD_NOT_SUBMITTED while the record is open. */
export async function getRecordResult(client: ApiClient, recordIdx: number): Promise<RecordResult> {
  const { data } = await client.get<RecordResult>(`${recordPath(recordIdx)}/result`);
  return data;
}

/** 409 RECORD_NOT_SUBMITTED while the record is open. */
export async function getRecordSolution(client: ApiClient, recordIdx: number): Promise<RecordSolution> {
  const { data } = await client.get<RecordSolution>(`${recordPath(recordIdx)}/solution`);
  return data;
}

/** The viewer's latest random set of an exam (any mode or status); 404 when there is none. */
export async function getLatestRandomRecord(client: ApiClient, examIdx: number): Promise<RecordListItem> {
  const { data } = await client.get<RecordListItem>(`${examPath(examIdx)}/random-record`);
  return data;
}

/** The member's records, newest first; page 1 of 1000 unless asked otherwise (spec §7.1). */
export async function getUserRecords(
  client: ApiClient,
  { examTypeIds, page = 1, pageSize = RECORDS_DEFAULT_PAGE_SIZE }: RecordListQuery = {},
): Promise<Page<RecordListItem>> {
  const { data } = await client.get<Page<RecordListItem>>(USER_RECORDS_PATH, { params: { examTypeIds, page, pageSize } });
  return data;
}
