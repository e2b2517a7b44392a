import { generateCodeVerifier, generateState } from 'arctic';
import { lt } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { socialLoginStates } from '../../db/schema';
import type { SocialLoginProvider } from './social-providers';
import { LOGIN_STATE_TTL_MS, hashToken, randomToken } from './social-login-tokens';

/**
 * The first step of a Kakao or Naver login: a state and a PKCE verifier (arctic's), kept with where to return and a
 * binding value for the starting browser's cookie; the answer is the provider's login address. Expired starts are
 * cleared on the way, so the table holds only the logins under way.
 */
export async function startSocialLogin(
  db: Db,
  provider: SocialLoginProvider,
  input: { brand: BrandId; returnTo: string; redirectUri: string; now?: Date },
): Promise<{ authorizationUrl: string; browserBinding: string }> {
  const now = input.now ?? new Date();
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const browserBinding = randomToken();
  await db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, now));
  await db.insert(socialLoginStates).values({
    stateHash: hashToken(state),
    brand: input.brand,
    provider: provider.id,
    codeVerifier,
    browserBindingHash: hashToken(browserBinding),
    returnTo: input.returnTo,
    expiresAt: new Date(now.getTime() + LOGIN_STATE_TTL_MS),
  });
  const url = provider.authorizationUrl({ state, codeVerifier, redirectUri: input.redirectUri });
  return { authorizationUrl: url.toString(), browserBinding };
}
