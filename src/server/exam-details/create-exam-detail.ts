import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examDetails } from '../../db/schema';
import type { ConsoleExamDetail, CreateExamDetailBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid, notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { EXAM_NOT_FOUND_MESSAGE, lockAuthoringExam } from '../exams/present-authoring-exam';
import { examDetailAuditSnapshot, toConsoleExamDetail } from './present-authoring-exam-detail';

/** The rule of a paper's title (the schema bounds the rest): trimmed, not blank. */
export function paperTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw invalid('회차 제목을 입력해주세요.');
  return trimmed;
}

/**
 * A new paper (회차) of an exam of the author's brand, last unless a sort order is given. On a published exam the
 * paper is visible at once (publicChange): build new rounds of a live exam in a draft exam, or expect takers to see
 * them fill up.
 */
export async function createExamDetail(
  db: Db,
  author: ExamAuthor,
  examIdx: number,
  input: CreateExamDetailBody,
): Promise<AuthoringResult<ConsoleExamDetail>> {
  const title = paperTitle(input.title);
  return db.transaction(async (tx) => {
    const exam = await lockAuthoringExam(tx, author.brand, examIdx);
    if (!exam) throw notFound(EXAM_NOT_FOUND_MESSAGE);
    let sortOrder = input.sortOrder;
    if (sortOrder === undefined) {
      const [last] = await tx.select({ n: max(examDetails.sortOrder) }).from(examDetails).where(eq(examDetails.examId, exam.id));
      sortOrder = last?.n === null || last?.n === undefined ? 0 : last.n + 1;
    }
    const [paper] = await tx
      .insert(examDetails)
      .values({ examId: exam.id, title, timeLimitMinutes: input.timeLimitMinutes, sortOrder })
      .returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'exam-detail.create',
      resourceType: 'exam-detail',
      resourceId: paper!.id,
      before: null,
      after: examDetailAuditSnapshot(paper!),
    });
    return { value: toConsoleExamDetail(paper!, 0), publicChange: exam.publishedAt !== null };
  });
}
