/**
 * Portal channels over the portal GraphQL (SDL in src/server/routes/portal/channels-graphql-schema.ts): the
 * directory (/channel), a channel's page with its open or closed postings (/channel/{url}) and follows. Every function
 * takes the client first, so SSR (createSsrPortalClient) and the browser share them.
 */
import { CHANNEL_PAGE_POSTINGS, type ChannelPostingStatus } from '../../contracts/channels';
import type { GraphqlRequester } from './graphql-clients';
import type {
  ChannelDirectoryQuery,
  ChannelDirectoryQueryVariables,
  ChannelPageQuery,
  ChannelPageQueryVariables,
  FollowChannelMutation,
  SearchChannelsQuery,
  SearchChannelsQueryVariables,
  FollowChannelMutationVariables,
  UnfollowChannelMutation,
  UnfollowChannelMutationVariables,
} from './graphql/portal-operations.generated';

export type ChannelDirectoryPage = ChannelDirectoryQuery['channels'];
export type ChannelSummary = ChannelDirectoryPage['nodes'][number];
export type ChannelPageData = NonNullable<ChannelPageQuery['channelPage']>;
export type ChannelPosting = ChannelPageData['postings']['nodes'][number];
export type ChannelFollowResult = FollowChannelMutation['followChannel'];
export type ChannelSearchMatch = SearchChannelsQuery['searchChannels'][number];

export const CHANNEL_DIRECTORY_QUERY = /* GraphQL */ `
  query ChannelDirectory($page: Int, $pageSize: Int) {
    channels(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        id
        url
        title
        introduction
        logoUrl
        logoSvg
        followerCount
        openPostingCount
      }
    }
  }
`;

export async function getChannelDirectory(
  client: GraphqlRequester,
  args: { page?: number; pageSize?: number } = {},
): Promise<ChannelDirectoryPage> {
  const data = await client.request<ChannelDirectoryQuery, ChannelDirectoryQueryVariables>(CHANNEL_DIRECTORY_QUERY, {
    page: args.page ?? null,
    pageSize: args.pageSize ?? null,
  });
  return data.channels;
}

export const SEARCH_CHANNELS_QUERY = /* GraphQL */ `
  query SearchChannels($query: String!, $limit: Int) {
    searchChannels(query: $query, limit: $limit) {
      id
      url
      title
      logoUrl
      logoSvg
      followerCount
      openPostingCount
    }
  }
`;

/** /search's channel matches (a few, above the postings). */
export async function searchChannels(client: GraphqlRequester, args: { query: string; limit: number }): Promise<ChannelSearchMatch[]> {
  const data = await client.request<SearchChannelsQuery, SearchChannelsQueryVariables>(SEARCH_CHANNELS_QUERY, args);
  return data.searchChannels;
}

export const CHANNEL_PAGE_QUERY = /* GraphQL */ `
  query ChannelPage($url: String!, $postingStatus: String, $page: Int, $pageSize: Int) {
    channelPage(url: $url, postingStatus: $postingStatus, page: $page, pageSize: $pageSize) {
      id
      url
      title
      introduction
      logoUrl
      logoSvg
      coverUrl
      homepage
      industry
      companySize
      followerCount
      viewerIsFollowing
      viewerIsOwner
      openPostingCount
      closedPostingCount
      postings {
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
          status
          dDay
          scrapCount
          views
        }
      }
    }
  }
`;

export interface ChannelPageArgs {
  url: string;
  postingStatus: ChannelPostingStatus;
  page: number;
}

/** An active channel by url with one page of its postings; null when there is none. */
export async function getChannelPage(client: GraphqlRequester, args: ChannelPageArgs): Promise<ChannelPageData | null> {
  const data = await client.request<ChannelPageQuery, ChannelPageQueryVariables>(CHANNEL_PAGE_QUERY, {
    url: args.url,
    postingStatus: args.postingStatus,
    page: args.page,
    pageSize: CHANNEL_PAGE_POSTINGS,
  });
  return data.channelPage ?? null;
}

export const FOLLOW_CHANNEL_MUTATION = /* GraphQL */ `
  mutation FollowChannel($channelId: ID!) {
    followChannel(channelId: $channelId) {
      channelId
      following
      followerCount
    }
  }
`;

export const UNFOLLOW_CHANNEL_MUTATION = /* GraphQL */ `
  mutation UnfollowChannel($channelId: ID!) {
    unfollowChannel(channelId: $channelId) {
      channelId
      following
      followerCount
    }
  }
`;

/** Follows or unfollows (idempotent on the server); answers the count after it. */
export async function setChannelFollow(client: GraphqlRequester, channelId: string, following: boolean): Promise<ChannelFollowResult> {
  if (following) {
    const data = await client.request<FollowChannelMutation, FollowChannelMutationVariables>(FOLLOW_CHANNEL_MUTATION, { channelId });
    return data.followChannel;
  }
  const data = await client.request<UnfollowChannelMutation, UnfollowChannelMutationVariables>(UNFOLLOW_CHANNEL_MUTATION, { channelId });
  return data.unfollowChannel;
}
