import { and, asc, gte, lt } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { endOfKstDayExclusive } from '../../config/kst';
import type { Db } from '../../db/client';
import { type Posting, postings } from '../../db/schema';
import { postingStatusCondition, publishedPosting } from './posting-visibility';

/**
 * Open postings whose reception ends within `days` KST days (0: today only), soonest first: the home's 마감 임박 row
 * and, later, the closing-soon reminders.
 */
export async function findClosingSoonPostings(
  db: Db,
  input: { brand: BrandId; days: number; limit: number; now?: Date },
): Promise<Posting[]> {
  const now = input.now ?? new Date();
  const until = new Date(endOfKstDayExclusive(now).getTime() + input.days * 86_400_000);
  return db
    .select()
    .from(postings)
    .where(
      and(
        publishedPosting(input.brand, now),
        postingStatusCondition('OPEN', now),
        gte(postings.receptionEndAt, now),
        lt(postings.receptionEndAt, until),
      ),
    )
    .orderBy(asc(postings.receptionEndAt), asc(postings.id))
    .limit(input.limit);
}
