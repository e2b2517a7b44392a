/** Typed calls of Kakao and Naver login (/apiV2/auth/social); types from src/contracts/social-login.ts. */
import type { ApiClient } from './api-client';
import type {
  CompleteSocialSignupBody,
  LoginMethods,
  SocialProviderCode,
  SocialSignupResult,
  SocialSignupView,
} from '../../contracts/social-login';

export type { LoginMethods, SocialProviderCode, SocialSignupResult, SocialSignupView };

/** The providers with keys; none (and no buttons) on any failure, since email login still works. */
export async function getSocialProviders(client: ApiClient): Promise<SocialProviderCode[]> {
  try {
    const { data } = await client.get<{ providers: SocialProviderCode[] }>('/apiV2/auth/social/providers');
    return data.providers;
  } catch {
    return [];
  }
}

/** The browser's pending sign-up, or null when there is none (expired or never started). */
export async function getSocialSignup(client: ApiClient): Promise<SocialSignupView | null> {
  try {
    const { data } = await client.get<SocialSignupView>('/apiV2/auth/social/signup');
    return data;
  } catch {
    return null;
  }
}

export async function completeSocialSignup(client: ApiClient, body: CompleteSocialSignupBody): Promise<SocialSignupResult> {
  const { data } = await client.post<SocialSignupResult>('/apiV2/auth/social/signup/complete', body);
  return data;
}

export async function linkSocialSignup(client: ApiClient, password: string): Promise<SocialSignupResult> {
  const { data } = await client.post<SocialSignupResult>('/apiV2/auth/social/signup/link', { password });
  return data;
}

export async function getLoginMethods(client: ApiClient): Promise<LoginMethods> {
  const { data } = await client.get<LoginMethods>('/apiV2/auth/social/identities');
  return data;
}

export async function unlinkSocialIdentity(client: ApiClient, provider: SocialProviderCode): Promise<void> {
  await client.delete(`/apiV2/auth/social/identities/${provider.toLowerCase()}`);
}
