import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random token for the cookie; only its SHA-256 is stored, so a database leak yields no sessions. */
export function createSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
