/**
 * The confirmed import (ADR 31): the input parsed again (a client's parse is never trusted), then in one transaction
 * the new exam if asked for (a draft), the paper **unpublished** after the exam's last paper, its passages and its
 * problems, and one audit row `exam-detail.import` naming what was made. A new exam is made as createExam makes one
 * (insertDraftExam: with its category's 시험 정보방). Takers see nothing until an operator publishes the paper
 * (publish-exam-detail.ts), so the catalogue's cache stays; `communityChange` says a new 정보방 was opened.
 * Input with errors is refused (400) with the first error and its line; nothing is written.
 */
import { eq, max } from 'drizzle-orm';
import type { ExamImportBody, ExamImportResult } from '../../contracts/console-exam-imports';
import type { Db } from '../../db/client';
import { examDetails, passages, problems } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { insertDraftExam } from '../exams/insert-draft-exam';
import { attachProblemImages } from '../problems/attach-problem-images';
import { parseAndCheckImport } from './parse-import-body';
import { resolveImportTarget } from './resolve-import-target';

export async function importExamPaper(db: Db, author: ExamAuthor, body: ExamImportBody): Promise<AuthoringResult<ExamImportResult>> {
  const { result: parsed, images } = await parseAndCheckImport(db, author.userId, body);
  if (!parsed.ok) {
    const [first] = parsed.errors;
    throw invalid(
      `가져올 수 없는 내용이 있습니다(${parsed.errors.length}건). ${first!.line}번째 줄: ${first!.message}`,
      'IMPORT_INVALID',
    );
  }
  const { paper } = parsed;
  return db.transaction(async (tx) => {
    const target = await resolveImportTarget(tx, author, body);
    // The images HTML cells show, attached with the paper (checked above; a sweep meanwhile makes this refuse).
    await attachProblemImages(tx, { uploaderId: author.userId, uploadKeys: [...images.keys()] });
    let examId: number;
    let boardCreated = false;
    if (target.kind === 'existing') examId = target.exam.id;
    else {
      const made = await insertDraftExam(tx, { brand: author.brand, examTypeId: target.examTypeId, fields: target.fields });
      examId = made.exam.id;
      boardCreated = made.boardCreated;
    }
    const [last] = await tx.select({ n: max(examDetails.sortOrder) }).from(examDetails).where(eq(examDetails.examId, examId));
    const sortOrder = last?.n === null || last?.n === undefined ? 0 : last.n + 1;
    const [created] = await tx
      .insert(examDetails)
      .values({ examId, title: target.paperTitle, timeLimitMinutes: body.timeLimitMinutes, sortOrder, publishedAt: null })
      .returning();
    const paperRow = created!;
    const passageIds = new Map<number, number>();
    if (paper.passages.length > 0) {
      const rows = await tx
        .insert(passages)
        .values(
          paper.passages.map((passage) => ({ examDetailId: paperRow.id, title: passage.title, body: passage.body, format: passage.format })),
        )
        .returning({ id: passages.id });
      // INSERT … RETURNING answers in the order of the VALUES list.
      paper.passages.forEach((passage, i) => passageIds.set(passage.key, rows[i]!.id));
    }
    await tx.insert(problems).values(
      paper.problems.map((problem) => ({
        examDetailId: paperRow.id,
        number: problem.number,
        passageId: problem.passageKey === null ? null : passageIds.get(problem.passageKey)!,
        subject: problem.subject,
        stem: problem.stem,
        choices: problem.choices,
        answer: problem.answer,
        explanation: problem.explanation,
        points: problem.points,
        format: problem.format,
      })),
    );
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'exam-detail.import',
      resourceType: 'exam-detail',
      resourceId: paperRow.id,
      before: null,
      after: {
        examDetailIdx: paperRow.id,
        examIdx: examId,
        title: paperRow.title,
        timeLimitMinutes: paperRow.timeLimitMinutes,
        sortOrder: paperRow.sortOrder,
        isPublished: false,
        source: body.source,
        problemCount: paper.problems.length,
        passageCount: paper.passages.length,
        newExam: target.kind === 'new' ? { examIdx: examId, examTypeId: target.examTypeId, title: target.fields.title } : null,
      },
    });
    const value: ExamImportResult = {
      examIdx: examId,
      examDetailIdx: paperRow.id,
      problemCount: paper.problems.length,
      passageCount: paper.passages.length,
      isPublished: false,
    };
    return { value, publicChange: false, communityChange: boardCreated };
  });
}
