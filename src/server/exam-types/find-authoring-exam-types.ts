import { count, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import type { ConsoleExamType } from '../../contracts/console-exam-types';
import { findExamTypes } from '../exams/find-exam-types';

/**
 * The brand's whole exam-type tree as operators manage it (ADR 34): its categories (the brand config's fixed top
 * level, written by the seed) and every sub-type, parents before children, siblings in sort order, each with the
 * exams under it and its sub-types — drafts included, unlike the public tree — and its direct children, which decide
 * whether it may be deleted.
 */
export async function findAuthoringExamTypes(db: Db, brand: BrandId): Promise<ConsoleExamType[]> {
  const [tree, counts] = await Promise.all([
    findExamTypes(db, brand),
    db.select({ examTypeId: exams.examTypeId, n: count() }).from(exams).where(eq(exams.brand, brand)).groupBy(exams.examTypeId),
  ]);
  const direct = new Map(counts.map((row) => [row.examTypeId, row.n]));
  const children = new Map<number, number>();
  for (const type of tree.types) if (type.parentId !== null) children.set(type.parentId, (children.get(type.parentId) ?? 0) + 1);
  return tree.ordered().map((type) => ({
    id: type.id,
    name: type.name,
    parentId: type.parentId,
    slug: type.slug,
    sortOrder: type.sortOrder,
    depth: tree.chain(type.id).length - 1,
    examCount: tree.withDescendants([type.id]).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0),
    childCount: children.get(type.id) ?? 0,
  }));
}
