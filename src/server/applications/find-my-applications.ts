import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, postings } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import type { Applicant } from './application-policy';
import { type MyApplicationView, presentMyApplication } from './application-presenter';

/**
 * The member's applications, newest first (지원 현황, `/accounts/applications`), or only the one to `postingId` (the
 * posting page asks whether the member already applied). Postings are shown whatever their state now: the member
 * applied to them.
 */
export async function findMyApplications(
  db: Db,
  input: { applicant: Applicant; paging: Paging; postingId?: number | null },
): Promise<{ totalCount: number; nodes: MyApplicationView[] }> {
  const conditions: SQL[] = [eq(applications.userId, input.applicant.userId), eq(applications.brand, input.applicant.brand)];
  if (input.postingId != null) conditions.push(eq(applications.postingId, input.postingId));
  const where = and(...conditions);
  const [tally] = await db.select({ n: count() }).from(applications).where(where);
  const rows = await db
    .select({
      application: applications,
      posting: { id: postings.id, title: postings.title, organiserName: postings.organiserName, receptionEndAt: postings.receptionEndAt },
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(input.paging.pageSize)
    .offset((input.paging.page - 1) * input.paging.pageSize);
  return { totalCount: Number(tally?.n ?? 0), nodes: rows.map((r) => presentMyApplication(r.application, r.posting)) };
}
