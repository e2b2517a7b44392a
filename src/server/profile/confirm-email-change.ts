import { and, eq, ne, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import type { SessionInvalidation } from '../accounts/session-cache';
import { EMAIL_CODE_MAX_ATTEMPTS, emailCodeMatches } from './email-change-code';
import { parseEmailCode } from './profile-arguments';
import { profileErrors } from './profile-errors';
import { isUniqueViolation } from '../errors/unique-violation';

type Outcome = { changed: string } | { refused: Error };

/**
 * Second step of an email change: the code mailed to the new address. No pending change → 400; past its 10 minutes →
 * 400 (request again); 5 wrong codes spend it (each wrong one is counted and committed, the 5th and later → 400);
 * the address taken meanwhile by another member of the brand → 409. A right code changes the email and ends the
 * pending change in one transaction; the member's cached sessions are forgotten after it (their row changed).
 * Returns the new address.
 */
export async function confirmEmailChange(
  db: Db,
  sessionCache: SessionInvalidation,
  input: { userId: string; brand: BrandId; code: string; now?: Date },
): Promise<string> {
  const code = parseEmailCode(input.code);
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Locked: two confirmations racing must not both spend the same attempt.
    const [pending] = await tx.select().from(emailChanges).where(eq(emailChanges.userId, input.userId)).for('update');
    if (!pending) return { refused: profileErrors.noEmailChange() };
    if (pending.expiresAt.getTime() <= now.getTime()) return { refused: profileErrors.codeExpired() };
    if (pending.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return { refused: profileErrors.tooManyAttempts() };
    if (!emailCodeMatches(pending.codeHash, input.userId, pending.newEmail, code)) {
      const attempts = pending.attempts + 1;
      await tx.update(emailChanges).set({ attempts }).where(eq(emailChanges.userId, input.userId));
      const left = EMAIL_CODE_MAX_ATTEMPTS - attempts;
      return { refused: left > 0 ? profileErrors.wrongCode(left) : profileErrors.tooManyAttempts() };
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brand, input.brand), eq(users.email, pending.newEmail), ne(users.id, input.userId)))
      .limit(1);
    if (taken) return { refused: profileErrors.emailTaken() };
    await tx.update(users).set({ email: pending.newEmail, updatedAt: sql`now()` }).where(eq(users.id, input.userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, input.userId));
    return { changed: pending.newEmail };
  }).catch((error: unknown) => {
    // A sign-up with the same address committing between the check and the update: the unique index says so.
    if (isUniqueViolation(error)) return { refused: profileErrors.emailTaken() } as Outcome;
    throw error;
  });
  // Refusals are thrown after the commit, so a wrong code's counted attempt is kept.
  if ('refused' in outcome) throw outcome.refused;
  await sessionCache.forgetUser(input.userId);
  return outcome.changed;
}
