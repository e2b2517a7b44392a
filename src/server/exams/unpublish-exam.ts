import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import type { ConsoleExam } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from './exam-authoring-policy';
import { EXAM_NOT_FOUND_MESSAGE, examAuditSnapshot, lockAuthoringExam, selectAuthoringExams } from './present-authoring-exam';

/**
 * Takes a published exam of the author's brand back to draft: it leaves every list, page and count, and no new
 * attempt at it can start. Records already made stay their members' (results and solutions remain readable).
 * Unpublishing a draft changes nothing.
 */
export async function unpublishExam(db: Db, author: ExamAuthor, examIdx: number): Promise<AuthoringResult<ConsoleExam>> {
  return db.transaction(async (tx) => {
    const before = await lockAuthoringExam(tx, author.brand, examIdx);
    if (!before) throw notFound(EXAM_NOT_FOUND_MESSAGE);
    if (before.publishedAt !== null) {
      const [after] = await tx.update(exams).set({ publishedAt: null }).where(eq(exams.id, before.id)).returning();
      await recordAuditEvent(tx, {
        brand: author.brand,
        actorId: author.userId,
        action: 'exam.unpublish',
        resourceType: 'exam',
        resourceId: before.id,
        before: examAuditSnapshot(before),
        after: examAuditSnapshot(after!),
      });
    }
    const [view] = await selectAuthoringExams(tx, author.brand, eq(exams.id, before.id));
    return { value: view!, publicChange: before.publishedAt !== null };
  });
}
