/** The media kit's figures in the portal GraphQL (spec §6 미디어킷 다운로드, ADR 26): public, counted when asked. */
export const mediaKitGraphqlSchema = /* GraphQL */ `
  "What the corporate site's /media-kit prints: the brand's own counts."
  type MediaKitFigures {
    individualMembers: Int!
    "Corporate members whose sign-up an operator approved."
    approvedCompanies: Int!
    activeChannels: Int!
    publishedPostings: Int!
    "Published and within their reception dates now."
    openPostings: Int!
    "Counted posting views (one per visitor, posting and KST day) since periodStartDay."
    postingViewsLast30Days: Int!
    "Applications made on the portal since periodStartDay."
    applicationsLast30Days: Int!
    "yyyy-MM-dd, the first KST day of the last 30."
    periodStartDay: String!
    "ISO 8601 instant the figures were counted."
    measuredAt: String!
  }

  extend type Query {
    mediaKitFigures: MediaKitFigures!
  }
`;
