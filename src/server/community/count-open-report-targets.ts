import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { openReportTargets, rowsOf } from './reported-target-rows';

/** How many posts and comments of the brand wait in the report queue (the console's dashboard). */
export async function countOpenReportTargets(db: Db, brand: BrandId): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${openReportTargets(brand)}) targets`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
