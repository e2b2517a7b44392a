/**
 * /profile in the portal GraphQL (docs/CONTRACTS.md "Profile"): the member's own details, notification
 * settings, email change with a mailed code, password change and account deletion. Members only (a visitor gets the
 * Korean 401); every field is checked by src/server/profile (Korean 400s). Interests and targets are saved with
 * updateViewerInterests (member-interests-graphql-schema.ts), the same operation /manage/welcome uses.
 */
export const profileGraphqlSchema = /* GraphQL */ `
  type PendingEmailChange {
    "The address the code was mailed to."
    newEmail: String!
    "ISO 8601 instant after which the code no longer works (10 minutes after it was sent)."
    expiresAt: String!
  }

  type ViewerProfile {
    email: String!
    type: UserType!
    "The member's name: the one set here, else the one they signed up with."
    name: String!
    "Shown in the header instead of the name when set."
    nickname: String
    "Formatted 010-1234-5678."
    phone: String
    birthYear: Int
    school: String
    major: String
    "Posting field codes (as viewerInterests)."
    interests: [String!]!
    "Posting target codes (as viewerInterests)."
    targets: [String!]!
    "Notification kinds the member turned off: none of these is written for them."
    mutedNotificationKinds: [NotificationKind!]!
    "An email change waiting for its code, else null."
    pendingEmailChange: PendingEmailChange
    "The latest birth year accepted today (this year in KST minus 10); the earliest is 1900."
    latestBirthYear: Int!
  }

  input UpdateViewerProfileInput {
    "2-20 characters."
    name: String!
    "Up to 20 characters; blank clears it."
    nickname: String
    "A Korean mobile number (010-1234-5678, dashes optional); blank clears it."
    phone: String
    "1900 to latestBirthYear; null clears it."
    birthYear: Int
    "Up to 50 characters each; blank clears them."
    school: String
    major: String
  }

  type ChangePasswordResult {
    "Other sessions of the member that were logged out (this one stays)."
    revokedSessions: Int!
  }

  extend type Query {
    "The logged-in member's /profile."
    viewerProfile: ViewerProfile!
  }

  extend type Mutation {
    "Saves 기본 정보 (every field replaced; blank optional ones cleared)."
    updateViewerProfile(input: UpdateViewerProfileInput!): ViewerProfile!
    "Saves which notification kinds (GENERAL, POSTING_CLOSING, COMMENT_REPLY, CHANNEL_NEWS) the member turns off."
    updateNotificationSettings(mutedKinds: [String!]!): ViewerProfile!
    "Mails a 6-digit code to newEmail (valid 10 minutes, 5 attempts); needs the current password."
    requestEmailChange(newEmail: String!, currentPassword: String!): PendingEmailChange!
    "Changes the email to the pending address when the code is right."
    confirmEmailChange(code: String!): ViewerProfile!
    "Changes the password (current one required); every other session of the member is logged out."
    changePassword(currentPassword: String!, newPassword: String!, newPasswordConfirm: String!): ChangePasswordResult!
    "Deletes the account (individual members): confirmation must be 탈퇴합니다. Logs out; posts stay as 탈퇴한 회원."
    deleteAccount(confirmation: String!, currentPassword: String!): Boolean!
  }
`;
