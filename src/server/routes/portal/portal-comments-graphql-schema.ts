/**
 * Members' comments on postings and channels in the portal GraphQL (issue 14): a thread per posting or channel (one
 * level of replies), writing, replying, deleting, and a member's own channel comments with the answers to them
 * (/accounts/channel-comment, /accounts/reply).
 */
export const portalCommentsGraphqlSchema = /* GraphQL */ `
  type PortalComment {
    id: ID!
    "Null for a top-level comment."
    parentId: ID
    "Plain text as written (render as text, keep line breaks); empty when deleted."
    body: String!
    deleted: Boolean!
    "The author's nickname, else their name masked (김*늘); the channel's title for its manager; empty when deleted."
    authorName: String!
    "Written by the manager of the channel the thread belongs to (담당자)."
    authorIsChannelManager: Boolean!
    "ISO 8601 instant; show it in KST."
    createdAt: String!
    viewerIsAuthor: Boolean!
    "The viewer wrote it or is an ADMIN."
    viewerCanDelete: Boolean!
    "Standing replies, oldest first (always empty on a reply)."
    replies: [PortalComment!]!
  }

  type PortalCommentConnection {
    "Top-level comments shown; paging counts these."
    totalCount: Int!
    "Standing comments and replies on the posting or channel."
    commentCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [PortalComment!]!
  }

  type MyChannelCommentChannel {
    id: ID!
    url: String!
    title: String!
    deactivated: Boolean!
  }

  type MyChannelComment {
    comment: PortalComment!
    channel: MyChannelCommentChannel!
  }

  type MyChannelCommentConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [MyChannelComment!]!
  }

  "Exactly one of postingId and channelId; parentId to reply to a top-level comment of the same posting or channel."
  input CreatePortalCommentInput {
    postingId: ID
    channelId: ID
    parentId: ID
    "1-1000 characters once trimmed."
    body: String!
  }

  type CreatePortalCommentResult {
    comment: PortalComment!
    "The posting's comment count after it; null on a channel."
    commentCount: Int
  }

  type DeletePortalCommentResult {
    id: ID!
    commentCount: Int
  }

  extend type Query {
    "Comments of a posting or a channel (exactly one), oldest first, paged by top-level comment (pageSize 1-50, 20)."
    portalComments(postingId: ID, channelId: ID, page: Int, pageSize: Int): PortalCommentConnection!
    "The member's comments on channels, newest first; answeredOnly: those someone else has replied to. Members only."
    myChannelComments(answeredOnly: Boolean, page: Int, pageSize: Int): MyChannelCommentConnection!
  }

  extend type Mutation {
    "Members only; rate limited."
    createPortalComment(input: CreatePortalCommentInput!): CreatePortalCommentResult!
    "Soft delete by the author or an ADMIN; rate limited."
    deletePortalComment(id: ID!): DeletePortalCommentResult!
  }
`;
