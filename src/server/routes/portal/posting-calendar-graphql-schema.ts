/**
 * A member's scrapped postings and the postings calendar in the portal GraphQL (/accounts/scrap and
 * /calendar). Builds on the Posting types of postings-graphql-schema.ts. Kinds, sorts and months are Strings checked
 * by the operations' parsers, so an unknown value gets a Korean 400 rather than GraphQL's enum error.
 */
export const postingCalendarGraphqlSchema = /* GraphQL */ `
  "START 접수 시작, END 접수 마감, WRITTEN_TEST 필기시험."
  enum PostingCalendarEntryType {
    START
    END
    WRITTEN_TEST
  }

  "A posting placed on one KST day of the calendar."
  type PostingCalendarEntry {
    "The KST day, yyyy-MM-dd."
    date: String!
    type: PostingCalendarEntryType!
    posting: Posting!
  }

  extend type Query {
    "The member's scrapped postings (closed ones included, see status); kind optional; sort SCRAPPED (newest scrap, default) or DEADLINE; page from 1, pageSize 1-50 (20). Members only."
    scrappedPostings(kind: String, sort: String, page: Int, pageSize: Int): PostingConnection!
    "How many postings of each kind the member has scrapped. Members only."
    scrappedPostingCounts: PostingKindCounts!
    "Postings placed on a KST month (YYYY-MM, 2000-01..2100-12) on their reception start, reception end and written test days, by day; scrappedOnly (members only) keeps the member's scraps."
    postingCalendar(month: String!, scrappedOnly: Boolean): [PostingCalendarEntry!]!
  }
`;
