import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { problems } from '../../db/schema';
import type { ConsoleProblem, UpdateProblemBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { assertPaperPassage } from './assert-paper-passage';
import { attachProblemImages } from './attach-problem-images';
import {
  PROBLEM_NOT_FOUND_MESSAGE,
  isProblemNumberTaken,
  lockAuthoringProblem,
  problemAuditSnapshot,
  problemNumberTakenMessage,
  toConsoleProblem,
} from './present-authoring-problem';
import { contentUploadKeys } from './sanitize-problem-content';
import { validateProblemInput } from './validate-problem-input';

export const PROBLEM_HAS_ANSWERS_MESSAGE =
  '응시자 답안이 있는 문제는 선택지 수와 배점을 바꿀 수 없습니다. 정답과 문구는 고칠 수 있습니다.';

/**
 * Changes the fields sent of one problem of the author's brand. Once takers have saved answers to it, its number of
 * choices and points are fixed (409): records were totalled with them. Its answer key may change (a reported wrong
 * key, ADR 32): closed records keep the verdicts they were scored with (stored on record_answers) until an operator
 * runs the explicit 재채점 (rescore-problem.ts); records still open are scored against the new key when they close.
 * Wording (stem, choice texts, explanation, their format, the passage) can always be corrected. A new format checks
 * every text field again in that format (ADR 34): send the converted texts with it.
 */
export async function updateProblem(
  db: Db,
  author: ExamAuthor,
  problemId: number,
  patch: UpdateProblemBody,
): Promise<AuthoringResult<ConsoleProblem>> {
  return db.transaction(async (tx) => {
    const found = await lockAuthoringProblem(tx, author.brand, problemId);
    if (!found) throw notFound(PROBLEM_NOT_FOUND_MESSAGE);
    const { problem: before, answerCount, exam } = found;
    const fields = validateProblemInput({
      subject: patch.subject ?? before.subject,
      stem: patch.stem ?? before.stem,
      choices: patch.choices ?? before.choices,
      answer: patch.answer ?? before.answer,
      explanation: patch.explanation ?? before.explanation,
      points: patch.points ?? before.points,
      format: patch.format ?? before.format,
    });
    const shapeChanged = fields.choices.length !== before.choices.length;
    if (answerCount > 0 && (shapeChanged || fields.points !== before.points)) {
      throw conflict(PROBLEM_HAS_ANSWERS_MESSAGE, 'PROBLEM_HAS_ANSWERS');
    }
    const passageId = patch.passageId === undefined ? before.passageId : patch.passageId;
    if (passageId !== before.passageId) await assertPaperPassage(tx, before.examDetailId, passageId);
    await attachProblemImages(tx, {
      uploaderId: author.userId,
      uploadKeys: contentUploadKeys(fields.stem, ...fields.choices, fields.explanation),
    });
    const number = patch.number ?? before.number;
    if (number !== before.number && (await isProblemNumberTaken(tx, before.examDetailId, number, before.id))) {
      throw conflict(problemNumberTakenMessage(number), 'PROBLEM_NUMBER_TAKEN');
    }
    const [after] = await tx
      .update(problems)
      .set({ number, passageId, ...fields })
      .where(eq(problems.id, before.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'problem.update',
      resourceType: 'problem',
      resourceId: before.id,
      before: problemAuditSnapshot(before),
      after: problemAuditSnapshot(after!),
    });
    return { value: toConsoleProblem(after!, answerCount), publicChange: exam.publishedAt !== null };
  });
}
