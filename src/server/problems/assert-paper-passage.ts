import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passages } from '../../db/schema';
import { invalid } from '../errors/domain-error';

export const PASSAGE_NOT_IN_PAPER_MESSAGE = '같은 시험지의 지문만 연결할 수 있습니다.';

/**
 * Asserts a problem of `examDetailIdx` may point at `passageId`: the passage belongs to the same paper (a passage of
 * another paper, exam or brand, or none at all, is one 400, so ids cannot be probed). Null (no passage) always may.
 */
export async function assertPaperPassage(tx: Db, examDetailIdx: number, passageId: number | null): Promise<void> {
  if (passageId === null) return;
  const [row] = await tx
    .select({ id: passages.id })
    .from(passages)
    .where(and(eq(passages.id, passageId), eq(passages.examDetailId, examDetailIdx)))
    .limit(1);
  if (!row) throw invalid(PASSAGE_NOT_IN_PAPER_MESSAGE, 'PASSAGE_NOT_IN_PAPER');
}
