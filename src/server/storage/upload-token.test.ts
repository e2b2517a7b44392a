import { describe, expect, it } from 'vitest';
import { signUploadToken, verifyUploadToken } from './upload-token';

const SECRET = 'unit-test-secret-0123456789abcdefghijkl';
const payload = { key: 'incoming/AAAAAAAAAAAAAAAAAAAAAA.png', size: 68, contentType: 'image/png', expiresAt: 2_000_000_000 };

describe('upload tokens', () => {
  it('round-trips the key, size, type and expiry', () => {
    expect(verifyUploadToken(SECRET, signUploadToken(SECRET, payload), 1_900_000_000_000)).toEqual({ ok: true, payload });
  });

  it('reports expiry only for a genuine token', () => {
    const token = signUploadToken(SECRET, payload);
    expect(verifyUploadToken(SECRET, token, 2_000_000_000_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyUploadToken('another-secret-0123456789abcdefghijklm', token, 0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses any change to the claims or the signature', () => {
    const [claims, signature] = signUploadToken(SECRET, payload).split('.') as [string, string];
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), s: 10_000_000 }),
    ).toString('base64url');
    for (const token of [`${changed}.${signature}`, `${claims}.${signature.slice(1)}`, `${claims}.`, claims, `${claims}.${signature}.x`, '']) {
      expect(verifyUploadToken(SECRET, token, 0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
