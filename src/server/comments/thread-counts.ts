/**
 * What a thread's page counts, the same for every comment table with one level of replies and soft delete (portal
 * comments, community comments): the top-level comments shown — standing ones, and deleted ones while they have
 * standing replies (so a conversation keeps its question) — and the standing comments and replies.
 */
import { type SQL, and, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** A comment table with these columns (portalComments, communityComments). */
export type ThreadTable = PgTable & { id: AnyPgColumn; parentId: AnyPgColumn; deletedAt: AnyPgColumn };

export interface ThreadCounts {
  /** The condition of a top-level comment that is shown: the page reads these. */
  shownTopLevel: SQL;
  /** Top-level comments shown (the paging counts these). */
  totalCount: number;
  /** Standing comments and replies. */
  commentCount: number;
}

/** Counts the thread of `onThread` (the rows of one posting, channel or post) in one query. */
export async function countThread(db: Db, thread: ThreadTable, onThread: SQL): Promise<ThreadCounts> {
  const shownTopLevel = and(
    onThread,
    isNull(thread.parentId),
    or(
      isNull(thread.deletedAt),
      sql`exists (select 1 from ${thread} r where r.parent_id = ${thread.id} and r.deleted_at is null)`,
    ),
  )!;
  const [counts] = await db
    .select({
      topLevel: sql<number>`count(*) filter (where ${shownTopLevel})::int`,
      standing: sql<number>`count(*) filter (where ${thread.deletedAt} is null)::int`,
    })
    .from(thread)
    .where(onThread);
  return { shownTopLevel, totalCount: counts?.topLevel ?? 0, commentCount: counts?.standing ?? 0 };
}
