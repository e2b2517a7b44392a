import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examRecords } from '../../db/schema';
import { closeRecord } from './close-record';

/**
 * Closes the member's MOCK records whose deadline has passed (the timer keeps running when the window
 * closes), so lists and review notes show them scored. Usually there are none.
 */
export async function expireOverdueRecords(db: Db, userId: string, now = new Date()): Promise<void> {
  const overdue = await db
    .select({ id: examRecords.id })
    .from(examRecords)
    .where(and(eq(examRecords.userId, userId), eq(examRecords.status, 'IN_PROGRESS'), lte(examRecords.deadlineAt, now)));
  for (const { id } of overdue) await closeRecord(db, id, now);
}
