import { hash, randomBytes } from 'node:crypto';

/** 256-bit random token for the cookie; only its SHA-256 is stored, so a database leak yields no sessions. */
export function createSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: hashSessionToken(token) };
}

// One-shot hash (Node ≥ 20.12): every member request hashes its token, and it costs a third of a Hash object's.
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}
