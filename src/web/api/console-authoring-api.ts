/**
 * The console's exam authoring (issue 19 item 2; contracts src/contracts/admin-exams.ts and admin-exam-types.ts): exam
 * types, exams, papers (회차), passages and problems written one by one. Reads and the publishing switches of the exam list are admin-exam-imports-api.ts's.
 * Every query key starts with 'console', so a console change reads every console list again.
 */
import type { AxiosInstance } from 'axios';
import type {
  AdminExamType,
  AdminExamTypeList,
  CreateExamTypeBody,
  DeletedExamType,
  UpdateExamTypeBody,
} from '../../contracts/console-exam-types';
import type {
  AdminExam,
  AdminExamDetail,
  AdminExamDetailWithProblems,
  AdminPassage,
  AdminProblem,
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

export type { AdminExamType } from '../../contracts/console-exam-types';
export type {
  AdminExam,
  AdminExamDetail,
  AdminExamDetailWithProblems,
  AdminPassage,
  AdminProblem,
  ContentFormat,
  CreateExamBody,
  CreateProblemBody,
  UpdateExamBody,
  UpdateProblemBody,
} from '../../contracts/console-exams';

export const authoringPaperKey = (examDetailIdx: number) => ['console', 'authoring-paper', examDetailIdx] as const;

export async function createAdminExam(client: AxiosInstance, body: CreateExamBody): Promise<AdminExam> {
  const { data } = await client.post<AdminExam>('/apiV2/admin/exams', body);
  return data;
}

export async function updateAdminExam(client: AxiosInstance, examIdx: number, body: UpdateExamBody): Promise<AdminExam> {
  const { data } = await client.patch<AdminExam>(`/apiV2/admin/exams/${examIdx}`, body);
  return data;
}

export async function createAdminPaper(client: AxiosInstance, examIdx: number, body: CreateExamDetailBody): Promise<AdminExamDetail> {
  const { data } = await client.post<AdminExamDetail>(`/apiV2/admin/exams/${examIdx}/exam-details`, body);
  return data;
}

export async function updateAdminPaper(client: AxiosInstance, examDetailIdx: number, body: UpdateExamDetailBody): Promise<AdminExamDetail> {
  const { data } = await client.patch<AdminExamDetail>(`/apiV2/admin/exam-details/${examDetailIdx}`, body);
  return data;
}

/** One paper with its problems in number order (answers and explanations included), drafts too. */
export async function getAuthoringPaper(client: AxiosInstance, examDetailIdx: number): Promise<AdminExamDetailWithProblems> {
  const { data } = await client.get<AdminExamDetailWithProblems>(`/apiV2/admin/exam-details/${examDetailIdx}`);
  return data;
}

export async function createAdminProblem(client: AxiosInstance, examDetailIdx: number, body: CreateProblemBody): Promise<AdminProblem> {
  const { data } = await client.post<AdminProblem>(`/apiV2/admin/exam-details/${examDetailIdx}/problems`, body);
  return data;
}

export async function updateAdminProblem(client: AxiosInstance, problemId: number, body: UpdateProblemBody): Promise<AdminProblem> {
  const { data } = await client.patch<AdminProblem>(`/apiV2/admin/problems/${problemId}`, body);
  return data;
}

// ---------------------------------------------------------------------------------------------------------------
// Passages (지문) of a paper

export async function createAdminPassage(client: AxiosInstance, examDetailIdx: number, body: CreatePassageBody): Promise<AdminPassage> {
  const { data } = await client.post<AdminPassage>(`/apiV2/admin/exam-details/${examDetailIdx}/passages`, body);
  return data;
}

export async function updateAdminPassage(client: AxiosInstance, passageId: number, body: UpdatePassageBody): Promise<AdminPassage> {
  const { data } = await client.patch<AdminPassage>(`/apiV2/admin/passages/${passageId}`, body);
  return data;
}

/** Its problems keep their own text and stop pointing at it. */
export async function deleteAdminPassage(client: AxiosInstance, passageId: number): Promise<DeletedPassage> {
  const { data } = await client.delete<DeletedPassage>(`/apiV2/admin/passages/${passageId}`);
  return data;
}

// ---------------------------------------------------------------------------------------------------------------
// Exam types (the brand's categories and the sub-types operators add under them)

export const adminExamTypesKey = ['console', 'admin-exam-types'] as const;

export async function listAdminExamTypes(client: AxiosInstance): Promise<AdminExamType[]> {
  const { data } = await client.get<AdminExamTypeList>('/apiV2/admin/exam-types');
  return data.items;
}

export async function createAdminExamType(client: AxiosInstance, body: CreateExamTypeBody): Promise<AdminExamType> {
  const { data } = await client.post<AdminExamType>('/apiV2/admin/exam-types', body);
  return data;
}

export async function updateAdminExamType(client: AxiosInstance, examTypeId: number, body: UpdateExamTypeBody): Promise<AdminExamType> {
  const { data } = await client.patch<AdminExamType>(`/apiV2/admin/exam-types/${examTypeId}`, body);
  return data;
}

export async function deleteAdminExamType(client: AxiosInstance, examTypeId: number): Promise<DeletedExamType> {
  const { data } = await client.delete<DeletedExamType>(`/apiV2/admin/exam-types/${examTypeId}`);
  return data;
}
