import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, postings } from '../../db/schema';
import { getActiveChannel } from '../channels/get-active-channel';
import { publishedPosting } from '../postings/posting-visibility';
import type { PortalCommentTarget } from './portal-comment-arguments';
import { portalCommentErrors } from './portal-comment-errors';

export interface CommentTargetRef {
  postingId: number | null;
  channelId: string | null;
  /** The owner of the channel the comments are addressed to (the posting's organiser): their answers are 담당자's. */
  managerId: string;
  /** The channel's title: how its manager's answers are signed. */
  channelTitle: string;
  /** What a notification names: the posting's or the channel's title. */
  title: string;
  /** The page the comments are on. */
  path: string;
}

/** A published posting or an active channel of the brand that comments may be on; 404 otherwise. */
export async function getCommentTarget(
  db: Db,
  input: { brand: BrandId; target: PortalCommentTarget; now?: Date },
): Promise<CommentTargetRef> {
  if ('postingId' in input.target) {
    const [found] = await db
      .select({ id: postings.id, title: postings.title, managerId: channels.ownerId, channelTitle: channels.title })
      .from(postings)
      .innerJoin(channels, eq(channels.id, postings.channelId))
      .where(and(publishedPosting(input.brand, input.now ?? new Date()), eq(postings.id, input.target.postingId)));
    if (!found) throw portalCommentErrors.targetNotFound();
    return {
      postingId: found.id,
      channelId: null,
      managerId: found.managerId,
      channelTitle: found.channelTitle,
      title: found.title,
      path: `/activity/${found.id}`,
    };
  }
  const channel = await getActiveChannel(db, { brand: input.brand, id: input.target.channelId });
  if (!channel) throw portalCommentErrors.targetNotFound();
  return {
    postingId: null,
    channelId: channel.id,
    managerId: channel.ownerId,
    channelTitle: channel.title,
    title: channel.title,
    path: `/channel/${channel.url}`,
  };
}
