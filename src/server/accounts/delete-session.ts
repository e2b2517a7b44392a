import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** Revokes one session; the cookie that carried it stops working at once. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
