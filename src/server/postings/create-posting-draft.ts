import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { postingSearchColumns } from '../search/search-postings';
import { attachPostingPoster } from './attach-posting-poster';
import { findManagerChannel } from './find-manager-channel';
import { checkPostingFields, type PostingDraftInput, postingColumnsOf } from './posting-management-arguments';
import { assertCanPostUnder, type PostingManager } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';
import { sanitizePostingBody } from './sanitize-posting-body';

/**
 * 임시저장 of a new posting: a DRAFT under the company's active channel with whatever the company has filled in (a
 * draft is written over several sittings): the form's draft rules require only the kind and the title, and check
 * what is there. Nobody but the company sees it until an operator approves it after 검토 요청 (ADR 25), which runs
 * every rule first.
 */
export async function createPostingDraft(
  db: Db,
  input: { manager: PostingManager; posting: PostingDraftInput; now?: Date },
): Promise<ManagedPostingView> {
  const now = input.now ?? new Date();
  const { manager, posting } = input;
  checkPostingFields(posting.values, { now, submitting: false, draft: true, allowPastStart: true });
  return db.transaction(async (tx) => {
    const channel = await findManagerChannel(tx, { manager });
    assertCanPostUnder(channel);
    const posterUrl = posting.posterAttachmentId
      ? await attachPostingPoster(tx, { ownerId: manager.userId, attachmentId: posting.posterAttachmentId, now })
      : null;
    const columns = postingColumnsOf(posting.values);
    const [created] = await tx
      .insert(postings)
      .values({
        ...columns,
        brand: manager.brand,
        channelId: channel.id,
        organiserName: channel.title,
        posterUrl,
        bodyHtml: sanitizePostingBody(posting.values.bodyHtml),
        ...postingSearchColumns(columns.title, channel.title),
        reviewStatus: 'DRAFT',
        publishedAt: null,
      })
      .returning();
    return presentManagedPosting(created!, now);
  });
}
