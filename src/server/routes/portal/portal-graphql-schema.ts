/**
 * The portal GraphQL schema served at /graphql (spec §7.3): its own types joined with the chat part. A module of its
 * own so the web's type generator (npm run codegen) reads the SDL without loading the resolvers.
 */
import { applicationsGraphqlSchema } from './applications-graphql-schema';
import { careerSpecsGraphqlSchema } from './career-specs-graphql-schema';
import { chatGraphqlSchema } from './chat-graphql-schema';
import { channelsGraphqlSchema } from './channels-graphql-schema';
import { coverLettersGraphqlSchema } from './cover-letters-graphql-schema';
import { portalCommentsGraphqlSchema } from './portal-comments-graphql-schema';
import { postingCalendarGraphqlSchema } from './posting-calendar-graphql-schema';
import { postingPracticeGraphqlSchema } from './posting-practice-graphql-schema';
import { mediaKitGraphqlSchema } from './media-kit-graphql-schema';
import { memberInterestsGraphqlSchema } from './member-interests-graphql-schema';
import { notificationsGraphqlSchema } from './notifications-graphql-schema';
import { postingManagementGraphqlSchema } from './posting-management-graphql-schema';
import { postingsGraphqlSchema } from './postings-graphql-schema';
import { profileGraphqlSchema } from './profile-graphql-schema';

const portalOwnSchema = /* GraphQL */ `
  enum UserType {
    NORMAL
    CORPORATE
  }

  enum NotificationScope {
    NOTIFICATION
    CHAT
    MARKETING
  }

  type Channel {
    id: ID!
    url: String!
    deactivatedAt: String
  }

  type TokenSet {
    accessToken: String
  }

  type CurrentUser {
    id: ID!
    username: String!
    type: UserType!
    "True for individual members; for corporate members, whether their sign-up has been approved (spec §6)."
    corporateApproved: Boolean!
    scrapCount: Int!
    "Unread notifications, optionally of one scope."
    notificationUnreadCount(scope: NotificationScope): Int!
    channel: Channel
    tokenSet: TokenSet!
  }

  type Query {
    "The logged-in member, or null for a visitor."
    currentUser: CurrentUser
    "Unread chat messages of the member's rooms; 0 for a visitor."
    chatMessageUnreadCount: Int!
  }

  "An uploaded file (spec §3 Attachment); url is served once the upload is completed."
  type Attachment {
    id: ID!
    url: String!
    name: String!
    type: String!
    size: Int!
  }

  type AttachmentPrepareUploadPayload {
    attachment: Attachment!
    "PUT the file here once, with the declared Content-Type, before it expires."
    signedURL: String!
  }

  enum DeviceInfo {
    MOBILE
    PC
  }

  input CreateSuggestionInput {
    email: String!
    content: String!
    attachmentIds: [ID!]
    deviceInfo: DeviceInfo!
  }

  type Suggestion {
    email: String!
    content: String!
  }

  type Mutation {
    "Declares an image upload; returns the attachment and a signed URL bound to its size and type."
    attachmentPrepareUpload(name: String!, size: Int!, type: String!, path: String): AttachmentPrepareUploadPayload!
    "Checks the uploaded bytes and makes the attachment usable."
    attachmentCompleteUpload(attachmentID: ID!): Attachment!
    "Sends a customer inquiry with up to 3 of the caller's uploaded images."
    createSuggestion(input: CreateSuggestionInput!): Suggestion!
  }
`;

export const portalGraphqlSchema = [portalOwnSchema, chatGraphqlSchema, postingsGraphqlSchema, postingCalendarGraphqlSchema, postingPracticeGraphqlSchema, notificationsGraphqlSchema, memberInterestsGraphqlSchema, channelsGraphqlSchema, portalCommentsGraphqlSchema, careerSpecsGraphqlSchema, coverLettersGraphqlSchema, profileGraphqlSchema, postingManagementGraphqlSchema, applicationsGraphqlSchema, mediaKitGraphqlSchema].join('\n');
