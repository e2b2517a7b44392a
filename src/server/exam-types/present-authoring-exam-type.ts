import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type ExamType, examTypes, exams } from '../../db/schema';
import type { ConsoleExamType } from '../../contracts/console-exam-types';

export const EXAM_TYPE_NOT_FOUND_MESSAGE = '시험 유형을 찾을 수 없습니다.';
export const examTypeNameTakenMessage = (name: string) => `같은 분류 아래에 "${name}" 유형이 이미 있습니다.`;

/** The type row as the audit log keeps it. */
export function examTypeAuditSnapshot(type: ExamType): Pick<ConsoleExamType, 'id' | 'name' | 'parentId' | 'slug' | 'sortOrder'> {
  return { id: type.id, name: type.name, parentId: type.parentId, slug: type.slug, sortOrder: type.sortOrder };
}

/** A type of `brand`, locked for the rest of the transaction (its children and exams wait on it); null if none. */
export async function lockExamType(tx: Db, brand: BrandId, examTypeId: number): Promise<ExamType | null> {
  const [row] = await tx
    .select(getTableColumns(examTypes))
    .from(examTypes)
    .where(and(eq(examTypes.id, examTypeId), eq(examTypes.brand, brand)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Whether `parentId` already has a child named `name` other than `exceptId` (names are unique among siblings). */
export async function isExamTypeNameTaken(tx: Db, parentId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: examTypes.id })
    .from(examTypes)
    .where(and(eq(examTypes.parentId, parentId), eq(examTypes.name, name)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

/** How many exams (drafts included) hang directly under a type, and how many types directly under it. */
export async function countExamTypeDependents(tx: Db, examTypeId: number): Promise<{ exams: number; children: number }> {
  const [[examRow], [childRow]] = await Promise.all([
    tx.select({ n: count() }).from(exams).where(eq(exams.examTypeId, examTypeId)),
    tx.select({ n: count() }).from(examTypes).where(eq(examTypes.parentId, examTypeId)),
  ]);
  return { exams: examRow?.n ?? 0, children: childRow?.n ?? 0 };
}

/** PostgreSQL's unique_violation: a sibling of the same name written between the check and the insert. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === '23505' || cause?.code === '23505';
}
