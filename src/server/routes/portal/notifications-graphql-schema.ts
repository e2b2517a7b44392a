/**
 * The member's notifications in the portal GraphQL (docs/CONTRACTS.md "Portal notifications and 추천"):
 * the /notifications page's list, read marks and deletes. Members only (a visitor gets the Korean 401).
 * `NotificationScope` is the portal's own enum (portal-graphql-schema.ts).
 */
export const notificationsGraphqlSchema = /* GraphQL */ `
  "What a notification is about: a scrapped posting closing soon, a reply to the member's comment, a followed channel's news, a company's decision on an application."
  enum NotificationKind {
    GENERAL
    POSTING_CLOSING
    COMMENT_REPLY
    CHANNEL_NEWS
    APPLICATION_RESULT
  }

  type Notification {
    id: ID!
    scope: NotificationScope!
    kind: NotificationKind!
    "Korean text, shown as is."
    title: String!
    "A path on the portal (e.g. /activity/12) to open when the notification is clicked; null when there is none."
    link: String
    read: Boolean!
    "ISO 8601 instants; show them in KST."
    readAt: String
    createdAt: String!
  }

  type NotificationConnection {
    "Notifications matching the arguments."
    totalCount: Int!
    "Unread notifications of the scope asked for (every scope when none), whatever unreadOnly says."
    unreadCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [Notification!]!
  }

  type NotificationReadResult {
    "Notifications this call marked read (0 when they were read already)."
    markedCount: Int!
    "The member's unread notifications of scope NOTIFICATION afterwards (the header's count)."
    unreadCount: Int!
  }

  extend type Query {
    "The member's notifications, newest first; page from 1, pageSize 1-50 (20); every scope unless one is given."
    notifications(unreadOnly: Boolean, scope: NotificationScope, page: Int, pageSize: Int): NotificationConnection!
  }

  extend type Mutation {
    "Marks the member's notifications of ids (at most 100) read; others' ids and read ones are left alone."
    markNotificationsRead(ids: [ID!]!): NotificationReadResult!
    "Marks every unread notification of the member read (모두 읽음)."
    markAllNotificationsRead: NotificationReadResult!
    "Deletes one of the member's notifications; false when there was none of that id."
    deleteNotification(id: ID!): Boolean!
  }
`;
