import { type SQL, and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import type { ExamSummary } from '../../contracts/exams';
import { publishedExam } from './exam-policy';
import { getExamSummaries } from './get-exam-summaries';
import { findExamTypes } from './find-exam-types';

export interface ExamFilter {
  /** Each type matches itself and its descendants; several types are OR-ed. */
  examTypeIds?: number[];
  /** A top-level category slug (spec §2.1); AND-ed with examTypeIds. */
  categorySlug?: string;
  /** Part of the title, case-insensitive. */
  keyword?: string;
  isFree?: boolean;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** `%` and `_` in a keyword are literal characters, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The brand's published exams matching the filter, most recently published first. */
export async function findExams(
  db: Db,
  brand: BrandId,
  filter: ExamFilter,
  paging: Paging,
  viewerId?: string | null,
): Promise<{ items: ExamSummary[]; totalCount: number }> {
  const tree = await findExamTypes(db, brand);
  const conditions: Array<SQL | undefined> = [eq(exams.brand, brand), publishedExam()];
  if (filter.examTypeIds?.length) conditions.push(inArray(exams.examTypeId, tree.withDescendants(filter.examTypeIds)));
  if (filter.categorySlug !== undefined) {
    const category = tree.bySlug(filter.categorySlug);
    conditions.push(inArray(exams.examTypeId, category ? tree.withDescendants([category.id]) : []));
  }
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(ilike(exams.title, `%${escapeLike(keyword)}%`));
  if (filter.isFree !== undefined) conditions.push(eq(exams.isFree, filter.isFree));
  const where = and(...conditions);

  const [[total], page] = await Promise.all([
    db.select({ n: count() }).from(exams).where(where),
    db
      .select({ id: exams.id })
      .from(exams)
      .where(where)
      .orderBy(desc(exams.publishedAt), desc(exams.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  const items = await getExamSummaries(
    db,
    brand,
    page.map((row) => row.id),
    viewerId,
    tree,
  );
  return { items, totalCount: total?.n ?? 0 };
}
