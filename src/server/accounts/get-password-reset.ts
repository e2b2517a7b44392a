import { eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { hashPasswordResetToken, looksLikePasswordResetToken, passwordResetErrors, passwordResetRefusal } from './password-reset-token';

/**
 * Whether a 비밀번호 재설정 link can still be used on this brand, so its page says so before the member types a
 * password: unknown or the other brand's → Korean 400 (invalid), used → 400 (이미 사용된 링크), past its 30 minutes
 * → 400 (만료). Changes nothing. Returns when the link expires.
 */
export async function getPasswordReset(db: Db, input: { brand: BrandId; token: string; now?: Date }): Promise<{ expiresAt: Date }> {
  if (!looksLikePasswordResetToken(input.token)) throw passwordResetErrors.invalidLink();
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashPasswordResetToken(input.token)))
    .limit(1);
  const refusal = passwordResetRefusal(row, input.brand, input.now ?? new Date());
  if (refusal) throw refusal;
  return { expiresAt: row!.expiresAt };
}
