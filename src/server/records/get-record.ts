import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type ExamRecord, examRecords } from '../../db/schema';

/** One record of one brand, or null (a record of the other brand does not exist here). */
export async function getRecord(db: Db, brand: BrandId, recordIdx: number): Promise<ExamRecord | null> {
  const [record] = await db
    .select()
    .from(examRecords)
    .where(and(eq(examRecords.id, recordIdx), eq(examRecords.brand, brand)))
    .limit(1);
  return record ?? null;
}
