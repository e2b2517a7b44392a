import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examTypes } from '../../db/schema';
import type { ConsoleExamType, UpdateExamTypeBody } from '../../contracts/console-exam-types';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { findAuthoringExamTypes } from './find-authoring-exam-types';
import {
  EXAM_TYPE_NOT_FOUND_MESSAGE,
  examTypeAuditSnapshot,
  examTypeNameTakenMessage,
  isExamTypeNameTaken,
  isUniqueViolation,
  lockExamType,
} from './present-authoring-exam-type';
import { validateExamTypeName } from './validate-exam-type-name';

export const FIXED_CATEGORY_MESSAGE = '분류(공기업, 병원 필기시험 등)는 브랜드의 고정 분류라 이름과 순서를 바꾸거나 삭제할 수 없습니다.';

/**
 * Renames or reorders one sub-type of the author's brand (ADR 34). A category — a top-level type with a slug — is the
 * brand config's fixed top level (spec §2.1): its name and order come from the config and the seed writes them back, so
 * changing them is refused (409). The same values again are no change and no audit row.
 */
export async function updateExamType(
  db: Db,
  author: ExamAuthor,
  examTypeId: number,
  patch: UpdateExamTypeBody,
): Promise<AuthoringResult<ConsoleExamType>> {
  const name = patch.name === undefined ? undefined : validateExamTypeName(patch.name);
  try {
    const result = await db.transaction(async (tx) => {
      const before = await lockExamType(tx, author.brand, examTypeId);
      if (!before) throw notFound(EXAM_TYPE_NOT_FOUND_MESSAGE);
      const next = { name: name ?? before.name, sortOrder: patch.sortOrder ?? before.sortOrder };
      if (next.name === before.name && next.sortOrder === before.sortOrder) return { changed: false };
      if (before.slug !== null) throw conflict(FIXED_CATEGORY_MESSAGE, 'FIXED_EXAM_CATEGORY');
      if (next.name !== before.name && before.parentId !== null && (await isExamTypeNameTaken(tx, before.parentId, next.name, before.id))) {
        throw conflict(examTypeNameTakenMessage(next.name), 'EXAM_TYPE_NAME_TAKEN');
      }
      const [after] = await tx.update(examTypes).set(next).where(eq(examTypes.id, before.id)).returning();
      await recordAuditEvent(tx, {
        brand: author.brand,
        actorId: author.userId,
        action: 'exam-type.update',
        resourceType: 'exam-type',
        resourceId: before.id,
        before: examTypeAuditSnapshot(before),
        after: examTypeAuditSnapshot(after!),
      });
      return { changed: true };
    });
    // Read after the commit: the tree's depth and counts as anyone now sees them.
    const value = (await findAuthoringExamTypes(db, author.brand)).find((type) => type.id === examTypeId)!;
    return { value, publicChange: result.changed };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(examTypeNameTakenMessage(name ?? ''), 'EXAM_TYPE_NAME_TAKEN');
    throw error;
  }
}
