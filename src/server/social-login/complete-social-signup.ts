import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type User, socialSignups, userIdentities, users } from '../../db/schema';
import { missingConsentsMessage, missingSignUpConsents } from '../../config/sign-up-consents';
import { recordSignUpConsents } from '../consents/record-sign-up-consents';
import { invalid } from '../errors/domain-error';
import { isUniqueViolation } from '../errors/unique-violation';
import { validateMemberInterests } from '../members/update-member-interests';
import { socialLoginErrors } from './social-login-errors';
import { getSocialSignup } from './get-social-signup';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CompleteSocialSignupInput {
  brand: BrandId;
  token: string | undefined;
  nickname: string;
  /** Only when the provider gave no address. */
  email?: string | null;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeAge14?: boolean;
  agreeMarketing?: boolean;
  interests?: readonly string[];
  targets?: readonly string[];
  now?: Date;
}

/**
 * First login with Kakao or Naver: the new member's nickname, the required agreements (이용약관,
 * 개인정보 수집·이용, 만 14세 이상; stored with their documents' versions, with the optional 마케팅 정보 수신) and, on the portal's brand, interests. The account has no password; it logs in through the
 * provider and may set a password later. The pending sign-up is spent in the same transaction, so completing twice
 * makes one member. An address that is already a member's is refused (they log in and link instead).
 */
export async function completeSocialSignup(db: Db, input: CompleteSocialSignupInput): Promise<User> {
  const signup = await getSocialSignup(db, { brand: input.brand, token: input.token, now: input.now });
  if (signup.linkUserId) throw socialLoginErrors.linking();
  const nickname = input.nickname.trim();
  const length = [...nickname].length;
  if (length < 2 || length > 20) throw socialLoginErrors.nickname();
  const email = (signup.email ?? input.email ?? '').trim().toLowerCase();
  if (!email) throw socialLoginErrors.emailRequired();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw socialLoginErrors.emailFormat();
  const missing = missingSignUpConsents(input, 'individual');
  if (missing.length > 0) throw invalid(missingConsentsMessage(missing), 'AGREEMENTS_REQUIRED');
  const choices = validateMemberInterests({ interests: input.interests ?? [], targets: input.targets ?? [] });

  try {
    return await db.transaction(async (tx) => {
      const spent = await tx.delete(socialSignups).where(eq(socialSignups.tokenHash, signup.tokenHash)).returning({ tokenHash: socialSignups.tokenHash });
      if (spent.length === 0) throw socialLoginErrors.signupExpired();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.brand, input.brand), eq(users.email, email)));
      if (taken) throw socialLoginErrors.emailTaken();
      const chose = choices.interests.length + choices.targets.length > 0;
      const [user] = await tx
        .insert(users)
        .values({
          brand: input.brand,
          email,
          username: nickname,
          nickname,
          type: 'NORMAL',
          passwordHash: null,
          interests: choices.interests,
          targets: choices.targets,
          onboardedAt: chose ? sql`now()` : null,
        })
        .returning();
      await tx.insert(userIdentities).values({
        userId: user!.id,
        brand: input.brand,
        provider: signup.provider,
        providerUserId: signup.providerUserId,
        email: signup.email,
      });
      await recordSignUpConsents(tx, { userId: user!.id, brand: input.brand, answers: input, asked: ['TERMS', 'PRIVACY', 'AGE_14', 'MARKETING'] });
      return user!;
    });
  } catch (error) {
    // Lost a race: the same address or provider account became a member between the check and the insert.
    if (isUniqueViolation(error)) throw socialLoginErrors.emailTaken();
    throw error;
  }
}
