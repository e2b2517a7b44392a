import { eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examTypes } from '../../db/schema';
import { ExamTypeTree } from './exam-type-tree';

/** Every exam type of one brand, as a tree. */
export async function findExamTypes(db: Db, brand: BrandId): Promise<ExamTypeTree> {
  const rows = await db.select().from(examTypes).where(eq(examTypes.brand, brand));
  return new ExamTypeTree(rows);
}
