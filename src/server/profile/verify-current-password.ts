import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthenticated } from '../errors/domain-error';
import { verifyPassword } from '../accounts/password';
import { profileErrors } from './profile-errors';

/**
 * The member's current password, asked again before a sensitive change (email, password, deletion): a session left
 * open on a shared computer is not enough to take the account over. Wrong → the Korean 400, nothing changed.
 * Returns the stored hash's owner row as read (email, for callers that compare with it).
 */
export async function verifyCurrentPassword(db: Db, userId: string, password: string): Promise<{ email: string }> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw unauthenticated();
  // An account made through a social login has no password to confirm with: no password matches it.
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw profileErrors.wrongPassword();
  return { email: user.email };
}
