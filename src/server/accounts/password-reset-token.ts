/**
 * The token of a 비밀번호 재설정 link: 32 random bytes in base64url, in the mailed link only; the table keeps its
 * SHA-256, so a leaked row cannot be turned back into a working link. A link lasts 30 minutes and works once.
 */
import { hash, randomBytes } from 'node:crypto';
import type { PasswordResetToken } from '../../db/schema';
import type { BrandId } from '../../config/hosts';
import { invalid } from '../errors/domain-error';

export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

export function createPasswordResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPasswordResetToken(token) };
}

export function hashPasswordResetToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Korean 400s of a link that cannot reset anything; each tells the member to ask for a new link. */
export const passwordResetErrors = {
  invalidLink: () => invalid('유효하지 않은 링크입니다. 비밀번호 찾기를 다시 해주세요.', 'PASSWORD_RESET_INVALID'),
  usedLink: () => invalid('이미 사용된 링크입니다. 비밀번호 찾기를 다시 해주세요.', 'PASSWORD_RESET_USED'),
  expiredLink: () => invalid('링크가 만료되었습니다. 비밀번호 찾기를 다시 해주세요.', 'PASSWORD_RESET_EXPIRED'),
};

/**
 * Why a stored link cannot be used now, or undefined when it can. A link of the other brand's account is as unknown
 * as one that never existed: a brand's host resets only that brand's accounts.
 */
export function passwordResetRefusal(row: PasswordResetToken | undefined, brand: BrandId, now: Date): Error | undefined {
  if (!row || row.brand !== brand) return passwordResetErrors.invalidLink();
  if (row.usedAt) return passwordResetErrors.usedLink();
  if (row.expiresAt.getTime() <= now.getTime()) return passwordResetErrors.expiredLink();
  return undefined;
}

/** The shape a token has; anything else is refused before a query runs. */
export function looksLikePasswordResetToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
