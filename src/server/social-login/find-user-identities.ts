import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SocialProvider, userIdentities, users } from '../../db/schema';

export interface UserLoginMethods {
  hasPassword: boolean;
  identities: { provider: SocialProvider; email: string | null; linkedAt: string }[];
}

/** How a member can log in: their password (if they set one) and the linked provider accounts. */
export async function findUserLoginMethods(db: Db, userId: string): Promise<UserLoginMethods> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
  return {
    hasPassword: Boolean(user?.passwordHash),
    identities: rows.map((r) => ({ provider: r.provider, email: r.email, linkedAt: r.createdAt.toISOString() })),
  };
}
