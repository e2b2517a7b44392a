import { and, arrayOverlaps, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Posting, postings } from '../../db/schema';
import type { PostingSort } from '../../contracts/postings';
import type { PostingFilters, PostingPaging } from './posting-arguments';
import { anyStatus, publishedPosting } from './posting-visibility';

export interface PostingPage {
  totalCount: number;
  postings: Posting[];
}

/**
 * A page of the brand's published postings: every filter given must hold (values within one filter are
 * alternatives: kinds CONTEST+ACTIVITY is either), sorted by LATEST (published), DEADLINE (open and upcoming by
 * reception end, closed ones last), POPULAR (views) or SCRAPS; ties newest id first.
 */
export async function findPostings(
  db: Db,
  input: { brand: BrandId; filters: PostingFilters; sort: PostingSort; paging: PostingPaging; now?: Date },
): Promise<PostingPage> {
  const now = input.now ?? new Date();
  const f = input.filters;
  const conditions: (SQL | undefined)[] = [
    publishedPosting(input.brand, now),
    f.kinds.length ? inArray(postings.kind, f.kinds) : undefined,
    f.organiserTypes.length ? inArray(postings.organiserType, f.organiserTypes) : undefined,
    f.regions.length ? inArray(postings.region, f.regions) : undefined,
    f.fields.length ? arrayOverlaps(postings.fields, f.fields) : undefined,
    f.targets.length ? arrayOverlaps(postings.targets, f.targets) : undefined,
    anyStatus(f.statuses, now),
  ];
  const where = and(...conditions);

  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(postings).where(where);
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, postings: [] };

  const rows = await db
    .select()
    .from(postings)
    .where(where)
    .orderBy(...postingOrder(input.sort, now))
    .limit(pageSize)
    .offset(offset);
  return { totalCount, postings: rows };
}

export function postingOrder(sort: PostingSort, now: Date): SQL[] {
  switch (sort) {
    case 'LATEST':
      return [desc(postings.publishedAt), desc(postings.id)];
    case 'DEADLINE':
      return [asc(sql`${postings.receptionEndAt} < ${now}`), asc(postings.receptionEndAt), desc(postings.id)];
    case 'POPULAR':
      return [desc(postings.views), desc(postings.id)];
    case 'SCRAPS':
      return [desc(postings.scrapCount), desc(postings.id)];
  }
}
