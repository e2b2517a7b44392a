/**
 * A member's interests (/manage/welcome) and 추천 (the home's row) over the portal GraphQL (docs/CONTRACTS.md "Portal
 * notifications and 추천"). Members only: a visitor's call is refused (401).
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  RecommendationBasis,
  RecommendedPostingsQuery,
  RecommendedPostingsQueryVariables,
  UpdateViewerInterestsMutation,
  UpdateViewerInterestsMutationVariables,
  ViewerInterestsQuery,
} from './graphql/portal-operations.generated';

export type { RecommendationBasis };
export type ViewerInterests = ViewerInterestsQuery['viewerInterests'];
export type RecommendedPostingPage = RecommendedPostingsQuery['recommendedPostings'];
export type RecommendedPosting = RecommendedPostingPage['nodes'][number];

export const VIEWER_INTERESTS_QUERY = /* GraphQL */ `
  query ViewerInterests {
    viewerInterests {
      interests
      targets
      onboarded
    }
  }
`;

export async function getViewerInterests(client: GraphqlRequester): Promise<ViewerInterests> {
  const data = await client.request<ViewerInterestsQuery>(VIEWER_INTERESTS_QUERY);
  return data.viewerInterests;
}

export const UPDATE_VIEWER_INTERESTS_MUTATION = /* GraphQL */ `
  mutation UpdateViewerInterests($interests: [String!]!, $targets: [String!]!) {
    updateViewerInterests(interests: $interests, targets: $targets) {
      interests
      targets
      onboarded
    }
  }
`;

/** Saves posting field codes (interests) and target codes; the server checks them (Korean 400). */
export async function updateViewerInterests(
  client: GraphqlRequester,
  input: { interests: string[]; targets: string[] },
): Promise<ViewerInterests> {
  const data = await client.request<UpdateViewerInterestsMutation, UpdateViewerInterestsMutationVariables>(
    UPDATE_VIEWER_INTERESTS_MUTATION,
    input,
  );
  return data.updateViewerInterests;
}

export const RECOMMENDED_POSTINGS_QUERY = /* GraphQL */ `
  query RecommendedPostings($page: Int, $pageSize: Int) {
    recommendedPostings(page: $page, pageSize: $pageSize) {
      basis
      totalCount
      page
      pageSize
      nodes {
        id
        kind
        title
        organiserName
        organiserType
        posterUrl
        posterSvg
        receptionEndAt
        status
        dDay
        scrapCount
        views
        viewerHasScrapped
      }
    }
  }
`;

export async function getRecommendedPostings(
  client: GraphqlRequester,
  args: { page?: number; pageSize?: number } = {},
): Promise<RecommendedPostingPage> {
  const data = await client.request<RecommendedPostingsQuery, RecommendedPostingsQueryVariables>(RECOMMENDED_POSTINGS_QUERY, {
    page: args.page ?? null,
    pageSize: args.pageSize ?? null,
  });
  return data.recommendedPostings;
}
