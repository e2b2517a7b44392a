/**
 * Which portal GraphQL documents a visitor's request may be answered with from the read cache
 * (http/serve-public-graphql.ts; the public reads and the posting lists and search): a query whose every
 * root field is one of the public posting reads below. Their answers depend only on the brand, the variables, rows
 * whose writes bump `postings:<brand>` (and `exams:<brand>` for the practice exams) and the clock (모집중/마감 and
 * D-day), so they are kept per minute. Viewer fields (viewerHasScrapped) are false for every visitor, and a member's
 * request never reaches this door.
 *
 * The portal's pages ask these fields through many documents (lists, rows, search, the posting page), so a document is
 * judged by its parsed root fields (routes/public-graphql-fields.ts, shared with the community site's reads).
 */
import type { BrandId } from '../../../config/hosts';
import { readTags } from '../../http/public-read';
import { NURSING_JOBS_SOURCE_BRAND } from '../../postings/find-nursing-job-postings';
import type { PublicQuery } from '../../http/serve-public-graphql';
import { publicQueriesByRootFields } from '../public-graphql-fields';

/** Root fields whose answer is the same for every visitor of a brand, with what makes them stale. */
const PUBLIC_ROOT_FIELDS: Readonly<Record<string, (brand: BrandId) => string[]>> = {
  postings: (brand) => [readTags.postings(brand)],
  posting: (brand) => [readTags.postings(brand)],
  searchPostings: (brand) => [readTags.postings(brand)],
  closingSoonPostings: (brand) => [readTags.postings(brand)],
  // Brand A's postings on every host (ADR 45).
  nursingJobPostings: () => [readTags.postings(NURSING_JOBS_SOURCE_BRAND)],
  postingPracticeExams: (brand) => [readTags.postings(brand), readTags.exams(brand)],
};

/** The public query a portal request's document is, if any. A posting's status and D-day turn with the clock: no
 * answer is kept past the minute it was made in. */
export const findPublicPortalQuery: (text: string) => PublicQuery | undefined = publicQueriesByRootFields({
  fields: PUBLIC_ROOT_FIELDS,
  clockSliceMs: 60_000,
});
