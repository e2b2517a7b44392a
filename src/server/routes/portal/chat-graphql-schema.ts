/**
 * The chat part of the portal GraphQL schema (docs/CONTRACTS.md "Chat"), merged into the portal schema. A module of
 * its own so the web's type generator (npm run codegen) reads the SDL without loading the resolvers.
 */
export const chatGraphqlSchema = /* GraphQL */ `
  "GROUP: invited members only; EXAM: one open room per CBT exam."
  enum ChatRoomKind {
    GROUP
    EXAM
  }

  type ChatSender {
    id: ID!
    "The nickname, falling back to the username."
    nickname: String!
  }

  type ChatMessage {
    "Decimal string; increases within a room (the order and the read position)."
    id: ID!
    chatRoomId: ID!
    body: String!
    "ISO 8601."
    createdAt: String!
    "Null for a system notice."
    sender: ChatSender
    "Sent by the caller."
    mine: Boolean!
  }

  type ChatRoom {
    id: ID!
    title: String!
    kind: ChatRoomKind!
    cbtExamId: Int
    memberCount: Int!
    joined: Boolean!
    "0 when not joined."
    unreadCount: Int!
    "Null when the room is empty or the caller has not joined it."
    lastMessage: ChatMessage
  }

  type ChatMessagePage {
    "Oldest first."
    messages: [ChatMessage!]!
    "More messages in the paging direction (older without a cursor or with before, newer with after)."
    hasMore: Boolean!
  }

  type ChatJoinResult {
    chatRoomId: ID!
    userId: ID!
  }

  extend type Query {
    "The caller's rooms, latest activity first."
    chatRooms: [ChatRoom!]!
    chatRoom(chatRoomId: ID!): ChatRoom!
    "Neither cursor: the newest first (default 30, 1..100) messages."
    chatMessages(chatRoomId: ID!, before: ID, after: ID, first: Int): ChatMessagePage!
    "The exam's open room, created on the first ask; visitors may ask too."
    cbtExamChatRoom(cbtExamId: Int!): ChatRoom!
  }

  extend type Mutation {
    "Joins an EXAM room (idempotent; a GROUP room the caller is in succeeds unchanged)."
    joinChatRoom(chatRoomId: ID!): ChatJoinResult!
    "Posts a trimmed message of 1 to 1,000 characters; the sender's read position moves to it."
    sendChatMessage(chatRoomId: ID!, body: String!): ChatMessage!
    "Moves the caller's read position forward to a message of the room (never back)."
    markChatRoomRead(chatRoomId: ID!, messageId: ID!): ChatRoom!
  }
`;
