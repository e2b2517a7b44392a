/**
 * The console's community report queue (ADR 24, src/contracts/community-reports.ts): targets with open
 * reports and a decision on one (hide, restore, dismiss). Client first.
 */
import type { ApiClient } from './api-client';
import type {
  CommunityReportsQuery,
  ReportDecision,
  ReportDecisionResult,
  ReportedTarget,
  ReportedTargetPage,
} from '../../contracts/community-reports';

export type {
  CommunityReportReason,
  ReportDecision,
  ReportDecisionResult,
  ReportedTarget,
  ReportedTargetPage,
} from '../../contracts/community-reports';

const BASE = '/apiV2/admin/community-reports';

export const consoleCommunityReportsKey = (query: CommunityReportsQuery) => ['console', 'community-reports', query] as const;

export async function listCommunityReports(client: ApiClient, query: CommunityReportsQuery): Promise<ReportedTargetPage> {
  const { data } = await client.get<ReportedTargetPage>(BASE, { params: query });
  return data;
}

export async function decideCommunityReport(
  client: ApiClient,
  target: Pick<ReportedTarget, 'kind' | 'postId' | 'commentId'>,
  decision: ReportDecision,
): Promise<ReportDecisionResult> {
  const path = target.kind === 'POST' ? `posts/${target.postId}` : `comments/${target.commentId}`;
  const { data } = await client.post<ReportDecisionResult>(`${BASE}/${path}/${decision}`);
  return data;
}
