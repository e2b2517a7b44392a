import type { Db } from '../../db/client';
import type { ConsoleExam, CreateExamBody } from '../../contracts/console-exams';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from './exam-authoring-policy';
import { findExamTypes } from './find-exam-types';
import { insertDraftExam } from './insert-draft-exam';
import { examAuditSnapshot, toConsoleExam } from './present-authoring-exam';
import { validateExamInput } from './validate-exam-input';

export const UNKNOWN_EXAM_TYPE_MESSAGE = '시험 유형을 찾을 수 없습니다.';

/** Asserts the exam type is one of the brand's (any level: lists match a type and its descendants). */
export async function assertExamTypeOfBrand(db: Db, brand: ExamAuthor['brand'], examTypeId: number): Promise<void> {
  const tree = await findExamTypes(db, brand);
  if (!tree.get(examTypeId)) throw invalid(UNKNOWN_EXAM_TYPE_MESSAGE, 'UNKNOWN_EXAM_TYPE');
}

/**
 * A new exam of the author's brand, as a draft: nobody but operators sees it until it is published. Without a board
 * named, it gets its category's 시험 정보방 (insertDraftExam), as an imported exam does.
 */
export async function createExam(db: Db, author: ExamAuthor, input: CreateExamBody): Promise<AuthoringResult<ConsoleExam>> {
  const fields = validateExamInput(author.brand, {
    title: input.title,
    description: input.description ?? '',
    isFree: input.isFree ?? true,
    price: input.price ?? null,
    communityBoardSlug: input.communityBoardSlug ?? null,
  });
  await assertExamTypeOfBrand(db, author.brand, input.examTypeId);
  const { exam, boardCreated } = await db.transaction(async (tx) => {
    const made = await insertDraftExam(tx, { brand: author.brand, examTypeId: input.examTypeId, fields });
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'exam.create',
      resourceType: 'exam',
      resourceId: made.exam.id,
      before: null,
      after: examAuditSnapshot(made.exam),
    });
    return made;
  });
  return { value: toConsoleExam(exam, { examDetailCount: 0, problemCount: 0 }), publicChange: false, communityChange: boardCreated };
}
