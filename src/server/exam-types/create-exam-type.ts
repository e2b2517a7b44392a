import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examTypes } from '../../db/schema';
import type { ConsoleExamType, CreateExamTypeBody } from '../../contracts/console-exam-types';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, invalid } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { findExamTypes } from '../exams/find-exam-types';
import {
  examTypeAuditSnapshot,
  examTypeNameTakenMessage,
  isExamTypeNameTaken,
  isUniqueViolation,
  lockExamType,
} from './present-authoring-exam-type';
import { validateExamTypeName } from './validate-exam-type-name';

/** A category (depth 0) holds sub-types two levels deep at most: the catalogue's filters show two levels under it. */
export const MAX_EXAM_TYPE_DEPTH = 2;
export const UNKNOWN_PARENT_TYPE_MESSAGE = '상위 유형을 찾을 수 없습니다.';

/**
 * A new sub-type of the author's brand under a category or sub-type of the same brand, last among its siblings
 * (ADR 34). Names are unique among siblings (409). Every type shows in the public tree at once, so the write is public.
 */
export async function createExamType(
  db: Db,
  author: ExamAuthor,
  input: CreateExamTypeBody,
): Promise<AuthoringResult<ConsoleExamType>> {
  const name = validateExamTypeName(input.name);
  try {
    return await db.transaction(async (tx) => {
      // The parent is locked: a sibling written meanwhile, or the parent's deletion, waits for this one.
      const parent = await lockExamType(tx, author.brand, input.parentId);
      if (!parent) throw invalid(UNKNOWN_PARENT_TYPE_MESSAGE, 'UNKNOWN_EXAM_TYPE');
      const depth = (await findExamTypes(tx, author.brand)).chain(parent.id).length;
      if (depth > MAX_EXAM_TYPE_DEPTH) {
        throw invalid(`시험 유형은 분류 아래 ${MAX_EXAM_TYPE_DEPTH}단계까지 만들 수 있습니다.`, 'EXAM_TYPE_TOO_DEEP');
      }
      if (await isExamTypeNameTaken(tx, parent.id, name)) throw conflict(examTypeNameTakenMessage(name), 'EXAM_TYPE_NAME_TAKEN');
      const [last] = await tx.select({ n: max(examTypes.sortOrder) }).from(examTypes).where(eq(examTypes.parentId, parent.id));
      const [created] = await tx
        .insert(examTypes)
        .values({ brand: author.brand, slug: null, name, parentId: parent.id, sortOrder: last?.n === null || last?.n === undefined ? 0 : last.n + 1 })
        .returning();
      await recordAuditEvent(tx, {
        brand: author.brand,
        actorId: author.userId,
        action: 'exam-type.create',
        resourceType: 'exam-type',
        resourceId: created!.id,
        before: null,
        after: examTypeAuditSnapshot(created!),
      });
      const value: ConsoleExamType = { ...examTypeAuditSnapshot(created!), depth, examCount: 0, childCount: 0 };
      return { value, publicChange: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(examTypeNameTakenMessage(name), 'EXAM_TYPE_NAME_TAKEN');
    throw error;
  }
}
