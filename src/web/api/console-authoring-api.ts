/**
 * The console's exam authoring (contracts src/contracts/console-exams.ts and console-exam-types.ts): exam
 * types, exams, papers (회차), passages and problems written one by one. Reads and the publishing switches of the exam list are console-exam-imports-api.ts's.
 * Every query key starts with 'console', so a console change reads every console list again.
 */
import type { ApiClient } from './api-client';
import type {
  ConsoleExamType,
  ConsoleExamTypeList,
  CreateExamTypeBody,
  DeletedExamType,
  UpdateExamTypeBody,
} from '../../contracts/console-exam-types';
import type {
  ConsoleExam,
  ConsoleExamDetail,
  ConsoleExamDetailWithProblems,
  ConsolePassage,
  ConsoleProblem,
  CreateExamBody,
  CreateExamDetailBody,
  CreatePassageBody,
  CreateProblemBody,
  DeletedPassage,
  UpdateExamBody,
  UpdateExamDetailBody,
  UpdatePassageBody,
  UpdateProblemBody,
} from '../../contracts/console-exams';

export type { ConsoleExamType } from '../../contracts/console-exam-types';
export type {
  ConsoleExam,
  ConsoleExamDetail,
  ConsoleExamDetailWithProblems,
  ConsolePassage,
  ConsoleProblem,
  ContentFormat,
  CreateExamBody,
  CreateProblemBody,
  UpdateExamBody,
  UpdateProblemBody,
} from '../../contracts/console-exams';

export const authoringPaperKey = (examDetailIdx: number) => ['console', 'authoring-paper', examDetailIdx] as const;

export async function createConsoleExam(client: ApiClient, body: CreateExamBody): Promise<ConsoleExam> {
  const { data } = await client.post<ConsoleExam>('/apiV2/admin/exams', body);
  return data;
}

export async function updateConsoleExam(client: ApiClient, examIdx: number, body: UpdateExamBody): Promise<ConsoleExam> {
  const { data } = await client.patch<ConsoleExam>(`/apiV2/admin/exams/${examIdx}`, body);
  return data;
}

export async function createConsolePaper(client: ApiClient, examIdx: number, body: CreateExamDetailBody): Promise<ConsoleExamDetail> {
  const { data } = await client.post<ConsoleExamDetail>(`/apiV2/admin/exams/${examIdx}/exam-details`, body);
  return data;
}

export async function updateConsolePaper(client: ApiClient, examDetailIdx: number, body: UpdateExamDetailBody): Promise<ConsoleExamDetail> {
  const { data } = await client.patch<ConsoleExamDetail>(`/apiV2/admin/exam-details/${examDetailIdx}`, body);
  return data;
}

/** One paper with its problems in number order (answers and explanations included), drafts too. */
export async function getAuthoringPaper(client: ApiClient, examDetailIdx: number): Promise<ConsoleExamDetailWithProblems> {
  const { data } = await client.get<ConsoleExamDetailWithProblems>(`/apiV2/admin/exam-details/${examDetailIdx}`);
  return data;
}

export async function createConsoleProblem(client: ApiClient, examDetailIdx: number, body: CreateProblemBody): Promise<ConsoleProblem> {
  const { data } = await client.post<ConsoleProblem>(`/apiV2/admin/exam-details/${examDetailIdx}/problems`, body);
  return data;
}

export async function updateConsoleProblem(client: ApiClient, problemId: number, body: UpdateProblemBody): Promise<ConsoleProblem> {
  const { data } = await client.patch<ConsoleProblem>(`/apiV2/admin/problems/${problemId}`, body);
  return data;
}

// ---------------------------------------------------------------------------------------------------------------
// Passages (지문) of a paper

export async function createConsolePassage(client: ApiClient, examDetailIdx: number, body: CreatePassageBody): Promise<ConsolePassage> {
  const { data } = await client.post<ConsolePassage>(`/apiV2/admin/exam-details/${examDetailIdx}/passages`, body);
  return data;
}

export async function updateConsolePassage(client: ApiClient, passageId: number, body: UpdatePassageBody): Promise<ConsolePassage> {
  const { data } = await client.patch<ConsolePassage>(`/apiV2/admin/passages/${passageId}`, body);
  return data;
}

/** Its problems keep their own text and stop pointing at it. */
export async function deleteConsolePassage(client: ApiClient, passageId: number): Promise<DeletedPassage> {
  const { data } = await client.delete<DeletedPassage>(`/apiV2/admin/passages/${passageId}`);
  return data;
}

// ---------------------------------------------------------------------------------------------------------------
// Exam types (the brand's categories and the sub-types operators add under them)

export const consoleExamTypesKey = ['console', 'exam-types'] as const;

export async function listConsoleExamTypes(client: ApiClient): Promise<ConsoleExamType[]> {
  const { data } = await client.get<ConsoleExamTypeList>('/apiV2/admin/exam-types');
  return data.items;
}

export async function createConsoleExamType(client: ApiClient, body: CreateExamTypeBody): Promise<ConsoleExamType> {
  const { data } = await client.post<ConsoleExamType>('/apiV2/admin/exam-types', body);
  return data;
}

export async function updateConsoleExamType(client: ApiClient, examTypeId: number, body: UpdateExamTypeBody): Promise<ConsoleExamType> {
  const { data } = await client.patch<ConsoleExamType>(`/apiV2/admin/exam-types/${examTypeId}`, body);
  return data;
}

export async function deleteConsoleExamType(client: ApiClient, examTypeId: number): Promise<DeletedExamType> {
  const { data } = await client.delete<DeletedExamType>(`/apiV2/admin/exam-types/${examTypeId}`);
  return data;
}
