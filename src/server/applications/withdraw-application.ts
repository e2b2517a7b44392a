import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { applicationErrors } from './application-errors';
import { type Applicant, canWithdraw } from './application-policy';

/**
 * 지원 취소 (ADR 26): the member takes back their own application while the company has not decided it. The row is
 * deleted — the member's letter and details leave the company's list, and the member may apply again while the
 * posting is open. The row is locked first, so a decision racing the withdrawal either lands before (409 here) or
 * finds nothing (404 there). Another member's application answers like none.
 */
export async function withdrawApplication(db: Db, input: { applicant: Applicant; applicationId: string }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, input.applicationId), eq(applications.userId, input.applicant.userId)))
      .for('update');
    if (!row) throw applicationErrors.notFound();
    if (!canWithdraw(row.status)) throw applicationErrors.alreadyDecided();
    await tx.delete(applications).where(eq(applications.id, row.id));
    return { id: row.id };
  });
}
