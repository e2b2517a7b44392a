import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import type { ExamSummary } from '../../contracts/exams';
import { publishedExam } from './exam-policy';
import type { ExamTypeTree } from './exam-type-tree';
import { findExamTypes } from './find-exam-types';

const EXAM_ID = sql.raw('"exams"."id"');


/**
 * Summaries of the given published exams of one brand (drafts are left out), in the order of `examIds`, in one query
 * (counts are correlated subqueries on indexed foreign keys, evaluated for these rows only).
 */
export async function getExamSummaries(
  db: Db,
  brand: BrandId,
  examIds: number[],
  viewerId?: string | null,
  tree?: ExamTypeTree,
): Promise<ExamSummary[]> {
  if (examIds.length === 0) return [];
  const [rows, types] = await Promise.all([
    db
      .select({
        id: exams.id,
        title: exams.title,
        description: exams.description,
        isFree: exams.isFree,
        price: exams.price,
        communityBoardSlug: exams.communityBoardSlug,
        examTypeId: exams.examTypeId,
        createdAt: exams.createdAt,
        // Correlated subqueries name their tables explicitly: drizzle leaves columns unqualified in a
        // single-table select, and an unqualified "id" would bind to the inner table.
        examDetailCount: sql<number>`(select count(*) from exam_details d
          where d.exam_id = ${EXAM_ID} and d.published_at is not null)`.mapWith(Number),
        problemCount: sql<number>`(select count(*) from problems p
          join exam_details d on d.id = p.exam_detail_id where d.exam_id = ${EXAM_ID} and d.published_at is not null)`.mapWith(Number),
        likeCount: sql<number>`(select count(*) from exam_likes l where l.exam_id = ${EXAM_ID})`.mapWith(Number),
        viewerHasLiked: viewerId
          ? sql<boolean>`exists (select 1 from exam_likes l where l.exam_id = ${EXAM_ID} and l.user_id = ${viewerId})`
          : sql<boolean>`false`,
        viewerHasEntitlement: viewerId
          ? sql<boolean>`exists (select 1 from exam_entitlements en where en.exam_id = ${EXAM_ID} and en.user_id = ${viewerId})`
          : sql<boolean>`false`,
      })
      .from(exams)
      .where(and(eq(exams.brand, brand), inArray(exams.id, examIds), publishedExam())),
    tree ? Promise.resolve(tree) : findExamTypes(db, brand),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return examIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        examIdx: row.id,
        title: row.title,
        description: row.description,
        isFree: row.isFree,
        price: row.isFree ? null : row.price,
        communityBoardId: row.communityBoardSlug,
        examTypes: types.chain(row.examTypeId),
        examDetailCount: row.examDetailCount,
        problemCount: row.problemCount,
        likeCount: row.likeCount,
        viewerHasLiked: Boolean(row.viewerHasLiked),
        viewerIsEntitled: row.isFree || Boolean(row.viewerHasEntitlement),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}
