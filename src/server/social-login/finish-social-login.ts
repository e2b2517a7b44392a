import { and, eq, isNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { socialLoginStates, socialSignups, userIdentities, users } from '../../db/schema';
import type { SocialFailureCode } from './social-login-errors';
import { SIGNUP_TTL_MS, hashToken, randomToken } from './social-login-tokens';
import { type SocialLoginProvider, SocialProviderError } from './social-providers';

export type SocialCallbackOutcome =
  /** The provider account is a member's: log them in. */
  | { kind: 'member'; userId: string; returnTo: string }
  /** No member yet: complete a sign-up, or link to the member whose verified email it carries (/login/social). */
  | { kind: 'signup'; signupToken: string; returnTo: string }
  | { kind: 'failed'; code: SocialFailureCode; returnTo: string | null };

/**
 * The provider's callback. The state is spent as it is read (deleted), so a replayed callback finds nothing; it must
 * be of this brand and provider, unexpired, and come back to the browser that started it (the binding cookie), or the
 * login fails without a session (login CSRF). Then the code is exchanged and the account read; a refusal by the
 * member or the provider fails with its own message. An account whose member has deleted theirs is let go, so the
 * person can sign up again.
 */
export async function finishSocialLogin(
  db: Db,
  provider: SocialLoginProvider,
  input: {
    brand: BrandId;
    state: string | undefined;
    browserBinding: string | undefined;
    code: string | undefined;
    error: string | undefined;
    redirectUri: string;
    /** A logged-in member who started from their profile (연결하기): the account is linked to them. */
    currentUserId?: string | null;
    now?: Date;
  },
): Promise<SocialCallbackOutcome> {
  const now = input.now ?? new Date();
  if (!input.state) return { kind: 'failed', code: 'STATE', returnTo: null };
  const [started] = await db.delete(socialLoginStates).where(eq(socialLoginStates.stateHash, hashToken(input.state))).returning();
  if (
    !started ||
    started.expiresAt <= now ||
    started.brand !== input.brand ||
    started.provider !== provider.id ||
    !input.browserBinding ||
    hashToken(input.browserBinding) !== started.browserBindingHash
  ) {
    return { kind: 'failed', code: 'STATE', returnTo: started?.returnTo ?? null };
  }
  const { returnTo } = started;
  if (input.error) return { kind: 'failed', code: input.error === 'access_denied' ? 'DENIED' : 'PROVIDER', returnTo };
  if (!input.code) return { kind: 'failed', code: 'PROVIDER', returnTo };

  let account;
  try {
    account = await provider.fetchAccount({ code: input.code, state: input.state, codeVerifier: started.codeVerifier, redirectUri: input.redirectUri });
  } catch (error) {
    if (error instanceof SocialProviderError) return { kind: 'failed', code: error.reason, returnTo };
    throw error;
  }

  const [linked] = await db
    .select({ identityId: userIdentities.id, userId: users.id, deletedAt: users.deletedAt })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.brand, input.brand),
        eq(userIdentities.provider, provider.id),
        eq(userIdentities.providerUserId, account.providerUserId),
      ),
    );
  if (linked && !linked.deletedAt) {
    if (input.currentUserId && input.currentUserId !== linked.userId) return { kind: 'failed', code: 'TAKEN', returnTo };
    return { kind: 'member', userId: linked.userId, returnTo };
  }
  if (linked) await db.delete(userIdentities).where(eq(userIdentities.id, linked.identityId));

  if (input.currentUserId) {
    // The member proved who they are by their session; one account per provider and member.
    const inserted = await db
      .insert(userIdentities)
      .values({ userId: input.currentUserId, brand: input.brand, provider: provider.id, providerUserId: account.providerUserId, email: account.email })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    if (inserted.length === 0) return { kind: 'failed', code: 'TAKEN', returnTo };
    return { kind: 'member', userId: input.currentUserId, returnTo };
  }

  let linkUserId: string | null = null;
  if (account.email && account.emailVerified) {
    const [member] = await db
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(and(eq(users.brand, input.brand), eq(users.email, account.email), isNull(users.deletedAt)));
    if (member?.type === 'CORPORATE') return { kind: 'failed', code: 'CORPORATE', returnTo };
    linkUserId = member?.id ?? null;
  }
  const signupToken = randomToken();
  await db.insert(socialSignups).values({
    tokenHash: hashToken(signupToken),
    brand: input.brand,
    provider: provider.id,
    providerUserId: account.providerUserId,
    email: account.email,
    emailVerified: account.emailVerified,
    nickname: account.nickname ?? account.name,
    linkUserId,
    returnTo,
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
  });
  return { kind: 'signup', signupToken, returnTo };
}
