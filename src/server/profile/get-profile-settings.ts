import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type User, emailChanges, users } from '../../db/schema';

export interface ProfileSettings {
  user: Pick<
    User,
    | 'id'
    | 'type'
    | 'email'
    | 'username'
    | 'name'
    | 'nickname'
    | 'phone'
    | 'birthYear'
    | 'school'
    | 'major'
    | 'interests'
    | 'targets'
    | 'mutedNotificationKinds'
  >;
  /** The address a code was mailed to and is still waiting for, else null. */
  pendingEmailChange: { newEmail: string; expiresAt: Date } | null;
}

/**
 * The member's /profile as stored now, with the email change still waiting for its code (one not yet expired). Read
 * from the table, not the session's cached row, so a save shows at once on every instance.
 */
export async function getProfileSettings(db: Db, userId: string): Promise<ProfileSettings | null> {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        type: users.type,
        email: users.email,
        username: users.username,
        name: users.name,
        nickname: users.nickname,
        phone: users.phone,
        birthYear: users.birthYear,
        school: users.school,
        major: users.major,
        interests: users.interests,
        targets: users.targets,
        mutedNotificationKinds: users.mutedNotificationKinds,
      },
      newEmail: emailChanges.newEmail,
      expiresAt: emailChanges.expiresAt,
    })
    .from(users)
    .leftJoin(emailChanges, and(eq(emailChanges.userId, users.id), gt(emailChanges.expiresAt, sql`now()`)))
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`));
  if (!row) return null;
  return {
    user: row.user,
    pendingEmailChange: row.newEmail && row.expiresAt ? { newEmail: row.newEmail, expiresAt: row.expiresAt } : null,
  };
}
