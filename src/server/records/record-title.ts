import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, examDetails, exams } from '../../db/schema';

export interface RecordTitles {
  /** What the member attempted, as shown in lists: the paper title, or a name for random and review sets. */
  title: string;
  examTitle: string | null;
  paperTitle: string | null;
}

export function recordTitle(
  record: Pick<ExamRecord, 'source' | 'totalCount'>,
  paperTitle: string | null,
): string {
  if (record.source === 'PAPER' && paperTitle) return paperTitle;
  if (record.source === 'RANDOM') return `랜덤 모의고사 ${record.totalCount}문항`;
  return '오답 다시 풀기';
}

/** The exam and paper titles of one record. */
export async function getRecordTitles(
  db: Db,
  record: Pick<ExamRecord, 'examId' | 'examDetailId' | 'source' | 'totalCount'>,
): Promise<RecordTitles> {
  const [exam] = record.examId
    ? await db.select({ title: exams.title }).from(exams).where(eq(exams.id, record.examId)).limit(1)
    : [];
  const [paper] = record.examDetailId
    ? await db.select({ title: examDetails.title }).from(examDetails).where(eq(examDetails.id, record.examDetailId)).limit(1)
    : [];
  const paperTitle = paper?.title ?? null;
  return { title: recordTitle(record, paperTitle), examTitle: exam?.title ?? null, paperTitle };
}
