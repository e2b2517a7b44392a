/** What a login page's getServerSideProps adds for Kakao and Naver: the offered providers and a failure. */
import type { ApiClient } from '../api/api-client';
import type { ParsedUrlQuery } from 'node:querystring';
import { parseSocialFailure } from '../../config/social-login';
import { getSocialProviders, type SocialProviderCode } from '../api/social-login-api';

export interface SocialLoginProps {
  socialProviders: SocialProviderCode[];
  socialError: string | null;
}

export async function loadSocialLoginProps(client: ApiClient, query: ParsedUrlQuery): Promise<SocialLoginProps> {
  return { socialProviders: await getSocialProviders(client), socialError: parseSocialFailure(query) };
}
