/**
 * Portal channels in the portal GraphQL (issue 14): the
 * channel directory, a channel's public page and follows. `Channel` is already CurrentUser's own channel, so the
 * public shapes are ChannelPage and ChannelSummary. Status arguments are Strings checked by
 * src/server/channels/channel-arguments.ts, so an unknown value gets a Korean 400.
 */
export const channelsGraphqlSchema = /* GraphQL */ `
  "A channel in the directory (/channel)."
  type ChannelSummary {
    id: ID!
    url: String!
    title: String!
    introduction: String!
    "An uploaded logo (/uploads/…), or null when the logo is logoSvg."
    logoUrl: String
    "A generated logo as SVG markup (show it as an image, e.g. a data: URL), when there is no logoUrl."
    logoSvg: String
    followerCount: Int!
    "Its published postings still open or upcoming."
    openPostingCount: Int!
  }

  type ChannelSummaryConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [ChannelSummary!]!
  }

  "A corporate channel's public page (/channel/{url})."
  type ChannelPage {
    id: ID!
    url: String!
    title: String!
    "Plain text; show its line breaks."
    introduction: String!
    logoUrl: String
    logoSvg: String
    followerCount: Int!
    "False for a visitor."
    viewerIsFollowing: Boolean!
    "True when the viewer owns the channel (they cannot follow it)."
    viewerIsOwner: Boolean!
    "Published postings still open or upcoming, and those closed."
    openPostingCount: Int!
    closedPostingCount: Int!
    "The page of postings of the status asked for: OPEN soonest deadline first, CLOSED latest ended first."
    postings: PostingConnection!
  }

  type ChannelFollowResult {
    channelId: ID!
    following: Boolean!
    followerCount: Int!
  }

  extend type Query {
    "Active channels of the brand, most followed first; page from 1, pageSize 1-50 (20)."
    channels(page: Int, pageSize: Int): ChannelSummaryConnection!
    "An active channel by url with a page of its postings (postingStatus OPEN (default) or CLOSED, pageSize 1-50 (12)); null when none."
    channelPage(url: String!, postingStatus: String, page: Int, pageSize: Int): ChannelPage
    "Active channels whose title contains the query or is close to it (one typo), best first; query at most 100 characters, limit 1-20 (5). /search shows them above the postings."
    searchChannels(query: String!, limit: Int): [ChannelSummary!]!
  }

  extend type Mutation {
    "Idempotent; members only, not the channel's owner."
    followChannel(channelId: ID!): ChannelFollowResult!
    "Idempotent; members only."
    unfollowChannel(channelId: ID!): ChannelFollowResult!
  }
`;
