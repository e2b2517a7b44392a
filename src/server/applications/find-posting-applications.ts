import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, channels, postings } from '../../db/schema';
import type { PostingManager } from '../postings/posting-management-policy';
import type { Paging } from '../paging/parse-paging';
import { assertReviewsPosting } from './application-policy';
import { postingWithOwner } from './application-rows';
import {
  type ApplicantSummaryView,
  type ApplicationPostingView,
  presentApplicantSummary,
  presentApplicationPosting,
} from './application-presenter';

export interface PostingApplicants {
  posting: ApplicationPostingView;
  totalCount: number;
  counts: { submitted: number; passed: number; failed: number };
  nodes: ApplicantSummaryView[];
}

/**
 * A posting's applicants for its company (`/applicants/{postingId}` on the corporate site): newest first, a page at a
 * time, with how many wait for a decision and how many passed or failed. Another company's posting answers 404.
 */
export async function findPostingApplications(
  db: Db,
  input: { manager: PostingManager; postingId: number; paging: Paging },
): Promise<PostingApplicants> {
  const [posting] = await db
    .select(postingWithOwner)
    .from(postings)
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(eq(postings.id, input.postingId));
  assertReviewsPosting(input.manager, posting);
  const where = eq(applications.postingId, posting.id);
  const [tally] = await db
    .select({
      all: count(),
      submitted: sql<number>`count(*) filter (where ${applications.status} = 'SUBMITTED')::int`,
      passed: sql<number>`count(*) filter (where ${applications.status} = 'PASSED')::int`,
      failed: sql<number>`count(*) filter (where ${applications.status} = 'FAILED')::int`,
    })
    .from(applications)
    .where(where);
  const rows = await db
    .select()
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(input.paging.pageSize)
    .offset((input.paging.page - 1) * input.paging.pageSize);
  return {
    posting: presentApplicationPosting(posting),
    totalCount: Number(tally?.all ?? 0),
    counts: { submitted: Number(tally?.submitted ?? 0), passed: Number(tally?.passed ?? 0), failed: Number(tally?.failed ?? 0) },
    nodes: rows.map(presentApplicantSummary),
  };
}

/** Applicants per posting for the management list's column (`/activities/{status}`); postings without any are left out. */
export async function countPostingApplications(db: Db, postingIds: readonly number[]): Promise<Map<number, number>> {
  if (postingIds.length === 0) return new Map();
  const rows = await db
    .select({ postingId: applications.postingId, n: count() })
    .from(applications)
    .where(sql`${applications.postingId} in ${postingIds}`)
    .groupBy(applications.postingId);
  return new Map(rows.map((r) => [r.postingId, Number(r.n)]));
}
