import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { CommunityReportReason, ReportedTarget, ReportedTargetPage } from '../../contracts/community-reports';
import type { Db } from '../../db/client';
import type { Paging } from '../paging/parse-paging';
import { plainTextExcerpt } from './reported-target-excerpt';
import { openReportTargets, rowsOf } from './reported-target-rows';

interface TargetRow {
  kind: 'POST' | 'COMMENT';
  post_id: number;
  comment_id: number | null;
  hidden: boolean;
  reporters: number;
  oldest_ms: number;
  total: number;
  board_slug: string;
  board_title: string;
  post_title: string;
  comment_body: string | null;
  author_id: string | null;
  author_name: string | null;
}

/**
 * The brand's posts and comments with open reports for the console's queue, a page at a time: hidden ones first
 * (ADR 20: five members hid them and they wait for an ADMIN), then the longest waiting. Each with its board, title
 * or the comment's first words, author, how many members reported it and for which reasons.
 */
export async function findReportedTargets(db: Db, brand: BrandId, paging: Paging): Promise<ReportedTargetPage> {
  const result = await db.execute(sql`
    with targets as (${openReportTargets(brand)})
    select t.*, count(*) over ()::int as total,
           b.slug as board_slug, b.title as board_title, p.title as post_title, c.body as comment_body,
           u.id as author_id, u.username as author_name
      from targets t
      join community_posts p on p.id = t.post_id
      join community_boards b on b.id = p.board_id
      left join community_comments c on c.id = t.comment_id
      left join users u on u.id = coalesce(c.author_id, case when t.comment_id is null then p.author_id end)
     order by t.hidden desc, t.oldest_ms asc, t.post_id asc, t.comment_id asc nulls first
     limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`);
  const rows = rowsOf<TargetRow>(result);
  const reasons = await findOpenReasons(db, rows);
  const items: ReportedTarget[] = rows.map((row) => ({
    kind: row.kind,
    postId: row.post_id,
    commentId: row.comment_id,
    board: { slug: row.board_slug, name: row.board_title },
    postTitle: row.post_title,
    excerpt: row.comment_body === null ? null : plainTextExcerpt(row.comment_body),
    author: row.author_id && row.author_name !== null ? { id: row.author_id, username: row.author_name } : null,
    reportCount: row.reporters,
    reasons: reasons.get(keyOf(row)) ?? [],
    hidden: row.hidden,
    oldestReportAt: new Date(Number(row.oldest_ms)).toISOString(),
  }));
  return { items, totalCount: rows[0]?.total ?? 0, page: paging.page, pageSize: paging.pageSize };
}

const keyOf = (row: { post_id: number; comment_id: number | null }) =>
  row.comment_id === null ? `p${row.post_id}` : `c${row.comment_id}`;

/** Open reports per reason of the page's targets (one query), most frequent first. */
async function findOpenReasons(db: Db, rows: TargetRow[]) {
  const byTarget = new Map<string, Array<{ reason: CommunityReportReason; count: number }>>();
  const postIds = rows.filter((row) => row.comment_id === null).map((row) => row.post_id);
  const commentIds = rows.flatMap((row) => (row.comment_id === null ? [] : [row.comment_id]));
  if (rows.length === 0) return byTarget;
  const idList = (ids: number[]) => (ids.length ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : sql`null`);
  const result = await db.execute(sql`
    select post_id::int as post_id, comment_id::int as comment_id, reason, count(*)::int as n
      from community_reports
     where resolved_at is null and (post_id in (${idList(postIds)}) or comment_id in (${idList(commentIds)}))
     group by post_id, comment_id, reason
     order by n desc, reason asc`);
  for (const row of rowsOf<{ post_id: number | null; comment_id: number | null; reason: CommunityReportReason; n: number }>(result)) {
    const key = row.comment_id === null ? `p${row.post_id}` : `c${row.comment_id}`;
    const list = byTarget.get(key) ?? [];
    list.push({ reason: row.reason, count: row.n });
    byTarget.set(key, list);
  }
  return byTarget;
}
