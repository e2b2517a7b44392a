import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from '../../config/password-rule';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, type User, users } from '../../db/schema';
import { invalid } from '../errors/domain-error';
import { hashPassword } from './password';
import { hashPasswordResetToken, looksLikePasswordResetToken, passwordResetErrors, passwordResetRefusal } from './password-reset-token';
import type { SessionInvalidation } from './session-cache';

export interface ResetPasswordInput {
  brand: BrandId;
  token: string;
  password: string;
  passwordConfirm: string;
  now?: Date;
}

type Outcome = { user: User } | { refused: Error };

/**
 * Sets a new password through a mailed 비밀번호 재설정 link: the sign-up's rule, typed twice alike (Korean 400s). The
 * link is locked, checked (unknown or the other brand's, used, expired → the Korean 400s of password-reset-token.ts),
 * and spent in the transaction that sets the hash, so two submissions of one link cannot both succeed. The same
 * transaction deletes the account's other unused links and every session of the account (whoever held one may have
 * had the old password); the session cache forgets the member after the commit. Returns the account, for the caller
 * to log the member in.
 */
export async function resetPassword(db: Db, sessionCache: SessionInvalidation, input: ResetPasswordInput): Promise<User> {
  if (!looksLikePasswordResetToken(input.token)) throw passwordResetErrors.invalidLink();
  if (!isAcceptablePassword(input.password)) throw invalid(PASSWORD_RULE_MESSAGE, 'INVALID_PASSWORD');
  if (input.password !== input.passwordConfirm) throw invalid('비밀번호가 일치하지 않습니다.', 'PASSWORD_MISMATCH');
  const now = input.now ?? new Date();
  const tokenHash = hashPasswordResetToken(input.token);
  const passwordHash = await hashPassword(input.password);

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).for('update');
    const refusal = passwordResetRefusal(row, input.brand, now);
    if (refusal) return { refused: refusal };
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, row!.userId), eq(users.brand, input.brand), isNull(users.deletedAt)))
      .returning();
    if (!user) return { refused: passwordResetErrors.invalidLink() };
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(eq(passwordResetTokens.tokenHash, tokenHash));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt), ne(passwordResetTokens.tokenHash, tokenHash)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return { user };
  });
  if ('refused' in outcome) throw outcome.refused;
  await sessionCache.forgetUser(outcome.user.id);
  return outcome.user;
}
