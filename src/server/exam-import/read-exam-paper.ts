/**
 * A stored paper of the author's brand as the normalized paper the import reads (ADR 31), for the XLSX and QTI
 * exports: problems by number, passages numbered 1.. in order of first use, so exporting then importing gives back
 * the same paper. Null when the brand has no such paper (drafts and unpublished papers included: operators only).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { ImportedPaper, ImportedPassage } from '../../config/exam-import/imported-paper';
import type { Db } from '../../db/client';
import { examDetails, exams, passages, problems } from '../../db/schema';

export async function readExamPaper(
  db: Db,
  brand: BrandId,
  examDetailIdx: number,
): Promise<{ examTitle: string; paperTitle: string; paper: ImportedPaper; problemIds: number[] } | null> {
  const [found] = await db
    .select({ paperTitle: examDetails.title, examTitle: exams.title })
    .from(examDetails)
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand)))
    .limit(1);
  if (!found) return null;
  const rows = await db.select().from(problems).where(eq(problems.examDetailId, examDetailIdx)).orderBy(asc(problems.number));
  const passageIds = [...new Set(rows.map((row) => row.passageId).filter((id): id is number => id !== null))];
  const passageRows = passageIds.length
    ? await db.select().from(passages).where(inArray(passages.id, passageIds))
    : [];
  const byId = new Map(passageRows.map((row) => [row.id, row]));
  const keys = new Map<number, ImportedPassage>();
  for (const id of passageIds) {
    const row = byId.get(id)!;
    keys.set(id, { key: keys.size + 1, title: row.title, body: row.body, format: row.format });
  }
  return {
    examTitle: found.examTitle,
    paperTitle: found.paperTitle,
    // In the paper's problem order, for the preview's per-problem actions (the export leaves them out).
    problemIds: rows.map((row) => row.id),
    paper: {
      passages: [...keys.values()],
      problems: rows.map((row) => ({
        number: row.number,
        subject: row.subject,
        passageKey: row.passageId === null ? null : keys.get(row.passageId)!.key,
        stem: row.stem,
        choices: row.choices,
        answer: row.answer,
        explanation: row.explanation,
        points: row.points,
        format: row.format,
      })),
    },
  };
}
