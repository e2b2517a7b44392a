import { eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type User, socialSignups, userIdentities, users } from '../../db/schema';
import { getDummyHash, verifyPassword } from '../accounts/password';
import { isUniqueViolation } from '../errors/unique-violation';
import { socialLoginErrors } from './social-login-errors';
import { getSocialSignup } from './get-social-signup';

/**
 * A provider account whose verified email is an existing member's: linked once that member's password is confirmed
 * (an email match alone would let whoever controls a provider account take the member's over), then the member is
 * logged in. A wrong password spends nothing, so the member can try again until the sign-up expires.
 */
export async function linkSocialSignup(db: Db, input: { brand: BrandId; token: string | undefined; password: string; now?: Date }): Promise<User> {
  const signup = await getSocialSignup(db, { brand: input.brand, token: input.token, now: input.now });
  if (!signup.linkUserId) throw socialLoginErrors.notLinking();
  const [member] = await db.select().from(users).where(eq(users.id, signup.linkUserId));
  const ok = await verifyPassword(member?.passwordHash ?? (await getDummyHash()), input.password);
  if (!member || member.deletedAt || !member.passwordHash || !ok) throw socialLoginErrors.wrongPassword();
  try {
    await db.transaction(async (tx) => {
      const spent = await tx.delete(socialSignups).where(eq(socialSignups.tokenHash, signup.tokenHash)).returning({ tokenHash: socialSignups.tokenHash });
      if (spent.length === 0) throw socialLoginErrors.signupExpired();
      await tx.insert(userIdentities).values({
        userId: member.id,
        brand: input.brand,
        provider: signup.provider,
        providerUserId: signup.providerUserId,
        email: signup.email,
      });
    });
  } catch (error) {
    // The member already links another account of this provider, or this account links another member.
    if (isUniqueViolation(error)) throw socialLoginErrors.alreadyLinked(signup.provider);
    throw error;
  }
  return member;
}
