import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { SessionInvalidation } from './session-cache';

/**
 * Revokes one session; the cookie that carried it stops working at once, on every instance: the session cache
 * forgets the user's sessions only after the delete has committed, so no instance can reload the deleted row.
 */
export async function deleteSession(
  db: Db,
  sessionCache: SessionInvalidation,
  session: { sessionId: string; userId: string },
): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, session.sessionId));
  await sessionCache.forgetUser(session.userId);
}
