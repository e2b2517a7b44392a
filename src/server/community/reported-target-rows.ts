/**
 * The console's report queue reads (ADR 24): which posts and comments of a brand have open reports. One
 * condition for the list and the dashboard's count, so both always agree on what "waiting" means:
 * - a post that is not deleted (hidden or not);
 * - a comment that is not deleted, on a post that is neither deleted nor hidden (a hidden post's thread waits with
 *   it: ADR 20, and moderating such a comment is refused anyway).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';

/**
 * `select kind, post_id, comment_id, hidden, reporters, oldest_ms` of every open target of the brand, as a SQL
 * fragment the list pages and the dashboard counts.
 */
export function openReportTargets(brand: BrandId): SQL {
  return sql`
    select 'POST' as kind, p.id::int as post_id, null::int as comment_id, (p.hidden_at is not null) as hidden,
           count(distinct r.reporter_id)::int as reporters, (extract(epoch from min(r.created_at)) * 1000)::float8 as oldest_ms
      from community_reports r
      join community_posts p on p.id = r.post_id
     where r.brand = ${brand} and r.resolved_at is null and p.deleted_at is null
     group by p.id
    union all
    select 'COMMENT', c.post_id::int, c.id::int, (c.hidden_at is not null),
           count(distinct r.reporter_id)::int, (extract(epoch from min(r.created_at)) * 1000)::float8
      from community_reports r
      join community_comments c on c.id = r.comment_id
      join community_posts p on p.id = c.post_id
     where r.brand = ${brand} and r.resolved_at is null and c.deleted_at is null
       and p.deleted_at is null and p.hidden_at is null
     group by c.id`;
}

/** Raw rows of `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
