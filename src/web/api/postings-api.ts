/**
 * Portal postings (공고) over the portal GraphQL (docs/CONTRACTS.md "Portal postings"): lists with filters,
 * sorts and pages, one posting's page, search, the closing-soon row, the view counter and scraps. Every function
 * takes the client first, so SSR (createSsrPortalClient) and the browser (getBrowserPortalClient) share them.
 */
import type { PostingSort } from '../../contracts/postings';
import type { GraphqlRequester } from './graphql-clients';
import type {
  CareerLevel,
  ClosingSoonPostingsQuery,
  ClosingSoonPostingsQueryVariables,
  EmploymentType,
  NursingJobPostingsQuery,
  NursingJobPostingsQueryVariables,
  OrganiserType,
  PostingCardFieldsFragment,
  PostingDetailQuery,
  PostingDetailQueryVariables,
  PostingFilter,
  PostingKind,
  PostingListQuery,
  PostingListQueryVariables,
  PostingStatus,
  RecordPostingViewMutation,
  RecordPostingViewMutationVariables,
  ScrapPostingMutation,
  ScrapPostingMutationVariables,
  SearchPostingsQuery,
  SearchPostingsQueryVariables,
  UnscrapPostingMutation,
  UnscrapPostingMutationVariables,
} from './graphql/portal-operations.generated';

// Generated from the portal schema and the documents below (npm run codegen).
export type { CareerLevel, EmploymentType, OrganiserType, PostingFilter, PostingKind, PostingStatus };

/** One posting as every list, card and row shows it. */
export type PostingSummary = PostingCardFieldsFragment;
export type PostingPage = PostingListQuery['postings'];
export type PostingDetail = NonNullable<PostingDetailQuery['posting']>;
export type PostingFull = PostingDetail['posting'];
export type PostingChannelCard = PostingDetail['channel'];
export type PostingSearchResult = SearchPostingsQuery['searchPostings'];
export type PostingScrapResult = ScrapPostingMutation['scrapPosting'];

export const POSTING_CARD_FIELDS = /* GraphQL */ `
  fragment PostingCardFields on Posting {
    id
    kind
    title
    channelId
    organiserName
    organiserType
    fields
    targets
    region
    benefits
    prizeMoney
    employmentType
    careerLevel
    posterUrl
    posterSvg
    receptionStartAt
    receptionEndAt
    writtenTestAt
    views
    scrapCount
    commentCount
    publishedAt
    status
    dDay
    viewerHasScrapped
  }
`;

export const POSTING_LIST_QUERY = /* GraphQL */ `
  query PostingList($filter: PostingFilter, $sort: String, $page: Int, $pageSize: Int) {
    postings(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        ...PostingCardFields
      }
    }
  }
  ${POSTING_CARD_FIELDS}
`;

export interface PostingListArgs {
  filter?: PostingFilter;
  sort?: PostingSort;
  page?: number;
  pageSize?: number;
}

/** Published postings matching every given filter (values within one filter are alternatives). */
export async function getPostings(client: GraphqlRequester, args: PostingListArgs = {}): Promise<PostingPage> {
  const data = await client.request<PostingListQuery, PostingListQueryVariables>(POSTING_LIST_QUERY, {
    filter: args.filter ?? null,
    sort: args.sort ?? null,
    page: args.page ?? null,
    pageSize: args.pageSize ?? null,
  });
  return data.postings;
}

export const CLOSING_SOON_POSTINGS_QUERY = /* GraphQL */ `
  query ClosingSoonPostings($days: Int, $limit: Int) {
    closingSoonPostings(days: $days, limit: $limit) {
      ...PostingCardFields
    }
  }
  ${POSTING_CARD_FIELDS}
`;

/** Open postings whose reception ends within `days` KST days, soonest first. */
export async function getClosingSoonPostings(
  client: GraphqlRequester,
  args: { days?: number; limit?: number } = {},
): Promise<PostingSummary[]> {
  const data = await client.request<ClosingSoonPostingsQuery, ClosingSoonPostingsQueryVariables>(
    CLOSING_SOON_POSTINGS_QUERY,
    { days: args.days ?? null, limit: args.limit ?? null },
  );
  return data.closingSoonPostings;
}

/** What a posting's page shows; the corporate preview (posting-management-api.ts) selects the same, so it is this page. */
export const POSTING_DETAIL_FIELDS = /* GraphQL */ `
  fragment PostingDetailFields on PostingDetail {
    posting {
      ...PostingCardFields
      applyUrl
      applyEmail
      acceptsApplications
      announcementAt
      writtenTestExamTypeSlugs
    }
    bodyHtml
    channel {
      id
      url
      title
      openPostingCount
    }
    related {
      ...PostingCardFields
    }
  }
  ${POSTING_CARD_FIELDS}
`;

