import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { postings, scraps } from '../../db/schema';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { postingErrors } from './posting-errors';
import { publishedPosting } from './posting-visibility';

/** `scraps.target_type` of a posting (target_id is its id), as addScrap/removeScrap target things. */
export const POSTING_SCRAP_TARGET = 'posting';

/**
 * Saves or unsaves a published posting for a member (idempotent). The scrap row and the posting's scrap count change
 * in ONE statement, so they commit together: a save racing another save of the same member waits on the unique index
 * for the first to commit, then adds nothing and reads the count the first wrote. The member's cached profile counts
 * are forgotten after the commit, as addScrap and removeScrap do. The caller bumps `postings:<brand>` when it changed.
 */
export async function setPostingScrap(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  input: { brand: BrandId; userId: string; postingId: number; scrapped: boolean; now?: Date },
): Promise<{ scrapCount: number; changed: boolean }> {
  const now = input.now ?? new Date();
  const [posting] = await db
    .select({ id: postings.id })
    .from(postings)
    .where(and(publishedPosting(input.brand, now), eq(postings.id, input.postingId)));
  if (!posting) throw postingErrors.notFound();
  const targetId = String(input.postingId);
  const change = input.scrapped
    ? sql`insert into ${scraps} (user_id, target_type, target_id)
        values (${input.userId}, ${POSTING_SCRAP_TARGET}, ${targetId})
        on conflict (user_id, target_type, target_id) do nothing
        returning 1`
    : sql`delete from ${scraps}
        where user_id = ${input.userId} and target_type = ${POSTING_SCRAP_TARGET} and target_id = ${targetId}
        returning 1`;
  const sign = input.scrapped ? 1 : -1;
  const result = await db.execute(sql`
    with changed as (${change})
    update ${postings}
    set scrap_count = greatest(scrap_count + ${sign} * (select count(*)::int from changed), 0)
    where id = ${input.postingId}
    returning scrap_count, (select count(*)::int from changed) as changed`);
  const [row] = (result as unknown as { rows: { scrap_count: number; changed: number }[] }).rows;
  const changed = Number(row!.changed) > 0;
  if (changed) await profileCounts.forgetUser(input.userId);
  return { scrapCount: Number(row!.scrap_count), changed };
}
