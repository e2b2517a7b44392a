/**
 * A member's interests and 추천 in the portal GraphQL (docs/CONTRACTS.md "Portal notifications and 추천"):
 * /manage/welcome saves field and target codes, the home's 추천 row reads recommendedPostings. Members only.
 * Codes are Strings checked by src/server/members/update-member-interests.ts, so a wrong one is a Korean 400.
 */
export const memberInterestsGraphqlSchema = /* GraphQL */ `
  type ViewerInterests {
    "Posting field codes (MARKETING, IT, DESIGN, …; see Posting.fields)."
    interests: [String!]!
    "Posting target codes (UNIVERSITY, GRADUATE, YOUTH, ADULT, ANYONE): who the member is."
    targets: [String!]!
    "Whether the member saved them once (/manage/welcome)."
    onboarded: Boolean!
  }

  "INTERESTS: ranked by the member's interests, targets and scraps; POPULAR: nothing matched, most viewed open postings."
  enum RecommendationBasis {
    INTERESTS
    POPULAR
  }

  type RecommendedPostingConnection {
    basis: RecommendationBasis!
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [Posting!]!
  }

  extend type Query {
    viewerInterests: ViewerInterests!
    "Open postings for the member, best first, scrapped ones left out; page from 1, pageSize 1-50 (20)."
    recommendedPostings(page: Int, pageSize: Int): RecommendedPostingConnection!
  }

  extend type Mutation {
    "Saves the member's interests and targets (at most 10 known codes each) and marks them onboarded."
    updateViewerInterests(interests: [String!]!, targets: [String!]!): ViewerInterests!
  }
`;
