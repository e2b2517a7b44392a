/**
 * Posting management on the corporate site and posting review (ADR 25; docs/CONTRACTS.md
 * "Posting management"). A company writes postings under its active channel (DRAFT → IN_REVIEW), an ADMIN approves
 * (published: public from then on) or rejects them with a reason, and an approved company edits, closes early,
 * duplicates and deletes its own. Authorization: src/server/postings/posting-management-policy.ts. Field rules and
 * messages: src/config/posting-form.ts; a refusal's code names the field (INVALID_POSTING_<FIELD>).
 */
export const postingManagementGraphqlSchema = /* GraphQL */ `
  "A company's own posting as /activities lists it and /register/activity edits it."
  type ManagedPosting {
    id: ID!
    "DRAFT, IN_REVIEW, REJECTED, or once published UPCOMING, OPEN or CLOSED (by the reception dates, KST)."
    managementStatus: String!
    "DRAFT, IN_REVIEW, PUBLISHED or REJECTED."
    reviewStatus: String!
    "The operator's reason while REJECTED, else null."
    rejectionReason: String
    kind: PostingKind!
    title: String!
    organiserName: String!
    "Null only while a DRAFT that has not chosen one (임시저장 keeps what is filled in)."
    organiserType: OrganiserType
    fields: [String!]!
    targets: [String!]!
    "Null only while a DRAFT that has not chosen one."
    region: String
    benefits: [String!]!
    prizeMoney: Int
    employmentType: EmploymentType
    careerLevel: CareerLevel
    posterUrl: String
    posterSvg: String
    applyUrl: String
    applyEmail: String
    "Members apply on the portal; the company reads them under /applicants/{id} (ADR 26)."
    acceptsApplications: Boolean!
    "Applications received (0 when it takes none on the portal)."
    applicantCount: Int!
    "KST days (yyyy-MM-dd): reception runs from 00:00 of the first to 23:59:59 of the last. Null only while a DRAFT without the day."
    receptionStartDay: String
    receptionEndDay: String
    announcementDay: String
    receptionStartAt: String
    receptionEndAt: String
    "Sanitised as stored."
    bodyHtml: String!
    views: Int!
    scrapCount: Int!
    commentCount: Int!
    submittedAt: String
    publishedAt: String
    reviewedAt: String
    closedEarlyAt: String
    createdAt: String!
    updatedAt: String!
    canEdit: Boolean!
    canSubmit: Boolean!
    canDelete: Boolean!
    canClose: Boolean!
  }

  type ManagedPostingCounts {
    all: Int!
    draft: Int!
    inReview: Int!
    open: Int!
    closed: Int!
  }

  type ManagedPostingConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    "Every tab's count, for the tab bar."
    counts: ManagedPostingCounts!
    nodes: [ManagedPosting!]!
  }

  type PostingReviewQueue {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [ManagedPosting!]!
  }

  type DeletedPosting {
    id: ID!
  }

  "The posting form's values; the rules and Korean messages are src/config/posting-form.ts's."
  input ManagedPostingInput {
    kind: String!
    title: String!
    organiserType: String!
    fields: [String!]!
    targets: [String!]!
    region: String!
    benefits: [String!]!
    "Digits, in won; empty for none."
    prizeMoney: String
    "Jobs (INTERNSHIP, RECRUIT) only."
    employmentType: String
    careerLevel: String
    applyUrl: String
    applyEmail: String
    "Take applications on the portal (then applyUrl and applyEmail are optional); false unless set."
    acceptsApplications: Boolean
    "KST days, yyyy-MM-dd."
    receptionStartDay: String!
    receptionEndDay: String!
    announcementDay: String
    "Rich text from the editor; sanitised when stored; at most 50,000 characters (413 POSTING_BODY_TOO_LARGE)."
    bodyHtml: String!
    "A completed image upload of the company's (attachmentCompleteUpload); omitted keeps the current poster."
    posterAttachmentId: ID
    removePoster: Boolean
  }

  extend type Query {
    "The approved company's own postings of one tab (status ALL (default), DRAFT, IN_REVIEW, OPEN, CLOSED), newest first; pageSize 1-50 (10)."
    managedPostings(status: String, page: Int, pageSize: Int): ManagedPostingConnection!
    "One of the company's own postings (another company's is 404)."
    managedPosting(id: ID!): ManagedPosting!
    "The form's values as the portal's posting page would show them, without saving (id: the posting being edited)."
    managedPostingPreview(id: ID, input: ManagedPostingInput!): PostingDetail!
    "ADMIN: the brand's postings waiting for review, first submitted first; pageSize 1-50 (10)."
    postingReviewQueue(page: Int, pageSize: Int): PostingReviewQueue!
  }

  extend type Mutation {
    "임시저장 of a new posting under the company's active channel (a DRAFT: only kind and title required, what is filled in checked)."
    createPostingDraft(input: ManagedPostingInput!): ManagedPosting!
    "Saves the company's posting: a draft or rejected one as a DRAFT; a live one changes at once (audited). 409 while IN_REVIEW."
    updateManagedPosting(id: ID!, input: ManagedPostingInput!): ManagedPosting!
    "검토 요청: a DRAFT or REJECTED posting becomes IN_REVIEW once it passes every rule."
    submitPostingForReview(id: ID!): ManagedPosting!
    "조기 마감 of a live posting (audited)."
    closePostingEarly(id: ID!): ManagedPosting!
    "A new DRAFT copied from the posting."
    duplicatePosting(id: ID!): ManagedPosting!
    "Deletes a DRAFT or REJECTED posting."
    deletePostingDraft(id: ID!): DeletedPosting!
    "ADMIN: publishes an IN_REVIEW posting (audited)."
    approvePosting(id: ID!): ManagedPosting!
    "ADMIN: sends an IN_REVIEW posting back with a reason of 1-500 characters (audited)."
    rejectPosting(id: ID!, reason: String!): ManagedPosting!
  }
`;
