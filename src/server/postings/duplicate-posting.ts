import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { postingSearchColumns } from '../search/search-postings';
import { findManagerChannel } from './find-manager-channel';
import { lockManagedPosting } from './lock-managed-posting';
import { assertCanPostUnder, type PostingManager } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';

/**
 * 복제: a new DRAFT with the company's posting's fields, body and poster (the attachment stays ATTACHED, shared),
 * under the company's channel as it is now, with no counts, review history or closing. The dates are copied as they
 * are: submitting asks for new ones if they have passed.
 */
export async function duplicatePosting(
  db: Db,
  input: { manager: PostingManager; postingId: number; now?: Date },
): Promise<ManagedPostingView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { posting } = await lockManagedPosting(tx, { manager: input.manager, postingId: input.postingId });
    const channel = await findManagerChannel(tx, { manager: input.manager });
    assertCanPostUnder(channel);
    const {
      id: _id, views: _v, scrapCount: _s, commentCount: _c, publishedAt: _p, submittedAt: _sa, reviewedAt: _r,
      rejectionReason: _rr, closedEarlyAt: _ce, createdAt: _ca, updatedAt: _ua, reviewStatus: _rs, ...fields
    } = posting;
    const [created] = await tx
      .insert(postings)
      .values({
        ...fields,
        channelId: channel.id,
        organiserName: channel.title,
        ...postingSearchColumns(posting.title, channel.title),
        reviewStatus: 'DRAFT',
        publishedAt: null,
      })
      .returning();
    return presentManagedPosting(created!, now);
  });
}
