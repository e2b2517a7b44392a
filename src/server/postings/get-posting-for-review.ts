import { and, eq, sql } from 'drizzle-orm';
import { kstDaysUntil, postingStatusAt } from '../../config/kst';
import type { Db } from '../../db/client';
import { channels, postings } from '../../db/schema';
import { postingErrors } from './posting-errors';
import type { PostingReviewer } from './posting-management-policy';
import { presentPostingDetail } from './posting-presenter';

/**
 * A posting of the reviewer's brand as the portal's page would show it once approved (the console's review preview,
 * ADR 30): the public detail's presenter and shape, with `publishedAt` read as now when it is not live yet, and no
 * related postings (they depend on the day it goes live). Any review state, so the page still opens after a decision.
 */
export async function getPostingForReview(db: Db, input: { reviewer: PostingReviewer; postingId: number; now?: Date }) {
  const now = input.now ?? new Date();
  const [found] = await db
    .select({
      posting: postings,
      channel: { id: channels.id, url: channels.url, title: channels.title },
      openPostingCount: sql<number>`(
        select count(*)::int from ${postings} p
        where p.channel_id = ${channels.id} and p.brand = ${input.reviewer.brand} and p.published_at <= ${now}
          and p.reception_end_at >= ${now}
      )`,
    })
    .from(postings)
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(and(eq(postings.id, input.postingId), eq(postings.brand, input.reviewer.brand)));
  // A draft is the company's alone until it is submitted (ADR 25).
  if (!found || found.posting.reviewStatus === 'DRAFT') throw postingErrors.notFound();
  const detail = presentPostingDetail({
    posting: { ...found.posting, publishedAt: found.posting.publishedAt ?? now },
    channel: { ...found.channel, openPostingCount: Number(found.openPostingCount) },
    related: [],
  });
  // What the portal's Posting resolvers derive (postings-graphql.ts), so the console renders the portal's own view.
  const status = postingStatusAt({ startAt: detail.posting.receptionStartAt, endAt: detail.posting.receptionEndAt }, now);
  const dDay = status === 'CLOSED' ? null : kstDaysUntil(detail.posting.receptionEndAt, now);
  return {
    reviewStatus: found.posting.reviewStatus,
    submittedAt: found.posting.submittedAt?.toISOString() ?? null,
    detail: { ...detail, posting: { ...detail.posting, status, dDay, viewerHasScrapped: false } },
  };
}
