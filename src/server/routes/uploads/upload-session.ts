/**
 * Anonymous upload sessions: a visitor may upload images for the inquiry form. The first prepare sets an
 * `uploadSession` cookie (256 random bits, HttpOnly, SameSite=Lax, one day); only its SHA-256 is stored with the
 * attachment, and only a request carrying the same cookie may complete or attach it (docs/decisions/0005-uploads.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadOwner } from '../../uploads/upload-policy';

export const UPLOAD_SESSION_COOKIE = 'uploadSession';
const UPLOAD_SESSION_MAX_AGE_SECONDS = 86_400;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The caller as an upload owner: the member, plus the visitor session they may have uploaded with before
 * logging in. With `create`, a visitor without a session gets one; otherwise null for such a visitor.
 */
export async function resolveUploadOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: boolean; secureCookies: boolean },
): Promise<UploadOwner | null> {
  const session = await request.getSession();
  const cookie = request.cookies[UPLOAD_SESSION_COOKIE];
  const uploadSessionHash = cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? hashOf(cookie) : null;
  if (session) return { userId: session.user.id, uploadSessionHash };
  if (uploadSessionHash) return { userId: null, uploadSessionHash };
  if (!options.create) return null;

  const token = randomBytes(32).toString('base64url');
  reply.setCookie(UPLOAD_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
    maxAge: UPLOAD_SESSION_MAX_AGE_SECONDS,
    ...(request.site.cookieDomain ? { domain: request.site.cookieDomain } : {}),
  });
  return { userId: null, uploadSessionHash: hashOf(token) };
}
