/** What members and visitors may see of postings, and the status conditions derived from the reception dates. */
import { and, eq, gt, gte, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { PostingStatus } from '../../config/kst';
import { postings } from '../../db/schema';

/** The brand's published postings (drafts and postings scheduled later are nobody's but the console's). */
export function publishedPosting(brand: BrandId, now: Date): SQL {
  return and(eq(postings.brand, brand), isNotNull(postings.publishedAt), lte(postings.publishedAt, now))!;
}

/** The same instants as `postingStatusAt` in src/config/kst.ts, as SQL. */
export function postingStatusCondition(status: PostingStatus, now: Date): SQL {
  switch (status) {
    case 'UPCOMING':
      return gt(postings.receptionStartAt, now);
    case 'OPEN':
      return and(lte(postings.receptionStartAt, now), gte(postings.receptionEndAt, now))!;
    case 'CLOSED':
      return lt(postings.receptionEndAt, now);
  }
}

export function anyStatus(statuses: readonly PostingStatus[], now: Date): SQL | undefined {
  return statuses.length ? or(...statuses.map((s) => postingStatusCondition(s, now))) : undefined;
}
