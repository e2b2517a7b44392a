/**
 * The one read of an application with its posting and the posting's owner (the company whose channel published it),
 * shared by the company's operations, which decide with `assertReviewsPosting` whether the caller may see it.
 */
import type { Db } from '../../db/client';
import { applications, channels, postings } from '../../db/schema';
import { eq } from 'drizzle-orm';

/** The posting columns an application view shows, and the two the policy reads (brand, owner). */
export const postingWithOwner = {
  id: postings.id,
  title: postings.title,
  organiserName: postings.organiserName,
  receptionEndAt: postings.receptionEndAt,
  brand: postings.brand,
  ownerId: channels.ownerId,
};

/** Applications joined to their posting and its channel; the caller adds the where (and a lock). */
export function applicationsWithPosting(db: Pick<Db, 'select'>) {
  return db
    .select({ application: applications, posting: postingWithOwner })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(channels, eq(channels.id, postings.channelId));
}
