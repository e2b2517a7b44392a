import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionInvalidation } from './session-cache';

/**
 * An operator approves a corporate member (spec §6): channel services open for them. Their sessions carry the user
 * row, so the session cache forgets them and the member's very next request sees the approval. Returns whether a
 * corporate member of the brand was waiting for approval.
 */
export async function approveCorporateUser(
  db: Db,
  sessionCache: SessionInvalidation,
  brand: BrandId,
  userId: string,
): Promise<boolean> {
  const approved = await db
    .update(users)
    .set({ corporateApprovedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.brand, brand), eq(users.type, 'CORPORATE'), isNull(users.corporateApprovedAt)))
    .returning({ id: users.id });
  if (approved.length > 0) await sessionCache.forgetUser(userId);
  return approved.length > 0;
}
