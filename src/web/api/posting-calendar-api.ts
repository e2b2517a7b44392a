/**
 * A member's scrapped postings and the postings calendar over the portal GraphQL (docs/CONTRACTS.md "Portal
 * postings"; server: src/server/routes/portal/posting-calendar-graphql.ts). Every function takes the client first, so
 * SSR (createSsrPortalClient) and the browser (getBrowserPortalClient) share them.
 */
import type { ScrappedPostingSort } from '../../contracts/postings';
import type { GraphqlRequester } from './graphql-clients';
import type {
  PostingCalendarQuery,
  PostingCalendarQueryVariables,
  PostingKind,
  ScrappedPostingCountsQuery,
  ScrappedPostingCountsQueryVariables,
  ScrappedPostingsQuery,
  ScrappedPostingsQueryVariables,
} from './graphql/portal-operations.generated';

export type ScrappedPostingPage = ScrappedPostingsQuery['scrappedPostings'];
export type ScrappedPosting = ScrappedPostingPage['nodes'][number];
export type ScrappedPostingCounts = ScrappedPostingCountsQuery['scrappedPostingCounts'];
export type PostingCalendarEntry = PostingCalendarQuery['postingCalendar'][number];
export type CalendarPosting = PostingCalendarEntry['posting'];

/** What the scrap page's cards show of a posting. */
const MY_POSTING_FIELDS = /* GraphQL */ `
  fragment MyPostingFields on Posting {
    id
    kind
    title
    organiserName
    organiserType
    posterUrl
    posterSvg
    receptionStartAt
    receptionEndAt
    writtenTestAt
    views
    scrapCount
    status
    dDay
    viewerHasScrapped
  }
`;

export const SCRAPPED_POSTINGS_QUERY = /* GraphQL */ `
  query ScrappedPostings($kind: String, $sort: String, $page: Int, $pageSize: Int) {
    scrappedPostings(kind: $kind, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        ...MyPostingFields
      }
    }
  }
  ${MY_POSTING_FIELDS}
`;

export interface ScrappedPostingsArgs {
  kind?: PostingKind;
  sort?: ScrappedPostingSort;
  page?: number;
  pageSize?: number;
}

/** The member's scrapped postings (closed ones included); members only (a visitor gets 401). */
export async function getScrappedPostings(
  client: GraphqlRequester,
  args: ScrappedPostingsArgs = {},
): Promise<ScrappedPostingPage> {
  const data = await client.request<ScrappedPostingsQuery, ScrappedPostingsQueryVariables>(SCRAPPED_POSTINGS_QUERY, {
    kind: args.kind ?? null,
    sort: args.sort ?? null,
    page: args.page ?? null,
    pageSize: args.pageSize ?? null,
  });
  return data.scrappedPostings;
}

export const SCRAPPED_POSTING_COUNTS_QUERY = /* GraphQL */ `
  query ScrappedPostingCounts {
    scrappedPostingCounts {
      contest
      activity
      internship
      recruit
    }
  }
`;

/** How many postings of each kind the member has scrapped (the scrap page's tabs). */
export async function getScrappedPostingCounts(client: GraphqlRequester): Promise<ScrappedPostingCounts> {
  const data = await client.request<ScrappedPostingCountsQuery, ScrappedPostingCountsQueryVariables>(
    SCRAPPED_POSTING_COUNTS_QUERY,
  );
  return data.scrappedPostingCounts;
}

/**
 * What the calendar's rows show of a posting: no poster (a generated poster is kilobytes of SVG, and a month holds a
 * few hundred entries that the page's server render sends again as data).
 */
const CALENDAR_POSTING_FIELDS = /* GraphQL */ `
  fragment CalendarPostingFields on Posting {
    id
    kind
    title
    organiserName
    receptionEndAt
    writtenTestAt
    status
    dDay
  }
`;

export const POSTING_CALENDAR_QUERY = /* GraphQL */ `
  query PostingCalendar($month: String!, $scrappedOnly: Boolean) {
    postingCalendar(month: $month, scrappedOnly: $scrappedOnly) {
      date
      type
      posting {
        ...CalendarPostingFields
      }
    }
  }
  ${CALENDAR_POSTING_FIELDS}
`;

/** Postings placed on a KST month (`2026-11`) by their start, end and written test days; scrappedOnly for members. */
export async function getPostingCalendar(
  client: GraphqlRequester,
  args: { month: string; scrappedOnly?: boolean },
): Promise<PostingCalendarEntry[]> {
  const data = await client.request<PostingCalendarQuery, PostingCalendarQueryVariables>(POSTING_CALENDAR_QUERY, {
    month: args.month,
    scrappedOnly: args.scrappedOnly ?? null,
  });
  return data.postingCalendar;
}
