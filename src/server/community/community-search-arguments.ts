/**
 * Checks of searchCommunityPosts' arguments (docs/CONTRACTS.md "Community"), before any query runs. Apart from
 * community-arguments.ts only because the search came in its own slice; the paging rule is the board lists'.
 */
import { COMMUNITY_SEARCH_BLANK_MESSAGE, COMMUNITY_SEARCH_QUERY_MAX_LENGTH } from '../../contracts/community';
import { DomainError } from '../errors/domain-error';
import { parsePaging } from '../paging/parse-paging';
import {
  BOARD_POSTS_DEFAULT_PAGE_SIZE,
  EMBEDDABLE_POSTS_MAX_PAGE_SIZE,
  type PostPaging,
  parseBoardSlug,
} from './community-arguments';
import { communityErrors } from './community-errors';

export const communitySearchErrors = {
  /**
   * Unlike the portal's search, whose blank text lists nothing, the community's search box asks for a word: a blank
   * search has no answer to show and would only scan.
   */
  queryBlank: () => new DomainError('invalid', 'QUERY_BLANK', COMMUNITY_SEARCH_BLANK_MESSAGE),
  queryTooLong: () =>
    new DomainError('invalid', 'QUERY_TOO_LONG', `검색어는 ${COMMUNITY_SEARCH_QUERY_MAX_LENGTH}자까지 입력할 수 있습니다.`),
};

export interface CommunitySearchArgs extends PostPaging {
  /** Trimmed, 1–100 characters (code points). */
  query: string;
  /** A board of the brand to search within (still to be looked up), or null for the whole community. */
  boardSlug: string | null;
}

/** The search text: 400 QUERY_BLANK when nothing is left once trimmed, QUERY_TOO_LONG past 100 characters. */
export function parseCommunitySearchQuery(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw communitySearchErrors.queryBlank();
  // The UTF-16 length bounds the code points from above: a huge text is refused without being split.
  if (trimmed.length > COMMUNITY_SEARCH_QUERY_MAX_LENGTH && [...trimmed].length > COMMUNITY_SEARCH_QUERY_MAX_LENGTH) {
    throw communitySearchErrors.queryTooLong();
  }
  return trimmed;
}

/** searchCommunityPosts: board slug, then text, then page from 1 (up to 100,000) and pageSize 1..50 (default 20). */
export function parseCommunitySearchArgs(args: {
  query: string;
  boardSlug?: string | null;
  page?: number | null;
  pageSize?: number | null;
}): CommunitySearchArgs {
  const boardSlug = args.boardSlug == null ? null : parseBoardSlug(args.boardSlug);
  const query = parseCommunitySearchQuery(args.query);
  const paging = parsePaging(args, {
    defaultPageSize: BOARD_POSTS_DEFAULT_PAGE_SIZE,
    maxPageSize: EMBEDDABLE_POSTS_MAX_PAGE_SIZE,
    maxPage: 100_000,
    invalid: communityErrors.invalidPage,
  });
  return { query, boardSlug, ...paging };
}
