import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SocialProvider, userIdentities, users } from '../../db/schema';
import { socialLoginErrors } from './social-login-errors';

/**
 * Unlinks one provider from the member's account, only while another way in remains (a password or another
 * provider): the check and the delete run under a lock of the member's row, so two tabs unlinking Kakao and Naver at
 * once cannot leave the account with none.
 */
export async function unlinkUserIdentity(db: Db, input: { userId: string; provider: SocialProvider }): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId)).for('update');
    const linked = await tx
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, input.userId));
    if (!linked.some((l) => l.provider === input.provider)) throw socialLoginErrors.notLinked();
    const others = linked.filter((l) => l.provider !== input.provider).length;
    if (!user?.passwordHash && others === 0) throw socialLoginErrors.lastMethod();
    await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, input.userId), eq(userIdentities.provider, input.provider)));
  });
}
