import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import type { PostingManager } from '../postings/posting-management-policy';
import { assertReviewsPosting } from './application-policy';
import { applicationsWithPosting } from './application-rows';
import { type ApplicationDetailView, presentApplicationDetail } from './application-presenter';

/**
 * One application as its posting's company opens it: the cover letter and 스펙 summary as the member sent them, and
 * their contact details. An application to another company's posting, or none, is 404.
 */
export async function getApplication(db: Db, input: { manager: PostingManager; applicationId: string }): Promise<ApplicationDetailView> {
  const [row] = await applicationsWithPosting(db).where(eq(applications.id, input.applicationId));
  assertReviewsPosting(input.manager, row?.posting);
  return presentApplicationDetail(row!.application, row!.posting);
}
