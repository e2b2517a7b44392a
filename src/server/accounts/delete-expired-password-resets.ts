import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/** How long a link's row outlives its expiry: a click within it is still told "used" or "expired", not "invalid". */
const KEEP_AFTER_EXPIRY_MS = 24 * 3_600_000;

/**
 * Deletes 비밀번호 재설정 links that expired more than a day ago, used or not (the background job's round). Returns
 * how many went.
 */
export async function deleteExpiredPasswordResets(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return gone.length;
}
