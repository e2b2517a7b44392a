import { and, desc, asc, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Posting, postings } from '../../db/schema';
import { getMemberInterests } from '../members/get-member-interests';
import type { PostingPaging } from './posting-arguments';
import { postingStatusCondition, publishedPosting } from './posting-visibility';
import { POSTING_SCRAP_TARGET } from './scrap-posting';

/** INTERESTS: ranked by the member's interests, targets and scraps; POPULAR: nothing to go on, most viewed first. */
export type RecommendationBasis = 'INTERESTS' | 'POPULAR';

export interface RecommendedPage {
  basis: RecommendationBasis;
  totalCount: number;
  postings: Posting[];
}

/** Weights of the score: a chosen interest counts most, who the member is next, a field of their scraps least. */
const INTEREST_WEIGHT = 3;
const TARGET_WEIGHT = 2;
const SCRAP_FIELD_WEIGHT = 1;
/** The fields of the member's latest scraps say what they look at now; older ones matter less and cost more. */
const SCRAPS_CONSIDERED = 50;

const textArray = (values: readonly string[]): SQL =>
  values.length ? sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

/** How many of the posting's fields are in `values`. */
const fieldsIn = (values: readonly string[]): SQL =>
  sql`(select count(*)::int from unnest(${postings.fields}) as f(v) where f.v = any(${textArray(values)}))`;

/**
 * 추천 for a member : the brand's open postings the member has not scrapped, scored by
 *   3 × fields among their interests + 2 when a target is theirs (or the posting is for anyone) + 1 × fields among
 *   those of their latest 50 scrapped postings,
 * best first (ties: soonest end, then newest), only postings scoring above 0. A member with no interests, no targets
 * and no scraps, or whose signals match nothing open, gets the open postings most viewed instead (`basis: POPULAR`).
 */
export async function findRecommendedPostings(
  db: Db,
  input: { brand: BrandId; userId: string; paging: PostingPaging; now?: Date },
): Promise<RecommendedPage> {
  const now = input.now ?? new Date();
  const { interests, targets } = await getMemberInterests(db, input.userId);
  const scrapFieldRows = await db.execute(sql`
    select distinct f.v as field
    from (
      select sp.fields from scraps s
      join postings sp on s.target_id = sp.id::text
      where s.user_id = ${input.userId} and s.target_type = ${POSTING_SCRAP_TARGET}
      order by s.created_at desc
      limit ${SCRAPS_CONSIDERED}
    ) recent, unnest(recent.fields) as f(v)`);
  const scrapFields = (scrapFieldRows as unknown as { rows: { field: string }[] }).rows.map((r) => r.field);

  const notScrapped = sql`not exists (
    select 1 from scraps s
    where s.user_id = ${input.userId} and s.target_type = ${POSTING_SCRAP_TARGET} and s.target_id = ${postings.id}::text)`;
  const open = and(publishedPosting(input.brand, now), postingStatusCondition('OPEN', now), notScrapped)!;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;

  if (interests.length || targets.length || scrapFields.length) {
    const targetMatch = targets.length
      ? sql`(case when ${postings.targets} && ${textArray([...targets, 'ANYONE'])} then ${sql.raw(String(TARGET_WEIGHT))} else 0 end)`
      : sql`0`;
    const score = sql`(${fieldsIn(interests)} * ${sql.raw(String(INTEREST_WEIGHT))} + ${targetMatch} + ${fieldsIn(scrapFields)} * ${sql.raw(String(SCRAP_FIELD_WEIGHT))})`;
    const where = and(open, sql`${score} > 0`);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(postings).where(where);
    const totalCount = counted?.n ?? 0;
    if (totalCount > 0) {
      const rows =
        offset >= totalCount
          ? []
          : await db
              .select()
              .from(postings)
              .where(where)
              .orderBy(desc(score), asc(postings.receptionEndAt), desc(postings.id))
              .limit(pageSize)
              .offset(offset);
      return { basis: 'INTERESTS', totalCount, postings: rows };
    }
  }

  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(postings).where(open);
  const totalCount = counted?.n ?? 0;
  const rows =
    offset >= totalCount
      ? []
      : await db.select().from(postings).where(open).orderBy(desc(postings.views), desc(postings.id)).limit(pageSize).offset(offset);
  return { basis: 'POPULAR', totalCount, postings: rows };
}
