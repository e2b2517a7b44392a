/**
 * The console's corporate approval queue (ADR 24, src/contracts/corporate-accounts.ts): the list, approve,
 * and reject with a reason. Client first.
 */
import type { ApiClient } from './api-client';
import type {
  CorporateAccountPage,
  CorporateAccountsQuery,
  CorporateReviewResult,
} from '../../contracts/corporate-accounts';

export type { CorporateAccountListItem, CorporateAccountPage, CorporateApprovalStatus } from '../../contracts/corporate-accounts';

const BASE = '/apiV2/admin/corporate-accounts';

export const consoleCorporateAccountsKey = (query: CorporateAccountsQuery) => ['console', 'corporate-accounts', query] as const;

export async function listCorporateAccounts(client: ApiClient, query: CorporateAccountsQuery): Promise<CorporateAccountPage> {
  const { data } = await client.get<CorporateAccountPage>(BASE, { params: query });
  return data;
}

export async function approveCorporateAccount(client: ApiClient, userId: string): Promise<CorporateReviewResult> {
  const { data } = await client.post<CorporateReviewResult>(`${BASE}/${encodeURIComponent(userId)}/approve`);
  return data;
}

export async function rejectCorporateAccount(client: ApiClient, userId: string, reason: string): Promise<CorporateReviewResult> {
  const { data } = await client.post<CorporateReviewResult>(`${BASE}/${encodeURIComponent(userId)}/reject`, { reason });
  return data;
}
