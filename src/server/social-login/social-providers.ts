/**
 * Kakao and Naver as the login flow needs them: the authorization address, the code exchange and the
 * member's account. The OAuth 2.0 parts that are easy to get subtly wrong — state and PKCE generation, the S256
 * challenge, the authorization URL, reading the token response — are arctic's (its generic OAuth2Client, since both
 * providers take the client secret in the form body, which arctic's client does not send, and since the endpoints
 * must be configurable for the local provider server the tests run). Each provider's documented shapes are kept here:
 * - Kakao: kauth.kakao.com /oauth/authorize and /oauth/token (PKCE S256 supported), kapi.kakao.com /v2/user/me
 *   ({ id, kakao_account: { email, is_email_valid, is_email_verified, profile: { nickname } } });
 * - Naver: nid.naver.com /oauth2.0/authorize and /oauth2.0/token (no PKCE; errors may come as 200 with `error`),
 *   openapi.naver.com /v1/nid/me ({ resultcode: '00', response: { id, email, nickname, name } }).
 */
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens } from 'arctic';
import type { SocialProvider } from '../../db/schema';

export interface SocialProviderCredentials {
  clientId: string;
  clientSecret: string;
  /** Where the provider's login and token endpoints live (kauth.kakao.com, nid.naver.com); tests use a local server. */
  authOrigin?: string;
  /** Where its account API lives (kapi.kakao.com, openapi.naver.com). */
  apiOrigin?: string;
}

export interface SocialAccount {
  providerUserId: string;
  email: string | null;
  /** The provider vouches that the member owns the address: only then may it link to an existing account. */
  emailVerified: boolean;
  nickname: string | null;
  name: string | null;
}

/** Why a login did not come back with an account; the login page says it in Korean. */
export class SocialProviderError extends Error {
  constructor(
    readonly reason: 'DENIED' | 'PROVIDER',
    message: string,
  ) {
    super(message);
  }
}

export interface SocialLoginProvider {
  readonly id: SocialProvider;
  /** PKCE is sent when the provider supports it (Kakao). */
  readonly usesPkce: boolean;
  authorizationUrl(input: { state: string; codeVerifier: string; redirectUri: string }): URL;
  /** Exchanges the callback's code and reads the account it belongs to. */
  fetchAccount(input: { code: string; state: string; codeVerifier: string; redirectUri: string }): Promise<SocialAccount>;
}

const TIMEOUT_MS = 10_000;

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const data: unknown = await response.json().catch(() => null);
  if (typeof data !== 'object' || data === null) throw new SocialProviderError('PROVIDER', `unreadable response (${response.status})`);
  return data as Record<string, unknown>;
}

async function exchangeCode(tokenEndpoint: string, form: Record<string, string>): Promise<string> {
  let response: Response;
  try {
    response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SocialProviderError('PROVIDER', `token endpoint unreachable: ${(error as Error).message}`);
  }
  const data = await readJson(response);
  if (!response.ok || typeof data.error === 'string') {
    throw new SocialProviderError('PROVIDER', `token exchange refused (${response.status} ${String(data.error ?? '')})`);
  }
  try {
    return new OAuth2Tokens(data).accessToken();
  } catch {
    throw new SocialProviderError('PROVIDER', 'token response without an access token');
  }
}

async function getAccountJson(endpoint: string, accessToken: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SocialProviderError('PROVIDER', `account endpoint unreachable: ${(error as Error).message}`);
  }
  const data = await readJson(response);
  if (!response.ok) throw new SocialProviderError('PROVIDER', `account refused (${response.status})`);
  return data;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function createKakaoProvider(credentials: SocialProviderCredentials): SocialLoginProvider {
  const authOrigin = credentials.authOrigin ?? 'https://kauth.kakao.com';
  const apiOrigin = credentials.apiOrigin ?? 'https://kapi.kakao.com';
  return {
    id: 'KAKAO',
    usesPkce: true,
    authorizationUrl: ({ state, codeVerifier, redirectUri }) =>
      new OAuth2Client(credentials.clientId, null, redirectUri).createAuthorizationURLWithPKCE(
        `${authOrigin}/oauth/authorize`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['profile_nickname', 'account_email'],
      ),
    fetchAccount: async ({ code, codeVerifier, redirectUri }) => {
      const accessToken = await exchangeCode(`${authOrigin}/oauth/token`, {
        grant_type: 'authorization_code',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      });
      const me = await getAccountJson(`${apiOrigin}/v2/user/me`, accessToken);
      if (typeof me.id !== 'number' && typeof me.id !== 'string') throw new SocialProviderError('PROVIDER', 'account without an id');
      const account = (me.kakao_account ?? {}) as Record<string, unknown>;
      const profile = (account.profile ?? {}) as Record<string, unknown>;
      const email = text(account.email)?.toLowerCase() ?? null;
      return {
        providerUserId: String(me.id),
        email,
        // Kakao marks an address both valid (still the owner's) and verified; anything less is not proof.
        emailVerified: email !== null && account.is_email_valid === true && account.is_email_verified === true,
        nickname: text(profile.nickname),
        name: text(account.name),
      };
    },
  };
}

export function createNaverProvider(credentials: SocialProviderCredentials): SocialLoginProvider {
  const authOrigin = credentials.authOrigin ?? 'https://nid.naver.com';
  const apiOrigin = credentials.apiOrigin ?? 'https://openapi.naver.com';
  return {
    id: 'NAVER',
    usesPkce: false,
    authorizationUrl: ({ state, redirectUri }) =>
      new OAuth2Client(credentials.clientId, null, redirectUri).createAuthorizationURL(`${authOrigin}/oauth2.0/authorize`, state, []),
    fetchAccount: async ({ code, state }) => {
      const accessToken = await exchangeCode(`${authOrigin}/oauth2.0/token`, {
        grant_type: 'authorization_code',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        code,
        state,
      });
      const me = await getAccountJson(`${apiOrigin}/v1/nid/me`, accessToken);
      const response = (me.response ?? {}) as Record<string, unknown>;
      if (me.resultcode !== '00' || !text(response.id)) throw new SocialProviderError('PROVIDER', `account refused (${String(me.resultcode)})`);
      const email = text(response.email)?.toLowerCase() ?? null;
      return {
        providerUserId: text(response.id)!,
        email,
        // A Naver account's address is one the member confirmed with Naver.
        emailVerified: email !== null,
        nickname: text(response.nickname),
        name: text(response.name),
      };
    },
  };
}

/** The providers whose keys are set; without keys a provider is simply not offered. */
export function createSocialProviders(config: {
  kakao?: SocialProviderCredentials;
  naver?: SocialProviderCredentials;
}): Map<SocialProvider, SocialLoginProvider> {
  const providers = new Map<SocialProvider, SocialLoginProvider>();
  if (config.kakao) providers.set('KAKAO', createKakaoProvider(config.kakao));
  if (config.naver) providers.set('NAVER', createNaverProvider(config.naver));
  return providers;
}
