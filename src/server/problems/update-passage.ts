import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passages } from '../../db/schema';
import type { ConsolePassage, UpdatePassageBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { attachProblemImages } from './attach-problem-images';
import { contentUploadKeys } from './sanitize-problem-content';
import {
  PASSAGE_NOT_FOUND_MESSAGE,
  countPassageProblems,
  lockAuthoringPassage,
  passageAuditSnapshot,
  toConsolePassage,
} from './present-authoring-passage';
import { validatePassageInput } from './validate-passage-input';

/**
 * Changes the fields sent of one passage of the author's brand (ADR 34). A passage is wording: it may change even
 * when takers have answered its problems (records keep their verdicts; the problems and their keys are unchanged). A
 * new format checks the body again in that format: send the converted body with it.
 */
export async function updatePassage(
  db: Db,
  author: ExamAuthor,
  passageId: number,
  patch: UpdatePassageBody,
): Promise<AuthoringResult<ConsolePassage>> {
  return db.transaction(async (tx) => {
    const found = await lockAuthoringPassage(tx, author.brand, passageId);
    if (!found) throw notFound(PASSAGE_NOT_FOUND_MESSAGE);
    const { passage: before, exam } = found;
    const fields = validatePassageInput({
      title: patch.title === undefined ? before.title : patch.title,
      body: patch.body ?? before.body,
      format: patch.format ?? before.format,
    });
    await attachProblemImages(tx, { uploaderId: author.userId, uploadKeys: contentUploadKeys(fields.body) });
    const [after] = await tx.update(passages).set(fields).where(eq(passages.id, before.id)).returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'passage.update',
      resourceType: 'passage',
      resourceId: before.id,
      before: passageAuditSnapshot(before),
      after: passageAuditSnapshot(after!),
    });
    return { value: toConsolePassage(after!, await countPassageProblems(tx, before.id)), publicChange: exam.publishedAt !== null };
  });
}
