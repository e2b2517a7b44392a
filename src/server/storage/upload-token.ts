/**
 * Signed tokens of local upload URLs (`PUT /uploads/signed/<token>`): HMAC-SHA256 over the storage key, the exact
 * size, the MIME type and the expiry. The attachments table makes each one usable once (receivedAt).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadTokenPayload {
  /** Storage key the bytes go to. */
  key: string;
  size: number;
  contentType: string;
  /** Expiry, Unix seconds. */
  expiresAt: number;
}

export type UploadTokenCheck =
  | { ok: true; payload: UploadTokenPayload }
  | { ok: false; reason: 'invalid' | 'expired' };

// Domain separation: a MAC made for anything else with the same key never verifies as an upload token.
const CONTEXT = 'careerroad-upload-v1.';

function mac(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(CONTEXT + encodedPayload).digest();
}

export function signUploadToken(secret: string, payload: UploadTokenPayload): string {
  const encoded = Buffer.from(
    JSON.stringify({ k: payload.key, s: payload.size, t: payload.contentType, e: payload.expiresAt }),
  ).toString('base64url');
  return `${encoded}.${mac(secret, encoded).toString('base64url')}`;
}

export function verifyUploadToken(secret: string, token: string, now = Date.now()): UploadTokenCheck {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, encoded);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let raw: { k?: unknown; s?: unknown; t?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    typeof raw.k !== 'string' ||
    typeof raw.t !== 'string' ||
    !Number.isSafeInteger(raw.s) ||
    !Number.isSafeInteger(raw.e)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const payload = { key: raw.k, size: raw.s as number, contentType: raw.t, expiresAt: raw.e as number };
  if (payload.expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
