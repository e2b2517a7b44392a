import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import type { ConsoleExam, UpdateExamBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import { assertExamTypeOfBrand } from './create-exam';
import type { AuthoringResult, ExamAuthor } from './exam-authoring-policy';
import { EXAM_NOT_FOUND_MESSAGE, examAuditSnapshot, lockAuthoringExam, selectAuthoringExams } from './present-authoring-exam';
import { validateExamInput } from './validate-exam-input';

/**
 * Changes the fields sent of one exam of the author's brand, draft or published. A published exam's change is what
 * members see next (publicChange); nothing is written, audited or made stale when a rule refuses it.
 */
export async function updateExam(
  db: Db,
  author: ExamAuthor,
  examIdx: number,
  patch: UpdateExamBody,
): Promise<AuthoringResult<ConsoleExam>> {
  if (patch.examTypeId !== undefined) await assertExamTypeOfBrand(db, author.brand, patch.examTypeId);
  return db.transaction(async (tx) => {
    const before = await lockAuthoringExam(tx, author.brand, examIdx);
    if (!before) throw notFound(EXAM_NOT_FOUND_MESSAGE);
    const fields = validateExamInput(author.brand, {
      title: patch.title ?? before.title,
      description: patch.description ?? before.description,
      isFree: patch.isFree ?? before.isFree,
      // A paid exam turned free loses its price; one made paid again must be given one.
      price: patch.price !== undefined ? patch.price : before.price,
      communityBoardSlug: patch.communityBoardSlug !== undefined ? patch.communityBoardSlug : before.communityBoardSlug,
    });
    const [after] = await tx
      .update(exams)
      .set({ examTypeId: patch.examTypeId ?? before.examTypeId, ...fields })
      .where(eq(exams.id, before.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'exam.update',
      resourceType: 'exam',
      resourceId: before.id,
      before: examAuditSnapshot(before),
      after: examAuditSnapshot(after!),
    });
    const [view] = await selectAuthoringExams(tx, author.brand, eq(exams.id, before.id));
    return { value: view!, publicChange: before.publishedAt !== null };
  });
}
