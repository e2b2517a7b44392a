/**
 * Typed calls of the corporate site's own account (src/contracts/corporate-accounts.ts): the company's
 * profile and its edit. The sign-up is auth-api's register with type CORPORATE. Client first.
 */
import type { ApiClient } from './api-client';
import type { CorporateProfile, UpdateCorporateProfileBody } from '../../contracts/corporate-accounts';

export type { CorporateApprovalStatus, CorporateProfile, UpdateCorporateProfileBody } from '../../contracts/corporate-accounts';

export const CORPORATE_PROFILE_PATH = '/apiV2/corporate/profile';
export const CORPORATE_PROFILE_QUERY_KEY = ['corporate', 'profile'] as const;

export async function getCorporateProfile(client: ApiClient): Promise<CorporateProfile> {
  const { data } = await client.get<CorporateProfile>(CORPORATE_PROFILE_PATH);
  return data;
}

export async function updateCorporateProfile(client: ApiClient, body: UpdateCorporateProfileBody): Promise<CorporateProfile> {
  const { data } = await client.put<CorporateProfile>(CORPORATE_PROFILE_PATH, body);
  return data;
}
