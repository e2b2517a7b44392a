import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examDetails, exams, passages } from '../../db/schema';
import type { ConsolePassage, CreatePassageBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { attachProblemImages } from './attach-problem-images';
import { contentUploadKeys } from './sanitize-problem-content';
import { passageAuditSnapshot, toConsolePassage } from './present-authoring-passage';
import { validatePassageInput } from './validate-passage-input';

/**
 * A new passage (지문) in a paper of the author's brand (ADR 34), in plain text or sanitised HTML (its uploaded images
 * attached). Problems point at it by their passageId (create or update problem); until one does, takers see nothing
 * of it, but on a published exam the write is reported public like every edit of its papers.
 */
export async function createPassage(
  db: Db,
  author: ExamAuthor,
  examDetailIdx: number,
  input: CreatePassageBody,
): Promise<AuthoringResult<ConsolePassage>> {
  const fields = validatePassageInput({ title: input.title ?? null, body: input.body, format: input.format });
  return db.transaction(async (tx) => {
    // The paper's exam is locked, as for a new problem: publishing and writing its papers never interleave.
    const [found] = await tx
      .select({ paperId: examDetails.id, publishedAt: exams.publishedAt })
      .from(examDetails)
      .innerJoin(exams, eq(exams.id, examDetails.examId))
      .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, author.brand)))
      .for('update', { of: [exams] })
      .limit(1);
    if (!found) throw notFound('시험지를 찾을 수 없습니다.');
    await attachProblemImages(tx, { uploaderId: author.userId, uploadKeys: contentUploadKeys(fields.body) });
    const [passage] = await tx
      .insert(passages)
      .values({ examDetailId: found.paperId, ...fields })
      .returning();
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'passage.create',
      resourceType: 'passage',
      resourceId: passage!.id,
      before: null,
      after: passageAuditSnapshot(passage!),
    });
    return { value: toConsolePassage(passage!, 0), publicChange: found.publishedAt !== null };
  });
}
