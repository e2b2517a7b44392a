/**
 * The CBT side of "portal meets CBT": a member's scrapped postings whose written test (필기전형) is still
 * ahead, soonest first, each with the brand's published mock exams for the categories it tests.
 *
 * Postings are read here through the schema rather than src/server/postings, because the postings domain already
 * depends on this one (find-posting-practice-exams.ts) and domains may not depend on each other both ways; the
 * visibility rule is the one of postings/posting-visibility.ts (published, not scheduled later, same brand).
 */
import { and, asc, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { startOfKstDay } from '../../config/kst';
import type { ExamSummary } from '../../contracts/exams';
import type { ScrappedTestExams } from '../../contracts/exams-for-scrapped-tests';
import type { Db } from '../../db/client';
import { postings, scraps } from '../../db/schema';
import { findExamTypes } from './find-exam-types';
import { findPracticeExams } from './find-practice-exams';

/** scraps.target_type of a posting (postings/scrap-posting.ts POSTING_SCRAP_TARGET). */
const POSTING_TARGET = 'posting';

export interface ExamsForScrappedTestsInput {
  brand: BrandId;
  userId: string;
  /** Mock exams per test. */
  examLimit: number;
  paging: { limit: number; offset: number };
  now?: Date;
}

export async function findExamsForScrappedTests(
  db: Db,
  input: ExamsForScrappedTestsInput,
): Promise<{ items: ScrappedTestExams[]; totalCount: number }> {
  const now = input.now ?? new Date();
  // A test stays on the card through its KST day, so its D-Day shows on the morning of the test.
  const from = startOfKstDay(now);
  const where = and(
    eq(scraps.userId, input.userId),
    eq(scraps.targetType, POSTING_TARGET),
    eq(postings.brand, input.brand),
    isNotNull(postings.publishedAt),
    lte(postings.publishedAt, now),
    gte(postings.writtenTestAt, from),
  );
  // target_id is text shared with other target kinds (some are slugs): compared as a number only when it is one.
  const joined = sql`${postings.id} = (case when ${scraps.targetId} ~ '^[1-9][0-9]{0,9}$' then ${scraps.targetId}::bigint end)`;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(scraps).innerJoin(postings, joined).where(where),
    db
      .select({
        postingId: postings.id,
        title: postings.title,
        organiserName: postings.organiserName,
        writtenTestAt: postings.writtenTestAt,
        examTypeSlugs: postings.writtenTestExamTypeSlugs,
      })
      .from(scraps)
      .innerJoin(postings, joined)
      .where(where)
      .orderBy(asc(postings.writtenTestAt), asc(postings.id))
      .limit(input.paging.limit)
      .offset(input.paging.offset),
  ]);
  if (rows.length === 0) return { items: [], totalCount: total?.n ?? 0 };

  // Tests of the same organiser usually cover the same categories: one exam query per distinct set.
  const tree = await findExamTypes(db, input.brand);
  const bySlugs = new Map<string, Promise<ExamSummary[]>>();
  const examsFor = (slugs: string[]) => {
    const key = [...slugs].sort().join(',');
    let found = bySlugs.get(key);
    if (!found) {
      found = findPracticeExams(db, { brand: input.brand, examTypeSlugs: slugs, limit: input.examLimit, tree, now });
      bySlugs.set(key, found);
    }
    return found;
  };
  const items = await Promise.all(
    rows.map(async (row) => ({
      posting: {
        postingId: row.postingId,
        title: row.title,
        organiserName: row.organiserName,
        writtenTestAt: row.writtenTestAt!.toISOString(),
        examTypeSlugs: row.examTypeSlugs,
      },
      exams: await examsFor(row.examTypeSlugs),
    })),
  );
  return { items, totalCount: total?.n ?? 0 };
}
