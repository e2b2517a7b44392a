import type { Db } from '../../db/client';
import { type User, sessions } from '../../db/schema';
import { createSessionToken } from './session-token';

export interface CreateSessionInput {
  ttlDays: number;
  userAgent?: string;
  ip?: string;
}

/** Opens a server-side session and returns the token for the cookie (never stored in clear). */
export async function createSession(db: Db, user: Pick<User, 'id' | 'brand'>, input: CreateSessionInput) {
  const { token, id } = createSessionToken();
  const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    id,
    userId: user.id,
    brand: user.brand,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 512),
    ip: input.ip,
  });
  return { token, expiresAt };
}
