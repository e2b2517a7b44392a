import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../accounts/password';
import type { SessionInvalidation } from '../accounts/session-cache';
import { parseCurrentPassword, parseNewPassword } from './profile-arguments';
import { profileErrors } from './profile-errors';
import { verifyCurrentPassword } from './verify-current-password';

export interface ChangePasswordInput {
  userId: string;
  /** The session making the change: it stays; every other session of the member is revoked. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

/**
 * Changes the member's password once the current one is given (wrong → Korean 400, nothing changed), with the
 * sign-up's rule for the new one. Whoever else holds a session of the account (a stolen cookie, a forgotten
 * computer) is logged out: every session but this one is deleted with the new hash in one transaction, and the
 * session cache forgets the member after the commit so no instance serves a revoked one. Returns how many were revoked.
 */
export async function changePassword(db: Db, sessionCache: SessionInvalidation, input: ChangePasswordInput): Promise<number> {
  const current = parseCurrentPassword(input.currentPassword);
  const next = parseNewPassword(input.newPassword, input.newPasswordConfirm);
  if (current === next) throw profileErrors.samePassword();
  await verifyCurrentPassword(db, input.userId, current);
  const passwordHash = await hashPassword(next);
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, input.userId));
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.sessionId)))
      .returning({ id: sessions.id });
    return gone.length;
  });
  await sessionCache.forgetUser(input.userId);
  return revoked;
}
