import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passages, problems } from '../../db/schema';
import type { DeletedPassage } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { PASSAGE_NOT_FOUND_MESSAGE, lockAuthoringPassage, passageAuditSnapshot } from './present-authoring-passage';

/**
 * Deletes one passage of the author's brand (ADR 34). Its problems keep their own text and answers and no longer point
 * at it (the answer names how many); records that showed it keep their verdicts. One audit row: the passage before,
 * and the problems detached.
 */
export async function deletePassage(db: Db, author: ExamAuthor, passageId: number): Promise<AuthoringResult<DeletedPassage>> {
  return db.transaction(async (tx) => {
    const found = await lockAuthoringPassage(tx, author.brand, passageId);
    if (!found) throw notFound(PASSAGE_NOT_FOUND_MESSAGE);
    const { passage, exam } = found;
    // Explicitly, though the foreign key would set null too: the audit row names the problems.
    const detached = await tx
      .update(problems)
      .set({ passageId: null })
      .where(eq(problems.passageId, passage.id))
      .returning({ id: problems.id });
    await tx.delete(passages).where(eq(passages.id, passage.id));
    const detachedProblemIds = detached.map((row) => row.id).sort((a, b) => a - b);
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'passage.delete',
      resourceType: 'passage',
      resourceId: passage.id,
      before: passageAuditSnapshot(passage),
      after: { deleted: true, detachedProblemIds },
    });
    return {
      value: { passageId: passage.id, detachedProblemCount: detachedProblemIds.length },
      publicChange: exam.publishedAt !== null,
    };
  });
}
