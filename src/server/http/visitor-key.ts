/**
 * Who is looking, for counts that take each visitor once a day (post and posting views): the member, else a digest of
 * the address and browser (nothing personal is stored; two people behind one address with the same browser count once).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export async function visitorKeyOf(request: FastifyRequest): Promise<string> {
  const session = await request.getSession();
  if (session) return `u:${session.user.id}`;
  const digest = createHash('sha256').update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`).digest('base64url');
  return `v:${digest.slice(0, 32)}`;
}
