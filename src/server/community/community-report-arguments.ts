/**
 * Checks of the arguments of likes, scraps and reports (docs/CONTRACTS.md "Community", ADR 20), before any query
 * runs: a report's reason and detail, and the paging of a member's scraps.
 */
import { COMMUNITY_REPORT_REASONS, type CommunityReportReason } from '../../db/schema';
import { hasBadTextCharacters } from '../comments/comment-arguments';
import { type Paging, parsePaging } from '../paging/parse-paging';
import { communityErrors } from './community-errors';
import { REPORT_DETAIL_MAX_LENGTH } from '../../contracts/community';
import { moderationErrors } from './community-moderation-errors';

export interface CommunityReportFields {
  reason: CommunityReportReason;
  /** Trimmed; empty unless given (never empty for OTHER). */
  detail: string;
}

/**
 * A report's reason and detail: the detail is trimmed and at most 300 characters (code points); OTHER says nothing by
 * itself, so it needs 1–300. 400 with the form's Korean wording otherwise.
 */
export function parseCommunityReportInput(input: { reason: string; detail?: string | null }): CommunityReportFields {
  if (!(COMMUNITY_REPORT_REASONS as readonly string[]).includes(input.reason)) throw moderationErrors.invalidReportReason();
  const reason = input.reason as CommunityReportReason;
  const detail = (input.detail ?? '').trim();
  if (hasBadTextCharacters(detail)) throw moderationErrors.reportDetailBadCharacters();
  if ([...detail].length > REPORT_DETAIL_MAX_LENGTH) throw moderationErrors.reportDetailTooLong();
  if (reason === 'OTHER' && detail.length === 0) throw moderationErrors.reportDetailRequired();
  return { reason, detail };
}

export const MY_SCRAPS_DEFAULT_PAGE_SIZE = 20;

/** myCommunityScraps: `page` from 1 (at most 100,000), `pageSize` 1..50 (default 20); 400 INVALID_PAGE otherwise. */
export function parseMyScrapsPaging(args: { page?: number | null; pageSize?: number | null }): Paging {
  return parsePaging(args, {
    defaultPageSize: MY_SCRAPS_DEFAULT_PAGE_SIZE,
    maxPageSize: 50,
    maxPage: 100_000,
    invalid: communityErrors.invalidPage,
  });
}
