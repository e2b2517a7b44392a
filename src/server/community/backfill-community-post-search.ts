/**
 * Fills the search columns of community posts that have none (search-community-posts.ts): rows written before
 * migration 0015 added the columns, and rows whose columns a change of name cleared (account deletion). Run after
 * migrations wherever they run (src/server/start.ts, `npm run db:migrate`), so a database upgraded in place becomes
 * searchable without a manual step; every writer fills the columns itself, so later runs find nothing to do.
 *
 * Idempotent and safe beside a running app: it only ever writes rows whose `search_jamo` is still null, walks them in
 * id order (each batch starts after the last id seen, so it ends even if a row stayed null) and writes each batch in
 * one statement. With nothing to fill it is one query; that query scans community_posts (no index serves
 * `search_jamo is null`: a partial index would need a migration), which is milliseconds for a community's posts.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityBoards, communityPosts } from '../../db/schema';
import { communityPostSearchColumnsOfBody } from './search-community-posts';

/** Posts read and written per statement: bodies are read whole (up to about 50,000 characters each). */
export const BACKFILL_BATCH_SIZE = 100;

/** Fills every post whose search columns are null; returns how many it filled. */
export async function backfillCommunityPostSearch(db: Db, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? BACKFILL_BATCH_SIZE;
  let filled = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: communityPosts.id,
        title: communityPosts.title,
        nickname: communityPosts.nickname,
        body: communityPosts.body,
        anonymous: communityBoards.anonymous,
      })
      .from(communityPosts)
      .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
      .where(and(isNull(communityPosts.searchJamo), gt(communityPosts.id, afterId)))
      .orderBy(asc(communityPosts.id))
      .limit(batchSize);
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map((row) => {
        const columns = communityPostSearchColumnsOfBody(row);
        return sql`(${row.id}::bigint, ${columns.searchJamo}::text, ${columns.searchChoseong}::text)`;
      }),
      sql`, `,
    );
    // Still null: a writer that filled a row meanwhile wrote it from newer text.
    await db.execute(sql`
      update ${communityPosts} set search_jamo = filled.jamo, search_choseong = filled.choseong
      from (values ${values}) as filled (id, jamo, choseong)
      where ${communityPosts.id} = filled.id and ${communityPosts.searchJamo} is null
    `);
    filled += rows.length;
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return filled;
  }
}
