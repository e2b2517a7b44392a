import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examTypes } from '../../db/schema';
import type { DeletedExamType } from '../../contracts/console-exam-types';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { countExamTypeDependents, EXAM_TYPE_NOT_FOUND_MESSAGE, examTypeAuditSnapshot, lockExamType } from './present-authoring-exam-type';
import { FIXED_CATEGORY_MESSAGE } from './update-exam-type';

export const EXAM_TYPE_IN_USE_MESSAGE = '시험이나 하위 유형이 있는 유형은 삭제할 수 없습니다. 먼저 옮기거나 삭제해주세요.';

/**
 * Deletes one sub-type of the author's brand (ADR 34), only while nothing hangs under it: no exam (drafts included) and
 * no sub-type (409 otherwise, as for a category). The row is locked first, so an exam or sub-type written meanwhile
 * (which must lock it to reference it) either came first and is counted, or waits and then finds it gone.
 */
export async function deleteExamType(db: Db, author: ExamAuthor, examTypeId: number): Promise<AuthoringResult<DeletedExamType>> {
  return db.transaction(async (tx) => {
    const type = await lockExamType(tx, author.brand, examTypeId);
    if (!type) throw notFound(EXAM_TYPE_NOT_FOUND_MESSAGE);
    if (type.slug !== null) throw conflict(FIXED_CATEGORY_MESSAGE, 'FIXED_EXAM_CATEGORY');
    const dependents = await countExamTypeDependents(tx, type.id);
    if (dependents.exams > 0 || dependents.children > 0) throw conflict(EXAM_TYPE_IN_USE_MESSAGE, 'EXAM_TYPE_IN_USE');
    await tx.delete(examTypes).where(eq(examTypes.id, type.id));
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'exam-type.delete',
      resourceType: 'exam-type',
      resourceId: type.id,
      before: examTypeAuditSnapshot(type),
      after: null,
    });
    return { value: { examTypeId: type.id }, publicChange: true };
  });
}
