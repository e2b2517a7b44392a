/**
 * The console's exam authoring (issue 19 item 2; contract src/contracts/admin-exams.ts): exams, papers (회차) and
 * problems written one by one. Reads and the publishing switches of the exam list are admin-exam-imports-api.ts's.
 * Every query key starts with 'console', so a console change reads every console list again.
 */
import type { AxiosInstance } from 'axios';
import type {
  AdminExam,
  AdminExamDetail,
  AdminExamDetailWithProblems,
  AdminProblem,
  CreateExamBody,
  CreateExamDetailBody,
  CreateProblemBody,
  UpdateExamBody,
  UpdateExamDetailBody,
  UpdateProblemBody,
} from '../../contracts/admin-exams';

export type {
  AdminExam,
  AdminExamDetail,
  AdminExamDetailWithProblems,
  AdminProblem,
  CreateExamBody,
  CreateProblemBody,
  UpdateExamBody,
  UpdateProblemBody,
} from '../../contracts/admin-exams';

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
