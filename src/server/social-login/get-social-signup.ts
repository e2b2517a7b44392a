import { and, eq, gt } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type SocialSignup, socialSignups } from '../../db/schema';
import { socialLoginErrors } from './social-login-errors';
import { hashToken } from './social-login-tokens';

/** The browser's pending social sign-up of this brand, unexpired; 404 with the Korean "expired" message otherwise. */
export async function getSocialSignup(db: Db, input: { brand: BrandId; token: string | undefined; now?: Date }): Promise<SocialSignup> {
  if (!input.token) throw socialLoginErrors.signupExpired();
  const [signup] = await db
    .select()
    .from(socialSignups)
    .where(
      and(
        eq(socialSignups.tokenHash, hashToken(input.token)),
        eq(socialSignups.brand, input.brand),
        gt(socialSignups.expiresAt, input.now ?? new Date()),
      ),
    );
  if (!signup) throw socialLoginErrors.signupExpired();
  return signup;
}

/** What /login/social shows: link to an existing account (password), or complete a new one. */
export function presentSocialSignup(signup: SocialSignup) {
  return {
    provider: signup.provider,
    mode: signup.linkUserId ? ('LINK' as const) : ('COMPLETE' as const),
    email: signup.email,
    /** No address from the provider (a Kakao account without one): the member gives one. */
    emailRequired: signup.email === null,
    nickname: signup.nickname,
    returnTo: signup.returnTo,
  };
}
