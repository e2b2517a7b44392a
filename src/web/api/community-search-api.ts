/**
 * Lists of community posts that are not a board's page: search across the community or within one board,
 * and the member's scraps. Both answer a CommunityPostPage of the same summary rows the boards show.
 */
import { POST_SUMMARY_FIELDS } from './community-posts-api';
import type { GraphqlRequester } from './graphql-clients';
import type {
  MyCommunityScrapsQuery,
  MyCommunityScrapsQueryVariables,
  SearchCommunityPostsQuery,
  SearchCommunityPostsQueryVariables,
} from './graphql/community-operations.generated';

export type CommunityPostPage = SearchCommunityPostsQuery['searchCommunityPosts'];

/** Written as a literal in the documents below, for the same reason as BOARD_POSTS_PAGE_SIZE. */
export const COMMUNITY_LIST_PAGE_SIZE = 20;

export const SEARCH_COMMUNITY_POSTS_QUERY = /* GraphQL */ `
  query SearchCommunityPosts($query: String!, $boardSlug: String, $page: Int) {
    searchCommunityPosts(query: $query, boardSlug: $boardSlug, page: $page, pageSize: 20) {
      totalCount
      page
      pageSize
      nodes {
        ...CommunityPostSummaryFields
      }
    }
  }
  ${POST_SUMMARY_FIELDS}
`;

export async function searchCommunityPosts(
  client: GraphqlRequester,
  args: { query: string; boardSlug: string | null; page: number },
): Promise<CommunityPostPage> {
  const data = await client.request<SearchCommunityPostsQuery, SearchCommunityPostsQueryVariables>(
    SEARCH_COMMUNITY_POSTS_QUERY,
    args,
  );
  return data.searchCommunityPosts;
}

export const MY_COMMUNITY_SCRAPS_QUERY = /* GraphQL */ `
  query MyCommunityScraps($page: Int) {
    myCommunityScraps(page: $page, pageSize: 20) {
      totalCount
      page
      pageSize
      nodes {
        ...CommunityPostSummaryFields
      }
    }
  }
  ${POST_SUMMARY_FIELDS}
`;

export async function getMyCommunityScraps(client: GraphqlRequester, page: number): Promise<CommunityPostPage> {
  const data = await client.request<MyCommunityScrapsQuery, MyCommunityScrapsQueryVariables>(MY_COMMUNITY_SCRAPS_QUERY, {
    page,
  });
  return data.myCommunityScraps;
}