export const POSTING_DETAIL_QUERY = /* GraphQL */ `
  query PostingDetail($id: ID!) {
    posting(id: $id) {
      ...PostingDetailFields
    }
  }
  ${POSTING_DETAIL_FIELDS}
`;

/** One published posting with its sanitised body, organiser channel and related postings; null when none. */
export async function getPosting(client: GraphqlRequester, id: string): Promise<PostingDetail | null> {
  const data = await client.request<PostingDetailQuery, PostingDetailQueryVariables>(POSTING_DETAIL_QUERY, { id });
  return data.posting ?? null;
}

export const SEARCH_POSTINGS_QUERY = /* GraphQL */ `
  query SearchPostings($query: String!, $kind: String, $statuses: [String!], $page: Int, $pageSize: Int) {
    searchPostings(query: $query, kind: $kind, statuses: $statuses, page: $page, pageSize: $pageSize) {
      totalCount
      countsByKind {
        contest
        activity
        internship
        recruit
      }
      countsByStatus {
        upcoming
        open
        closed
      }
      page
      pageSize
      nodes {
        ...PostingCardFields
      }
    }
  }
  ${POSTING_CARD_FIELDS}
`;

export interface SearchPostingsArgs {
  query: string;
  kind?: PostingKind;
  /** Reception states kept; absent for every state. */
  statuses?: PostingStatus[];
  page?: number;
  pageSize?: number;
}

/**
 * Title and organiser search (substring, one typo, 초성) in the reception states asked for; counts per kind whatever
 * kind was asked for, and per state whatever states were.
 */
export async function searchPostings(client: GraphqlRequester, args: SearchPostingsArgs): Promise<PostingSearchResult> {
  const data = await client.request<SearchPostingsQuery, SearchPostingsQueryVariables>(SEARCH_POSTINGS_QUERY, {
    query: args.query,
    kind: args.kind ?? null,
    statuses: args.statuses ?? null,
    page: args.page ?? null,
    pageSize: args.pageSize ?? null,
  });
  return data.searchPostings;
}

export const NURSING_JOB_POSTINGS_QUERY = /* GraphQL */ `
  query NursingJobPostings($page: Int, $pageSize: Int) {
    nursingJobPostings(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        ...PostingCardFields
      }
    }
  }
  ${POSTING_CARD_FIELDS}
`;

/** Brand B's 채용공고 (ADR 45): the portal's jobs in 보건·의료, open ones first by deadline; answered on every host. */
export async function getNursingJobPostings(client: GraphqlRequester, args: { page?: number; pageSize?: number } = {}): Promise<PostingPage> {
  const data = await client.request<NursingJobPostingsQuery, NursingJobPostingsQueryVariables>(NURSING_JOB_POSTINGS_QUERY, {
    page: args.page ?? null,
    pageSize: args.pageSize ?? null,
  });
  return data.nursingJobPostings;
}

export const RECORD_POSTING_VIEW_MUTATION = /* GraphQL */ `
  mutation RecordPostingView($id: ID!) {
    recordPostingView(id: $id)
  }
`;

/** Counts this visitor's view (once per KST day on the server); returns the posting's views. */
export async function recordPostingView(client: GraphqlRequester, id: string): Promise<number> {
  const data = await client.request<RecordPostingViewMutation, RecordPostingViewMutationVariables>(
    RECORD_POSTING_VIEW_MUTATION,
    { id },
  );
  return data.recordPostingView;
}

export const SCRAP_POSTING_MUTATION = /* GraphQL */ `
  mutation ScrapPosting($id: ID!) {
    scrapPosting(id: $id) {
      postingId
      scrapped
      scrapCount
    }
  }
`;

export const UNSCRAP_POSTING_MUTATION = /* GraphQL */ `
  mutation UnscrapPosting($id: ID!) {
    unscrapPosting(id: $id) {
      postingId
      scrapped
      scrapCount
    }
  }
`;

/** Scraps (`scrapped` true) or unscraps a posting; idempotent, members only (a visitor gets 401). */
export async function setPostingScrap(
  client: GraphqlRequester,
  id: string,
  scrapped: boolean,
): Promise<PostingScrapResult> {
  if (scrapped) {
    const data = await client.request<ScrapPostingMutation, ScrapPostingMutationVariables>(SCRAP_POSTING_MUTATION, { id });
    return data.scrapPosting;
  }
  const data = await client.request<UnscrapPostingMutation, UnscrapPostingMutationVariables>(UNSCRAP_POSTING_MUTATION, {
    id,
  });
  return data.unscrapPosting;
}
