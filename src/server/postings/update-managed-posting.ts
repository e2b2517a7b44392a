import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { postingSearchColumns } from '../search/search-postings';
import { attachPostingPoster } from './attach-posting-poster';
import { lockManagedPosting } from './lock-managed-posting';
import { postingErrors } from './posting-errors';
import { checkPostingFields, type PostingDraftInput, postingColumnsOf } from './posting-management-arguments';
import { assertCanPostUnder, type PostingManager } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';
import { sanitizePostingBody } from './sanitize-posting-body';

/**
 * Saves the company's edit of its own posting (ADR 25):
 * - a DRAFT stays a draft, saved with what is filled in (the form's draft rules); a REJECTED one goes back to DRAFT
 *   (the reason is kept to read until it is submitted again);
 * - an IN_REVIEW one is 409: the operator is reading what was submitted;
 * - a PUBLISHED one changes live at once — an approved company is trusted with its own posting — so it must
 *   stay complete (the submission's rules, a start day already past allowed) and the change is audited
 *   (`posting.update`, before and after) in the same transaction, for an operator who must explain what a page showed.
 * The caller bumps `postings:<brand>` after commit when `live`.
 */
export async function updateManagedPosting(
  db: Db,
  input: { manager: PostingManager; postingId: number; posting: PostingDraftInput; now?: Date },
): Promise<{ posting: ManagedPostingView; live: boolean }> {
  const now = input.now ?? new Date();
  const { manager, posting } = input;
  return db.transaction(async (tx) => {
    const { posting: found, channel } = await lockManagedPosting(tx, { manager, postingId: input.postingId });
    assertCanPostUnder(channel);
    if (found.reviewStatus === 'IN_REVIEW') throw postingErrors.notEditable();
    const live = found.reviewStatus === 'PUBLISHED';
    checkPostingFields(posting.values, { now, submitting: live, draft: !live, allowPastStart: true });
    const posterUrl = posting.posterAttachmentId
      ? await attachPostingPoster(tx, { ownerId: manager.userId, attachmentId: posting.posterAttachmentId, now })
      : posting.removePoster
        ? null
        : found.posterUrl;
    const columns = postingColumnsOf(posting.values);
    const [updated] = await tx
      .update(postings)
      .set({
        ...columns,
        posterUrl,
        // A generated poster is what shows without an uploaded one; taking the poster off takes it off too.
        posterSvg: posting.removePoster && !posting.posterAttachmentId ? null : found.posterSvg,
        bodyHtml: sanitizePostingBody(posting.values.bodyHtml),
        ...postingSearchColumns(columns.title, found.organiserName),
        reviewStatus: live ? 'PUBLISHED' : 'DRAFT',
        updatedAt: now,
      })
      .where(eq(postings.id, found.id))
      .returning();
    if (live) {
      await recordAuditEvent(tx, {
        brand: found.brand,
        actorId: manager.userId,
        action: 'posting.update',
        resourceType: 'posting',
        resourceId: found.id,
        before: auditedFields(found),
        after: auditedFields(updated!),
      });
    }
    return { posting: presentManagedPosting(updated!, now), live };
  });
}

/** What a live edit can change that a visitor reads (the body as stored, sanitised). */
export function auditedFields(p: typeof postings.$inferSelect) {
  const { searchJamo: _j, searchChoseong: _c, views: _v, scrapCount: _s, commentCount: _n, ...fields } = p;
  return fields;
}
