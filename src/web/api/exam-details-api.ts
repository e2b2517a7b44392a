/**
 * Typed calls of exam details: the papers (회차) of an exam (spec §3, §7.1). Types from src/contracts/exam-details.ts.
 */
import { type ApiClient, isApiError } from './api-client';
import type { Page, PageQuery } from '../../contracts/common';
import type { ExamDetailItem } from '../../contracts/exam-details';
import type { ExamSummary } from '../../contracts/exams';
import { examPath, getExam } from './exams-api';
import { EXAM_LIST_MAX_PAGE_SIZE } from '../../contracts/constants';

export type { ExamDetailItem } from '../../contracts/exam-details';

export const EXAM_DETAILS_PATH = '/apiV2/exam-details';

export async function getExamDetails(
  client: ApiClient,
  examIdx: number,
  query: PageQuery = {},
): Promise<Page<ExamDetailItem>> {
  const { data } = await client.get<Page<ExamDetailItem>>(`${examPath(examIdx)}/exam-details`, { params: query });
  return data;
}

/** Every exam detail of an exam (an exam has a handful; the API's page limit is far above). */
export async function getAllExamDetails(client: ApiClient, examIdx: number): Promise<ExamDetailItem[]> {
  return (await getExamDetails(client, examIdx, { page: 1, pageSize: EXAM_LIST_MAX_PAGE_SIZE })).items;
}

/** One exam detail with its exam, for the mode-selection screens; null when the brand has no such paper. */
export async function findExamDetailWithExam(
  client: ApiClient,
  examDetailIdx: number,
): Promise<{ exam: ExamSummary; examDetail: ExamDetailItem } | null> {
  try {
    const { data: examDetail } = await client.get<ExamDetailItem>(
      `${EXAM_DETAILS_PATH}/${encodeURIComponent(String(examDetailIdx))}`,
    );
    return { exam: await getExam(client, examDetail.examIdx), examDetail };
  } catch (error) {
    if (isApiError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
