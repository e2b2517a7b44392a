/**
 * Postings on the portal GraphQL (lists, search, scraps, the calendar and a company's managed postings): the bounds,
 * sort and filter names the server's argument parsers enforce and the web's lists, tabs and forms offer. Plain values
 * without typebox, so the browser imports them as values (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

export const POSTINGS_DEFAULT_PAGE_SIZE = 20;
export const POSTINGS_MAX_PAGE_SIZE = 50;
/** The longest posting search (characters once trimmed). */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** 최신순, 마감임박순, 인기순(조회), 스크랩순. */
export const POSTING_SORTS = ['LATEST', 'DEADLINE', 'POPULAR', 'SCRAPS'] as const;
export type PostingSort = (typeof POSTING_SORTS)[number];

/** `SCRAPPED`: newest scrap first (the default); `DEADLINE`: open and upcoming by reception end, closed ones last. */
export const SCRAPPED_POSTING_SORTS = ['SCRAPPED', 'DEADLINE'] as const;
export type ScrappedPostingSort = (typeof SCRAPPED_POSTING_SORTS)[number];

/** The calendar's months run 2000-01..2100-12 (a wider range is only a way to scan nothing). */
export const FIRST_CALENDAR_YEAR = 2000;
export const LAST_CALENDAR_YEAR = 2100;

/** The tabs of /activities/{status}. ALL includes REJECTED (shown with its reason); OPEN is live and not yet closed. */
export const MANAGED_POSTING_FILTERS = ['ALL', 'DRAFT', 'IN_REVIEW', 'OPEN', 'CLOSED'] as const;
export type ManagedPostingFilter = (typeof MANAGED_POSTING_FILTERS)[number];
export const MANAGED_POSTINGS_PAGE_SIZE = 10;

/**
 * Brand B's 채용공고 (`/list/jobs` on the shop, ADR 45): the portal's published jobs (채용 and 인턴) in 보건·의료.
 * Companies post only on brand A's corporate site, so this is a slice of brand A's postings, answered on every host.
 */
export const NURSING_JOB_KINDS = ['RECRUIT', 'INTERNSHIP'] as const;
export const NURSING_JOB_FIELDS = ['HEALTHCARE'] as const;
export const NURSING_JOBS_PAGE_SIZE = 20;
