import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { countViewOnce } from '../page-views/count-view-once';
import { communityErrors } from './community-errors';

/**
 * Counts a view of a post of `brand` once per visitor per KST day (community_post_views, as posting views are;
 * page-views/count-view-once.ts) and returns its views. 404 POST_NOT_FOUND when the brand has no such post, or it
 * was deleted or is hidden (a post under review gathers no views: its author's and ADMINs' visits are not readers').
 * Views do not bump the read cache (a view would empty it for everyone): cached lists show views up to 60 s old.
 */
export async function countCommunityPostView(
  db: Db,
  input: { brand: BrandId; postId: number; visitorKey: string; now?: Date },
): Promise<number> {
  const views = await countViewOnce(db, {
    counted: 'community_posts',
    viewsTable: 'community_post_views',
    targetColumn: 'post_id',
    target: sql`select p.id from community_posts p join community_boards b on b.id = p.board_id
      where p.id = ${input.postId} and b.brand = ${input.brand} and p.deleted_at is null and p.hidden_at is null`,
    visitorKey: input.visitorKey,
    now: input.now ?? new Date(),
  });
  if (views === null) throw communityErrors.postNotFound();
  return views;
}
