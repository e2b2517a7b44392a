/**
 * Members' comments on postings and channels in the portal GraphQL: a thread per posting or channel (one
 * level of replies), writing, replying, editing, deleting, and a member's own comments on channels and postings with
 * the answers to them (/accounts/channel-comment, /accounts/reply: 담당자 Q&A).
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
    "Its words were rewritten after it was posted (수정됨)."
    edited: Boolean!
    viewerIsAuthor: Boolean!
    "The viewer wrote it or is an ADMIN."
    viewerCanDelete: Boolean!
    "The viewer wrote it (only authors edit)."
    viewerCanEdit: Boolean!
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

  type MyCommentChannel {
    id: ID!
    url: String!
    title: String!
    deactivated: Boolean!
  }

  type MyCommentPosting {
    id: ID!
    title: String!
    "The channel that published it: its manager answers the posting's questions."
    channelTitle: String!
  }

  "A member's comment and where it stands: exactly one of channel and posting."
  type MyPortalComment {
    comment: PortalComment!
    channel: MyCommentChannel
    posting: MyCommentPosting
  }

  type MyPortalCommentConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [MyPortalComment!]!
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
    "The member's top-level comments on channels and postings, newest first; answeredOnly: those someone else has replied to. Members only."
    myPortalComments(answeredOnly: Boolean, page: Int, pageSize: Int): MyPortalCommentConnection!
  }

  extend type Mutation {
    "Members only; rate limited."
    createPortalComment(input: CreatePortalCommentInput!): CreatePortalCommentResult!
    "New words (1-1000 characters once trimmed) for the author's own standing comment; rate limited."
    updatePortalComment(id: ID!, body: String!): PortalComment!
    "Soft delete by the author or an ADMIN; rate limited."
    deletePortalComment(id: ID!): DeletePortalCommentResult!
  }
`;
