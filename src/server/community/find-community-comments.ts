import { asc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityComments } from '../../db/schema';
import { countThread } from '../comments/thread-counts';
import type { Paging } from '../paging/parse-paging';
import type { CommentActor } from './community-comment-policy';
import { communityCommentColumns, findCommunityRepliesOf, getCommentedPost } from './community-comment-rows';
import { type CommunityCommentView, presentCommunityComment } from './community-presenter';
import { findReportedCommentIds } from './community-report-rows';

export interface CommunityCommentPage {
  /** Top-level comments shown (the paging counts these). */
  totalCount: number;
  /** Standing comments and replies: what the post's commentCount says. */
  commentCount: number;
  nodes: CommunityCommentView[];
}

/**
 * A post's comments, oldest first, each with its standing replies (one level), paged by top-level comment. A deleted
 * comment still shows (as deleted) while it has standing replies, so a conversation keeps its question; without them
 * it is gone; a hidden one keeps its place without words or name. 404 POST_NOT_FOUND when the brand has no such post,
 * POST_HIDDEN when it is hidden and the viewer is neither its author nor an ADMIN.
 */
export async function findCommunityComments(
  db: Db,
  input: { brand: BrandId; postId: number; paging: Paging; viewer: CommentActor | null },
): Promise<CommunityCommentPage> {
  const post = await getCommentedPost(db, { brand: input.brand, postId: input.postId, viewer: input.viewer });
  const onPost = eq(communityComments.postId, post.id);
  const { shownTopLevel, totalCount, commentCount } = await countThread(db, communityComments, onPost);
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, commentCount, nodes: [] };

  const rows = await db
    .select(communityCommentColumns)
    .from(communityComments)
    .where(shownTopLevel)
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
    .limit(pageSize)
    .offset(offset);
  const replies = await findCommunityRepliesOf(
    db,
    rows.map((row) => row.id),
  );
  const shownIds = [...rows.map((row) => row.id), ...[...replies.values()].flat().map((reply) => reply.id)];
  const reported = await findReportedCommentIds(db, input.viewer?.userId ?? null, shownIds);
  const context = { viewer: input.viewer, anonymous: post.anonymous, reported };
  return {
    totalCount,
    commentCount,
    nodes: rows.map((row) => presentCommunityComment(row, { ...context, replies: replies.get(row.id) ?? [] })),
  };
}
