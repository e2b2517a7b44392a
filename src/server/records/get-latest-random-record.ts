import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examRecords } from '../../db/schema';
import { findExamTypes } from '../exams/find-exam-types';
import { expireOverdueRecords } from './expire-overdue-records';
import type { RecordListItem } from '../../contracts/records';
import { selectRecordListItems } from './find-user-records';

/** The member's latest random-set record of an exam (the /cbt/practice/random/[examIdx] pages), or null. */
export async function getLatestRandomRecord(
  db: Db,
  brand: BrandId,
  userId: string,
  examIdx: number,
  now = new Date(),
): Promise<RecordListItem | null> {
  await expireOverdueRecords(db, userId, now);
  const tree = await findExamTypes(db, brand);
  const [item] = await selectRecordListItems(
    db,
    and(
      eq(examRecords.userId, userId),
      eq(examRecords.brand, brand),
      eq(examRecords.examId, examIdx),
      eq(examRecords.source, 'RANDOM'),
    ),
    { limit: 1, offset: 0 },
    tree,
  );
  return item ?? null;
}
