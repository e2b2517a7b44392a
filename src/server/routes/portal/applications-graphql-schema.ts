/**
 * Applications in the portal GraphQL (ADR 26): a member applies from a posting page that takes
 * applications with a cover letter and their 스펙 summary, follows them on /accounts/applications and withdraws one
 * not yet decided; the posting's company lists its applicants on the corporate site, opens each and marks 서류 합격 /
 * 불합격, which notifies the member. Members apply (companies 403); an approved company reads its own postings'
 * applicants only (another company's posting or application 404).
 */
export const applicationsGraphqlSchema = /* GraphQL */ `
  enum ApplicationStatus {
    "Waiting for the company."
    SUBMITTED
    "서류 합격."
    PASSED
    "불합격."
    FAILED
  }

  type ApplicationPosting {
    id: ID!
    title: String!
    organiserName: String!
    "ISO 8601 instant; show it in KST."
    receptionEndAt: String!
  }

  "A row of the member's 지원 현황."
  type MyApplication {
    id: ID!
    status: ApplicationStatus!
    "The cover letter's title as sent."
    coverLetterTitle: String!
    posting: ApplicationPosting!
    createdAt: String!
    decidedAt: String
    "True until the company decides."
    canWithdraw: Boolean!
  }

  type MyApplicationConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [MyApplication!]!
  }

  "A row of a posting's applicant list."
  type Applicant {
    id: ID!
    status: ApplicationStatus!
    applicantName: String!
    coverLetterTitle: String!
    hasSpecSummary: Boolean!
    createdAt: String!
    decidedAt: String
  }

  type ApplicantCounts {
    submitted: Int!
    passed: Int!
    failed: Int!
  }

  type PostingApplicantConnection {
    posting: ApplicationPosting!
    totalCount: Int!
    page: Int!
    pageSize: Int!
    counts: ApplicantCounts!
    nodes: [Applicant!]!
  }

  type ApplicationQuestion {
    question: String!
    charLimit: Int
    "Plain text as the member wrote it (render as text)."
    answer: String!
  }

  "The cover letter as it was when the member applied."
  type ApplicationCoverLetter {
    title: String!
    questions: [ApplicationQuestion!]!
  }

  type ApplicationSpecSection {
    "EDUCATION, LANGUAGE, CERTIFICATE, AWARD or ACTIVITY."
    section: String!
    "One line per entry, Korean text as written when the member applied."
    items: [String!]!
  }

  "The member's 스펙 when they applied."
  type ApplicationSpecSummary {
    school: String
    major: String
    completenessPercent: Int!
    sections: [ApplicationSpecSection!]!
  }

  "One application as the posting's company reads it."
  type Application {
    id: ID!
    status: ApplicationStatus!
    applicantName: String!
    applicantEmail: String!
    "Digits as stored; null when the member gave none."
    applicantPhone: String
    coverLetterTitle: String!
    hasSpecSummary: Boolean!
    coverLetter: ApplicationCoverLetter!
    specSummary: ApplicationSpecSummary
    posting: ApplicationPosting!
    createdAt: String!
    decidedAt: String
  }

  input ApplyToPostingInput {
    postingId: ID!
    "One of the member's cover letters with at least one answer."
    coverLetterId: ID!
    "Send the 스펙 관리 summary too (default true)."
    includeSpecSummary: Boolean
  }

  enum ApplicationDecision {
    PASSED
    FAILED
  }

  type WithdrawApplicationResult {
    id: ID!
  }

  extend type Query {
    "The member's applications, newest first; with postingId only the one to that posting. pageSize 1-50 (20)."
    myApplications(postingId: ID, page: Int, pageSize: Int): MyApplicationConnection!
    "A posting's applicants for its company, newest first; pageSize 1-50 (20)."
    postingApplicants(postingId: ID!, page: Int, pageSize: Int): PostingApplicantConnection!
    application(id: ID!): Application!
  }

  extend type Mutation {
    "Applies once per posting while it is open (409 ALREADY_APPLIED, POSTING_CLOSED, POSTING_NOT_OPEN, APPLICATIONS_NOT_ACCEPTED)."
    applyToPosting(input: ApplyToPostingInput!): MyApplication!
    "Takes back the member's application before the company decides (409 APPLICATION_ALREADY_DECIDED after)."
    withdrawApplication(id: ID!): WithdrawApplicationResult!
    "서류 합격 (PASSED) or 불합격 (FAILED); the member is notified."
    decideApplication(id: ID!, decision: ApplicationDecision!): Application!
  }
`;
