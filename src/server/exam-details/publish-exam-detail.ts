/**
 * 공개 / 비공개 of one paper (ADR 31): an imported paper waits unpublished inside its exam until an operator publishes
 * it; unpublishing takes a paper away from takers again (records already made keep their problems). A paper without
 * problems is not published (409), as publishExam refuses an exam with an empty paper. A change writes one audit row
 * and, when the exam is published, is a public change (the caller makes the brand's catalogue stale); asking for the
 * state the paper is already in changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { ConsoleExamDetail } from '../../contracts/console-exams';
import type { Db } from '../../db/client';
import { examDetails } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import {
  EXAM_DETAIL_NOT_FOUND_MESSAGE,
  countPaperProblems,
  examDetailAuditSnapshot,
  lockAuthoringExamDetail,
  toConsoleExamDetail,
} from './present-authoring-exam-detail';

export async function setExamDetailPublished(
  db: Db,
  author: ExamAuthor,
  examDetailIdx: number,
  published: boolean,
): Promise<AuthoringResult<ConsoleExamDetail>> {
  return db.transaction(async (tx) => {
    const found = await lockAuthoringExamDetail(tx, author.brand, examDetailIdx);
    if (!found) throw notFound(EXAM_DETAIL_NOT_FOUND_MESSAGE);
    const { paper: before, exam } = found;
    const problemCount = await countPaperProblems(tx, before.id);
    if ((before.publishedAt !== null) === published) return { value: toConsoleExamDetail(before, problemCount), publicChange: false };
    if (published && problemCount === 0) throw conflict('문제가 없는 회차는 공개할 수 없습니다.', 'EXAM_DETAIL_NOT_READY');
    const [after] = await tx
      .update(examDetails)
      .set({ publishedAt: published ? sql`now()` : null })
      .where(eq(examDetails.id, before.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: published ? 'exam-detail.publish' : 'exam-detail.unpublish',
      resourceType: 'exam-detail',
      resourceId: before.id,
      before: { ...examDetailAuditSnapshot(before), isPublished: !published },
      after: { ...examDetailAuditSnapshot(after!), isPublished: published },
    });
    return { value: toConsoleExamDetail(after!, problemCount), publicChange: exam.publishedAt !== null };
  });
}

export const publishExamDetail = (db: Db, author: ExamAuthor, examDetailIdx: number) =>
  setExamDetailPublished(db, author, examDetailIdx, true);
