import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Exam, type Passage, examDetails, exams, passages, problems } from '../../db/schema';
import type { ConsolePassage } from '../../contracts/console-exams';

export const PASSAGE_NOT_FOUND_MESSAGE = '지문을 찾을 수 없습니다.';

export function toConsolePassage(passage: Passage, problemCount: number): ConsolePassage {
  return { ...passageAuditSnapshot(passage), problemCount };
}

/** The passage row as the audit log keeps it, and the authoring answer's fields besides its problem count. */
export function passageAuditSnapshot(passage: Passage): Omit<ConsolePassage, 'problemCount'> {
  return {
    passageId: passage.id,
    examDetailIdx: passage.examDetailId,
    title: passage.title,
    body: passage.body,
    format: passage.format,
  };
}

/** The passages of one paper in the order they were written, each with the number of problems pointing at it. */
export async function findPaperPassages(db: Db, examDetailIdx: number): Promise<ConsolePassage[]> {
  const rows = await db
    .select({ passage: getTableColumns(passages), problemCount: count(problems.id) })
    .from(passages)
    .leftJoin(problems, eq(problems.passageId, passages.id))
    .where(eq(passages.examDetailId, examDetailIdx))
    .groupBy(passages.id)
    .orderBy(passages.id);
  return rows.map((row) => toConsolePassage(row.passage, row.problemCount));
}

/**
 * A passage of `brand` with its exam, the passage and the exam locked for the rest of the transaction (the exam, as
 * every authoring write of its papers does, so publishing and editing do not interleave); null when the brand has no
 * such passage.
 */
export async function lockAuthoringPassage(
  tx: Db,
  brand: BrandId,
  passageId: number,
): Promise<{ passage: Passage; exam: Exam } | null> {
  const [row] = await tx
    .select({ passage: getTableColumns(passages), exam: exams })
    .from(passages)
    .innerJoin(examDetails, eq(examDetails.id, passages.examDetailId))
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(passages.id, passageId), eq(exams.brand, brand)))
    .for('update', { of: [passages, exams] })
    .limit(1);
  return row ?? null;
}

/** How many problems point at a passage. */
export async function countPassageProblems(db: Db, passageId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(problems).where(eq(problems.passageId, passageId));
  return row?.n ?? 0;
}
