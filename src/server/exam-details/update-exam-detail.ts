import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examDetails } from '../../db/schema';
import type { ConsoleExamDetail, UpdateExamDetailBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { paperTitle } from './create-exam-detail';
import {
  EXAM_DETAIL_NOT_FOUND_MESSAGE,
  countPaperProblems,
  examDetailAuditSnapshot,
  lockAuthoringExamDetail,
  toConsoleExamDetail,
} from './present-authoring-exam-detail';

/**
 * Changes the fields sent of one paper of the author's brand. A new time limit applies to attempts started after it;
 * open attempts keep the deadline they were given.
 */
export async function updateExamDetail(
  db: Db,
  author: ExamAuthor,
  examDetailIdx: number,
  patch: UpdateExamDetailBody,
): Promise<AuthoringResult<ConsoleExamDetail>> {
  const title = patch.title === undefined ? undefined : paperTitle(patch.title);
  return db.transaction(async (tx) => {
    const found = await lockAuthoringExamDetail(tx, author.brand, examDetailIdx);
    if (!found) throw notFound(EXAM_DETAIL_NOT_FOUND_MESSAGE);
    const { paper: before, exam } = found;
    const [after] = await tx
      .update(examDetails)
      .set({
        title: title ?? before.title,
        timeLimitMinutes: patch.timeLimitMinutes ?? before.timeLimitMinutes,
        sortOrder: patch.sortOrder ?? before.sortOrder,
      })
      .where(eq(examDetails.id, before.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'exam-detail.update',
      resourceType: 'exam-detail',
      resourceId: before.id,
      before: examDetailAuditSnapshot(before),
      after: examDetailAuditSnapshot(after!),
    });
    return { value: toConsoleExamDetail(after!, await countPaperProblems(tx, before.id)), publicChange: exam.publishedAt !== null };
  });
}
