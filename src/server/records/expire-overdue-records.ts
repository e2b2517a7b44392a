import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examRecords } from '../../db/schema';
import { closeRecord } from './close-record';

/** Records the background job closes per run at most; the next run takes the rest. */
const JOB_BATCH = 500;

/**
 * Closes MOCK records whose deadline has passed (the timer keeps running when the window closes), oldest deadline
 * first: one member's before their lists and review notes are read, so those show them scored; or everyone's
 * (userId null) from the background job (src/server/jobs), so records of members who never come back are scored
 * too, at most JOB_BATCH per call. Usually there are none. Returns how many were overdue.
 */
export async function expireOverdueRecords(db: Db, userId: string | null, now = new Date()): Promise<number> {
  const query = db
    .select({ id: examRecords.id })
    .from(examRecords)
    .where(
      and(
        userId === null ? undefined : eq(examRecords.userId, userId),
        eq(examRecords.status, 'IN_PROGRESS'),
        lte(examRecords.deadlineAt, now),
      ),
    )
    .orderBy(examRecords.deadlineAt);
  const overdue = await (userId === null ? query.limit(JOB_BATCH) : query);
  // closeRecord locks the row and returns a record closed meanwhile (by a read or another run) unchanged.
  for (const { id } of overdue) await closeRecord(db, id, now);
  return overdue.length;
}
