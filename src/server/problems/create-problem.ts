import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examDetails, exams, problems } from '../../db/schema';
import type { ConsoleProblem, CreateProblemBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { assertPaperPassage } from './assert-paper-passage';
import { attachProblemImages } from './attach-problem-images';
import {
  isProblemNumberTaken,
  problemAuditSnapshot,
  problemNumberTakenMessage,
  toConsoleProblem,
} from './present-authoring-problem';
import { contentUploadKeys } from './sanitize-problem-content';
import { validateProblemInput } from './validate-problem-input';

/**
 * A new problem in a paper of the author's brand, numbered after the last unless a free number is given, in plain
 * text unless HTML is asked for (sanitised, its uploaded images attached: ADR 34), pointing at a passage of the same
 * paper if one is given. On a published exam the problem is part of the paper for attempts started after it (open
 * attempts keep their set).
 */
export async function createProblem(
  db: Db,
  author: ExamAuthor,
  examDetailIdx: number,
  input: CreateProblemBody,
): Promise<AuthoringResult<ConsoleProblem>> {
  const fields = validateProblemInput({
    subject: input.subject,
    stem: input.stem,
    choices: input.choices,
    answer: input.answer,
    explanation: input.explanation ?? '',
    points: input.points ?? 5,
    format: input.format ?? 'TEXT',
  });
  const passageId = input.passageId ?? null;
  return db.transaction(async (tx) => {
    // The paper's exam is locked: numbering and publishing see one another's writes, never half of them.
    const [found] = await tx
      .select({ paperId: examDetails.id, exam: exams })
      .from(examDetails)
      .innerJoin(exams, eq(exams.id, examDetails.examId))
      .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, author.brand)))
      .for('update', { of: [exams] })
      .limit(1);
    if (!found) throw notFound('시험지를 찾을 수 없습니다.');
    await assertPaperPassage(tx, found.paperId, passageId);
    await attachProblemImages(tx, {
      uploaderId: author.userId,
      uploadKeys: contentUploadKeys(fields.stem, ...fields.choices, fields.explanation),
    });
    let number = input.number;
    if (number === undefined) {
      const [last] = await tx.select({ n: max(problems.number) }).from(problems).where(eq(problems.examDetailId, found.paperId));
      number = (last?.n ?? 0) + 1;
    } else if (await isProblemNumberTaken(tx, found.paperId, number)) {
      throw conflict(problemNumberTakenMessage(number), 'PROBLEM_NUMBER_TAKEN');
    }
    const [problem] = await tx
      .insert(problems)
      .values({ examDetailId: found.paperId, number, passageId, ...fields })
      .returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'problem.create',
      resourceType: 'problem',
      resourceId: problem!.id,
      before: null,
      after: problemAuditSnapshot(problem!),
    });
    return { value: toConsoleProblem(problem!, 0), publicChange: found.exam.publishedAt !== null };
  });
}
