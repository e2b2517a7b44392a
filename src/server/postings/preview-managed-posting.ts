import { and, count, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Posting, postings } from '../../db/schema';
import { attachPostingPoster } from './attach-posting-poster';
import { findManagerChannel } from './find-manager-channel';
import { lockManagedPosting } from './lock-managed-posting';
import { checkPostingFields, type PostingDraftInput, postingColumnsOf } from './posting-management-arguments';
import { assertCanPostUnder, type PostingManager } from './posting-management-policy';
import { presentPostingDetail } from './posting-presenter';
import { sanitizePostingBody } from './sanitize-posting-body';

/**
 * 미리보기 (step 5): the form's values as the portal's posting page would show them — the same presenter and shape
 * as the public `posting` query, the body sanitised as a save would store it — without saving anything (a live
 * posting's preview must not go live). The poster is resolved, not attached. Checked by the rules the form's steps
 * ran to reach it (every required field but the body), so what is previewed is a whole posting page.
 */
export async function previewManagedPosting(
  db: Db,
  input: { manager: PostingManager; postingId: number | null; posting: PostingDraftInput; now?: Date },
) {
  const now = input.now ?? new Date();
  const { manager, posting } = input;
  checkPostingFields(posting.values, { now, submitting: false, allowPastStart: true });
  return db.transaction(async (tx) => {
    const channel = await findManagerChannel(tx, { manager });
    assertCanPostUnder(channel);
    const existing = input.postingId === null ? null : (await lockManagedPosting(tx, { manager, postingId: input.postingId })).posting;
    const posterUrl = posting.posterAttachmentId
      ? await attachPostingPoster(tx, { ownerId: manager.userId, attachmentId: posting.posterAttachmentId, attach: false })
      : posting.removePoster
        ? null
        : (existing?.posterUrl ?? null);
    const [open] = await tx
      .select({ n: count() })
      .from(postings)
      .where(and(eq(postings.channelId, channel.id), isNotNull(postings.publishedAt), lte(postings.publishedAt, now), gte(postings.receptionEndAt, now)));
    const previewed: Posting = {
      ...(existing ?? {
        id: 0,
        views: 0,
        scrapCount: 0,
        commentCount: 0,
        writtenTestAt: null,
        writtenTestExamTypeSlugs: [],
        searchJamo: '',
        searchChoseong: '',
        rejectionReason: null,
        submittedAt: null,
        reviewedAt: null,
        closedEarlyAt: null,
        createdAt: now,
        updatedAt: now,
        reviewStatus: 'DRAFT' as const,
        posterSvg: null,
      }),
      ...postingColumnsOf(posting.values),
      brand: manager.brand,
      channelId: channel.id,
      organiserName: existing?.organiserName ?? channel.title,
      posterUrl,
      posterSvg: posterUrl ? null : posting.removePoster ? null : (existing?.posterSvg ?? null),
      bodyHtml: sanitizePostingBody(posting.values.bodyHtml),
      publishedAt: existing?.publishedAt ?? now,
    };
    return presentPostingDetail({
      posting: previewed,
      channel: { id: channel.id, url: channel.url, title: channel.title, openPostingCount: Number(open?.n ?? 0) },
      related: [],
    });
  });
}

