import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Problem, examDetails, passages, problems } from '../../db/schema';
import type { Passage } from '../../contracts/problems';

export interface RecordProblem extends Problem {
  examIdx: number;
}

/** The problems of a record in the record's order, with the passages they use (each passage once). */
export async function findRecordProblems(
  db: Db,
  problemIds: readonly number[],
): Promise<{ problems: RecordProblem[]; passages: Passage[] }> {
  if (problemIds.length === 0) return { problems: [], passages: [] };
  const rows = await db
    .select({ problem: problems, examIdx: examDetails.examId })
    .from(problems)
    .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
    .where(inArray(problems.id, [...problemIds]));
  const byId = new Map(rows.map((row) => [row.problem.id, { ...row.problem, examIdx: row.examIdx }]));
  const ordered = problemIds.flatMap((id) => byId.get(id) ?? []);
  const passageIds = [...new Set(ordered.flatMap((p) => (p.passageId === null ? [] : [p.passageId])))];
  const passageRows = passageIds.length
    ? await db
        .select({ id: passages.id, title: passages.title, body: passages.body, format: passages.format })
        .from(passages)
        .where(inArray(passages.id, passageIds))
    : [];
  const passageOrder = new Map(passageIds.map((id, i) => [id, i]));
  passageRows.sort((a, b) => passageOrder.get(a.id)! - passageOrder.get(b.id)!);
  return { problems: ordered, passages: passageRows };
}
