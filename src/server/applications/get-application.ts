import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, channels, postings } from '../../db/schema';
import type { PostingManager } from '../postings/posting-management-policy';
import { assertReviewsPosting } from './application-policy';
import { type ApplicationDetailView, presentApplicationDetail } from './application-presenter';

/**
 * One application as its posting's company opens it: the cover letter and 스펙 summary as the member sent them, and
 * their contact details. An application to another company's posting, or none, is 404.
 */
export async function getApplication(db: Db, input: { manager: PostingManager; applicationId: string }): Promise<ApplicationDetailView> {
  const [row] = await db
    .select({
      application: applications,
      posting: {
        id: postings.id,
        title: postings.title,
        organiserName: postings.organiserName,
        receptionEndAt: postings.receptionEndAt,
        brand: postings.brand,
        ownerId: channels.ownerId,
      },
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(eq(applications.id, input.applicationId));
  assertReviewsPosting(input.manager, row?.posting);
  return presentApplicationDetail(row!.application, row!.posting);
}
