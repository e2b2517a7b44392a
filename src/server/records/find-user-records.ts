import { type SQL, and, count, desc, eq, inArray } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import {
  type RecordMode,
  type RecordSource,
  type RecordStatus,
  examDetails,
  examRecords,
  exams,
} from '../../db/schema';
import type { ExamTypeRef } from '../../contracts/exam-types';
import type { ExamTypeTree } from '../exams/exam-type-tree';
import { findExamTypes } from '../exams/find-exam-types';
import type { Paging } from '../exams/find-exams';
import { expireOverdueRecords } from './expire-overdue-records';
import { recordTitle } from './record-title';
import type { RecordListItem } from '../../contracts/records';

/** Records with their exam and paper titles in one query (left joins: review sets may have neither). */
export async function selectRecordListItems(
  db: Db,
  where: SQL | undefined,
  paging: Paging,
  tree: ExamTypeTree,
): Promise<RecordListItem[]> {
  const rows = await db
    .select({
      record: examRecords,
      examTitle: exams.title,
      examTypeId: exams.examTypeId,
      paperTitle: examDetails.title,
    })
    .from(examRecords)
    .leftJoin(exams, eq(exams.id, examRecords.examId))
    .leftJoin(examDetails, eq(examDetails.id, examRecords.examDetailId))
    .where(where)
    .orderBy(desc(examRecords.startedAt), desc(examRecords.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map(({ record, examTitle, examTypeId, paperTitle }) => ({
    recordIdx: record.id,
    examIdx: record.examId,
    examDetailIdx: record.examDetailId,
    title: recordTitle(record, paperTitle),
    examTitle,
    paperTitle,
    examTypes: examTypeId === null ? [] : tree.chain(examTypeId),
    mode: record.mode,
    source: record.source,
    status: record.status,
    score: record.score,
    correctCount: record.correctCount,
    totalCount: record.totalCount,
    startedAt: record.startedAt.toISOString(),
    deadlineAt: record.deadlineAt?.toISOString() ?? null,
    submittedAt: record.submittedAt?.toISOString() ?? null,
    durationSeconds: record.durationSeconds,
  }));
}

/**
 * The member's records of one brand, newest first; `examTypeIds` keeps records of exams of those types
 * (and their descendants). Overdue MOCK records are closed first, so they show up scored.
 */
export async function findUserRecords(
  db: Db,
  brand: BrandId,
  userId: string,
  filter: { examTypeIds?: number[] },
  paging: Paging,
  now = new Date(),
): Promise<{ items: RecordListItem[]; totalCount: number }> {
  await expireOverdueRecords(db, userId, now);
  const tree = await findExamTypes(db, brand);
  const where = and(
    eq(examRecords.userId, userId),
    eq(examRecords.brand, brand),
    filter.examTypeIds?.length ? inArray(exams.examTypeId, tree.withDescendants(filter.examTypeIds)) : undefined,
  );
  const [[total], items] = await Promise.all([
    db.select({ n: count() }).from(examRecords).leftJoin(exams, eq(exams.id, examRecords.examId)).where(where),
    selectRecordListItems(db, where, paging, tree),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}
