/**
 * Portal channels in the portal GraphQL: the
 * channel directory, a channel's public page and follows. `Channel` is already CurrentUser's own channel, so the
 * public shapes are ChannelPage and ChannelSummary. Status arguments are Strings checked by
 * src/server/channels/channel-arguments.ts, so an unknown value gets a Korean 400.
 * Channel management (ADR 23): a company's own channel as the corporate site's /channel edits it
 * (ManagedChannel), its writes, and the comments it wrote as the channel (/channel/written-comment). Approved
 * corporate members only (src/server/channels/channel-policy.ts).
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
    "A wide cover image (/uploads/…) the company set on the corporate site, or null."
    coverUrl: String
    "The company's homepage: an absolute http(s) URL, or null."
    homepage: String
    "업종 and 기업 규모 as values of src/config/channel-profile.ts's lists, or null."
    industry: String
    companySize: String
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

  "The company's own channel, as /channel on the corporate site edits it."
  type ManagedChannel {
    id: ID!
    url: String!
    title: String!
    "Plain text, at most 1,000 characters."
    introduction: String!
    "An absolute http(s) URL, or null."
    homepage: String
    "A value of CHANNEL_INDUSTRIES (src/config/channel-profile.ts); null for channels made before it was asked."
    industry: String
    "A value of CHANNEL_COMPANY_SIZES; null for channels made before it was asked."
    companySize: String
    logoUrl: String
    logoSvg: String
    coverUrl: String
    followerCount: Int!
    "Paused by the company: its public page answers not-found until it is reactivated."
    deactivated: Boolean!
    deactivatedAt: String
    createdAt: String!
    updatedAt: String!
  }

  "The fields of a channel; the rules and Korean messages are src/config/channel-profile.ts's."
  input ChannelInput {
    "3-30 lowercase letters, digits and inner hyphens; not a reserved word; unique."
    url: String!
    "1-40 characters."
    title: String!
    introduction: String
    homepage: String
    industry: String!
    companySize: String!
    "A completed image upload of the company's (attachmentCompleteUpload); omitted keeps the current logo."
    logoAttachmentId: ID
    coverAttachmentId: ID
    "Take the current logo or cover off (ignored when a new one is given)."
    removeLogo: Boolean
    removeCover: Boolean
  }

  type ChannelCommentPosting {
    id: ID!
    title: String!
  }

  type ChannelCommentParent {
    authorName: String!
    "Empty when that comment was deleted."
    body: String!
    deleted: Boolean!
  }

  "A comment the channel wrote: on its own thread (posting null) or on one of its postings' threads."
  type ChannelWrittenComment {
    comment: PortalComment!
    posting: ChannelCommentPosting
    "The comment it answers, for a reply."
    inReplyTo: ChannelCommentParent
  }

  type ChannelWrittenCommentConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    "The channel's url and title (null when the company has no channel yet)."
    channelUrl: String
    channelTitle: String
    nodes: [ChannelWrittenComment!]!
  }

  extend type Query {
    "The approved company's own channel (deactivated or not), or null when it has none. Corporate members only."
    myChannel: ManagedChannel
    "Comments the company wrote as its channel on the threads it manages, newest first; pageSize 1-50 (10)."
    channelWrittenComments(page: Int, pageSize: Int): ChannelWrittenCommentConnection!
    "Active channels of the brand, most followed first; page from 1, pageSize 1-50 (20)."
    channels(page: Int, pageSize: Int): ChannelSummaryConnection!
    "An active channel by url with a page of its postings (postingStatus OPEN (default) or CLOSED, pageSize 1-50 (12)); null when none."
    channelPage(url: String!, postingStatus: String, page: Int, pageSize: Int): ChannelPage
    "Active channels whose title contains the query or is close to it (one typo), best first; query at most 100 characters, limit 1-20 (5). /search shows them above the postings."
    searchChannels(query: String!, limit: Int): [ChannelSummary!]!
  }

  extend type Mutation {
    "The approved company's one channel; logo and cover are attached in its transaction. 409 for a reused url or a second channel."
    createChannel(input: ChannelInput!): ManagedChannel!
    "Edits the company's own channel (403 for another's, 404 for none)."
    updateChannel(id: ID!, input: ChannelInput!): ManagedChannel!
    "Pauses the company's own channel: its public page answers not-found. Idempotent; audited."
    deactivateChannel(id: ID!): ManagedChannel!
    "Brings the paused channel back. Idempotent; audited."
    reactivateChannel(id: ID!): ManagedChannel!
    "Idempotent; members only, not the channel's owner."
    followChannel(channelId: ID!): ChannelFollowResult!
    "Idempotent; members only."
    unfollowChannel(channelId: ID!): ChannelFollowResult!
  }
`;
