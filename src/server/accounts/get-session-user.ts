import { and, eq, gt } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type User, sessions, users } from '../../db/schema';
import { hashSessionToken } from './session-token';

export interface SessionUser {
  sessionId: string;
  user: User;
  expiresAt: Date;
}

// Extending the expiry on every request would turn each read into a write; once a day is enough.
const SLIDE_AFTER_MS = 86_400_000;

/** The user behind a session token on one brand, or null when the token is unknown, expired or of another brand. */
export async function getSessionUser(
  db: Db,
  brand: BrandId,
  token: string,
  ttlDays: number,
): Promise<SessionUser | null> {
  const id = hashSessionToken(token);
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(sessions.brand, brand), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;

  let expiresAt = row.session.expiresAt;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  }
  return { sessionId: id, user: row.user, expiresAt };
}
