import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { problemErrorReports } from '../../db/schema';

/** The dashboard's count: the same condition as the queue's open reports. */
export async function countOpenErrorReports(db: Db, brand: BrandId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(problemErrorReports)
    .where(and(eq(problemErrorReports.brand, brand), eq(problemErrorReports.status, 'OPEN')));
  return row?.n ?? 0;
}
