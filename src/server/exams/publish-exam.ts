import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examDetails, exams } from '../../db/schema';
import type { ConsoleExam } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from './exam-authoring-policy';
import { EXAM_NOT_FOUND_MESSAGE, examAuditSnapshot, lockAuthoringExam, selectAuthoringExams } from './present-authoring-exam';

const PAPER_ID = sql.raw('"exam_details"."id"');

/**
 * Makes a draft exam of the author's brand visible to members and visitors. An exam without papers, or with a paper
 * that has no problems, is refused (409): takers would open an empty sheet. Publishing a published exam changes
 * nothing (no audit row, nothing made stale).
 */
export async function publishExam(db: Db, author: ExamAuthor, examIdx: number): Promise<AuthoringResult<ConsoleExam>> {
  return db.transaction(async (tx) => {
    // Locked: a paper added while this checks the papers waits for the publication (create-exam-detail.ts locks too).
    const before = await lockAuthoringExam(tx, author.brand, examIdx);
    if (!before) throw notFound(EXAM_NOT_FOUND_MESSAGE);
    if (before.publishedAt === null) {
      const papers = await tx
        .select({
          title: examDetails.title,
          problemCount: sql<number>`(select count(*) from problems p where p.exam_detail_id = ${PAPER_ID})`.mapWith(Number),
        })
        .from(examDetails)
        .where(eq(examDetails.examId, before.id))
        .orderBy(asc(examDetails.sortOrder), asc(examDetails.id));
      if (papers.length === 0) throw conflict('회차가 없는 시험은 공개할 수 없습니다.', 'EXAM_NOT_READY');
      const empty = papers.find((paper) => paper.problemCount === 0);
      if (empty) throw conflict(`문제가 없는 회차가 있어 공개할 수 없습니다: ${empty.title}`, 'EXAM_NOT_READY');
      const [after] = await tx.update(exams).set({ publishedAt: sql`now()` }).where(eq(exams.id, before.id)).returning();
      await recordAuditEvent(tx, {
        brand: author.brand,
        actorId: author.userId,
        action: 'exam.publish',
        resourceType: 'exam',
        resourceId: before.id,
        before: examAuditSnapshot(before),
        after: examAuditSnapshot(after!),
      });
    }
    const [view] = await selectAuthoringExams(tx, author.brand, eq(exams.id, before.id));
    return { value: view!, publicChange: before.publishedAt === null };
  });
}
