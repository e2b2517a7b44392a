/**
 * Portal postings in the portal GraphQL (docs/CONTRACTS.md "Portal postings"). Arguments that name a kind,
 * filter value or sort are Strings checked by src/server/postings/posting-arguments.ts, so an unknown value gets a
 * Korean 400 like every other refusal; answers use the enums.
 */
export const postingsGraphqlSchema = /* GraphQL */ `
  enum PostingKind {
    CONTEST
    ACTIVITY
    INTERNSHIP
    RECRUIT
  }

  "모집예정, 모집중, 마감: derived from the reception dates when asked."
  enum PostingStatus {
    UPCOMING
    OPEN
    CLOSED
  }

  enum OrganiserType {
    LARGE
    PUBLIC_CORP
    MIDSIZE
    FOREIGN
    STARTUP
    GOVERNMENT
    NONPROFIT
    OTHER
  }

  enum EmploymentType {
    FULL_TIME
    CONTRACT
    INTERN
    PART_TIME
  }

  enum CareerLevel {
    ENTRY
    EXPERIENCED
    ENTRY_OR_EXPERIENCED
    ANY
  }

  type Posting {
    id: ID!
    kind: PostingKind!
    title: String!
    channelId: ID!
    organiserName: String!
    organiserType: OrganiserType!
    "MARKETING, IT, DESIGN, PLANNING, VIDEO, PHOTO, WRITING, IDEA, BUSINESS, SOCIAL, SCIENCE, FINANCE, HEALTHCARE, EDUCATION"
    fields: [String!]!
    "UNIVERSITY, GRADUATE, YOUTH, ADULT, ANYONE"
    targets: [String!]!
    "SEOUL, GYEONGGI, …, NATIONWIDE, ONLINE, OVERSEAS"
    region: String!
    "PRIZE, ACTIVITY_FEE, CERTIFICATE, HIRING_BONUS, INTERNSHIP_CHANCE, OVERSEAS_TRIP, GIFTS"
    benefits: [String!]!
    "The largest prize in won."
    prizeMoney: Int
    employmentType: EmploymentType
    careerLevel: CareerLevel
    "An uploaded poster (/uploads/…), or null when the poster is posterSvg."
    posterUrl: String
    "A generated poster as SVG markup (show it as an image, e.g. a data: URL), when there is no posterUrl."
    posterSvg: String
    applyUrl: String
    applyEmail: String
    "Members apply on this page with a cover letter (applyToPosting, ADR 26)."
    acceptsApplications: Boolean!
    "ISO 8601 instants; show them in KST."
    receptionStartAt: String!
    receptionEndAt: String!
    announcementAt: String
    "필기전형: the written test's date and the CBT exam type slugs it tests."
    writtenTestAt: String
    writtenTestExamTypeSlugs: [String!]!
    views: Int!
    scrapCount: Int!
    commentCount: Int!
    publishedAt: String!
    status: PostingStatus!
    "KST days until the reception ends (0 on the last day); null once closed."
    dDay: Int
    "False for a visitor."
    viewerHasScrapped: Boolean!
  }

  type PostingConnection {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [Posting!]!
  }

  type PostingKindCounts {
    contest: Int!
    activity: Int!
    internship: Int!
    recruit: Int!
  }

  type PostingStatusCounts {
    upcoming: Int!
    open: Int!
    closed: Int!
  }

  type PostingSearchResult {
    "Matches of the kind and reception states asked for (every kind, every state when none)."
    totalCount: Int!
    "Matches per kind in the states asked for, whatever kind was asked for."
    countsByKind: PostingKindCounts!
    "Matches per reception state of the kind asked for, whatever states were asked for."
    countsByStatus: PostingStatusCounts!
    page: Int!
    pageSize: Int!
    nodes: [Posting!]!
  }

  "The organiser's channel card of a posting page (/channel/{url})."
  type PostingChannel {
    id: ID!
    url: String!
    title: String!
    "Its postings still open or upcoming."
    openPostingCount: Int!
  }

  type PostingDetail {
    posting: Posting!
    "Sanitised rich text."
    bodyHtml: String!
    channel: PostingChannel!
    related: [Posting!]!
  }

  type PostingScrapResult {
    postingId: ID!
    scrapped: Boolean!
    scrapCount: Int!
  }

  "Every given filter must hold; values within one filter are alternatives."
  input PostingFilter {
    kinds: [String!]
    organiserTypes: [String!]
    fields: [String!]
    targets: [String!]
    regions: [String!]
    "UPCOMING, OPEN, CLOSED"
    statuses: [String!]
  }

  extend type Query {
    "Published postings; sort LATEST (default), DEADLINE, POPULAR (views) or SCRAPS; page from 1, pageSize 1-50 (20)."
    postings(filter: PostingFilter, sort: String, page: Int, pageSize: Int): PostingConnection!
    "A published posting with its body, organiser channel and related postings; null when none."
    posting(id: ID!): PostingDetail
    "Title and organiser search: substring, one-typo and 초성 (ㄱㅁㅈ) matches; query at most 100 characters."
    searchPostings(query: String!, kind: String, statuses: [String!], page: Int, pageSize: Int): PostingSearchResult!
    "Open postings whose reception ends within days (0-30, default 3) KST days, soonest first; limit 1-50 (10)."
    closingSoonPostings(days: Int, limit: Int): [Posting!]!
    "Brand B's 채용공고 on any host: brand A's published RECRUIT and INTERNSHIP postings in HEALTHCARE, open and upcoming by reception end, closed ones last; page from 1, pageSize 1-50 (20)."
    nursingJobPostings(page: Int, pageSize: Int): PostingConnection!
  }

  extend type Mutation {
    "Counts a view once per visitor (member, else address and browser) per KST day; returns the views."
    recordPostingView(id: ID!): Int!
    "Idempotent; members only."
    scrapPosting(id: ID!): PostingScrapResult!
    unscrapPosting(id: ID!): PostingScrapResult!
  }
`;
