/**
 * Where an import goes: an existing exam of the author's brand (draft or published: the new paper is unpublished
 * either way), or a new draft exam under one of the brand's exam types. Exactly one of the two must be named.
 */
import type { ExamImportBody } from '../../contracts/console-exam-imports';
import type { Db } from '../../db/client';
import type { Exam } from '../../db/schema';
import { invalid, notFound } from '../errors/domain-error';
import { assertExamTypeOfBrand } from '../exams/create-exam';
import type { ExamAuthor } from '../exams/exam-authoring-policy';
import { EXAM_NOT_FOUND_MESSAGE, lockAuthoringExam } from '../exams/present-authoring-exam';
import { type ExamFields, validateExamInput } from '../exams/validate-exam-input';
import { paperTitle } from '../exam-details/create-exam-detail';

export const IMPORT_TARGET_MESSAGE = '가져올 시험을 고르거나, 새 시험의 유형과 제목을 입력해주세요.';

export type ImportTarget =
  | { kind: 'existing'; exam: Exam; paperTitle: string }
  | { kind: 'new'; examTypeId: number; fields: ExamFields; paperTitle: string };

/** The target, the exam locked when one exists (pass the transaction when writing); 400 / 404 otherwise. */
export async function resolveImportTarget(db: Db, author: ExamAuthor, body: ExamImportBody): Promise<ImportTarget> {
  const title = paperTitle(body.paperTitle);
  const existing = body.examIdx !== undefined;
  const fresh = body.examTypeId !== undefined || body.examTitle !== undefined;
  if (existing === fresh) throw invalid(IMPORT_TARGET_MESSAGE, 'IMPORT_TARGET_REQUIRED');
  if (existing) {
    const exam = await lockAuthoringExam(db, author.brand, body.examIdx!);
    if (!exam) throw notFound(EXAM_NOT_FOUND_MESSAGE);
    return { kind: 'existing', exam, paperTitle: title };
  }
  if (body.examTypeId === undefined || body.examTitle === undefined) throw invalid(IMPORT_TARGET_MESSAGE, 'IMPORT_TARGET_REQUIRED');
  await assertExamTypeOfBrand(db, author.brand, body.examTypeId);
  const fields = validateExamInput(author.brand, {
    title: body.examTitle,
    description: '',
    isFree: true,
    price: null,
    communityBoardSlug: null,
  });
  return { kind: 'new', examTypeId: body.examTypeId, fields, paperTitle: title };
}
