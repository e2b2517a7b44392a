/**
 * Portal meets CBT: the mock exams that prepare for a posting's written test, for the posting page's
 * "모의고사로 준비하기" card. A module of its own beside postings-graphql-schema.ts; joined in portal-graphql-schema.ts.
 */
export const postingPracticeGraphqlSchema = /* GraphQL */ `
  "A published CBT mock exam of the posting's brand that prepares for its written test."
  type PracticeExam {
    examIdx: Int!
    title: String!
    "The exam's type and its ancestors, top level first (대기업, 인적성검사)."
    examTypeNames: [String!]!
    "Papers (회차) and problems, as the CBT lists show them."
    examDetailCount: Int!
    problemCount: Int!
    isFree: Boolean!
    "The exam's page on the brand's CBT site, as a path (/exam/detail/{examIdx})."
    path: String!
    "The same page as an absolute URL on the brand's CBT host (this request's protocol and port), for links from the portal."
    url: String!
  }

  extend type Query {
    "Mock exams matching the posting's written test (its exam type slugs, sub-types included), best first; none without a written test. limit 1-12 (4)."
    postingPracticeExams(postingId: ID!, limit: Int): [PracticeExam!]!
  }
`;
