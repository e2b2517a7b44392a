/**
 * 자기소개서 in the portal GraphQL (/self-introduction/manage and its editor). Members only, each on
 * their own letters: another member's letter answers exactly as a missing one (404 COVER_LETTER_NOT_FOUND).
 * Every save sends the version it was based on; a stale one is refused with 409 COVER_LETTER_STALE and writes nothing.
 * Lengths count Unicode code points of the NFC text (the editor's 공백 포함 count).
 */
export const coverLettersGraphqlSchema = /* GraphQL */ `
  "The posting a letter targets (picked from the member's scraps)."
  type CoverLetterPosting {
    id: ID!
    title: String!
    organiserName: String!
    "ISO 8601 instant; show it in KST."
    receptionEndAt: String!
  }

  type CoverLetterQuestion {
    id: ID!
    "The question as the application form asks it (0-500 characters)."
    question: String!
    "The form's limit in characters 공백 포함 (1-10,000), null when it sets none. Over it is allowed in a draft."
    charLimit: Int
    "Plain text (0-10,000 characters; 50,000 for all answers of a letter)."
    answer: String!
  }

  type CoverLetter {
    id: ID!
    "May be blank (show 제목 없는 자기소개서); at most 100 characters."
    title: String!
    company: String!
    "직무."
    job: String!
    posting: CoverLetterPosting
    "Raised by every save; the next save must be based on it."
    version: Int!
    createdAt: String!
    updatedAt: String!
    questions: [CoverLetterQuestion!]!
  }

  type CoverLetterSummary {
    id: ID!
    title: String!
    company: String!
    job: String!
    posting: CoverLetterPosting
    version: Int!
    questionCount: Int!
    updatedAt: String!
  }

  type CoverLetterConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [CoverLetterSummary!]!
  }

  "A kept version (a snapshot every couple of minutes of writing, on 저장 and on restore; the newest 50)."
  type CoverLetterVersion {
    "Identifies the kept version (the letter's version when it was kept); coverLetterVersion and the restore take it."
    version: Int!
    "버전 N as the editor shows it: the kept versions counted 1, 2, 3… without gaps."
    number: Int!
    createdAt: String!
    title: String!
    questionCount: Int!
  }

  type CoverLetterSnapshotQuestion {
    question: String!
    charLimit: Int
    answer: String!
  }

  "A kept version's whole content."
  type CoverLetterSnapshot {
    version: Int!
    number: Int!
    createdAt: String!
    title: String!
    company: String!
    job: String!
    postingId: ID
    questions: [CoverLetterSnapshotQuestion!]!
  }

  input CoverLetterQuestionInput {
    question: String!
    charLimit: Int
    answer: String!
  }

  "The whole letter as the editor holds it, questions in order (at most 20)."
  input SaveCoverLetterInput {
    id: ID!
    "The version the text was based on; a stale one is refused with 409."
    baseVersion: Int!
    title: String!
    company: String!
    job: String!
    "One of the member's scrapped postings (or the one already set); null for none."
    postingId: ID
    questions: [CoverLetterQuestionInput!]!
    "True for 저장 pressed: keep this version in the history now (autosaves keep one every 2 minutes)."
    keepVersion: Boolean
  }

  type DeleteCoverLetterResult {
    id: ID!
  }

  extend type Query {
    "The member's letters, last updated first; page from 1, pageSize 1-50 (10)."
    coverLetters(page: Int, pageSize: Int): CoverLetterConnection!
    coverLetter(id: ID!): CoverLetter!
    "Kept versions of the member's letter, newest first."
    coverLetterVersions(id: ID!): [CoverLetterVersion!]!
    coverLetterVersion(id: ID!, version: Int!): CoverLetterSnapshot!
  }

  extend type Mutation {
    "Starts a letter (blank title allowed) with one empty question."
    createCoverLetter(title: String): CoverLetter!
    "Saves the whole letter over baseVersion: 409 COVER_LETTER_STALE when another save came first."
    saveCoverLetter(input: SaveCoverLetterInput!): CoverLetter!
    deleteCoverLetter(id: ID!): DeleteCoverLetterResult!
    "Brings a kept version back as a new save over baseVersion (itself kept, so it can be undone)."
    restoreCoverLetterVersion(id: ID!, version: Int!, baseVersion: Int!): CoverLetter!
  }
`;
