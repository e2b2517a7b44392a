import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scraps } from '../../db/schema';

/** Saved items of a user (spec §3 scrapCount). */
export async function countScraps(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scraps).where(eq(scraps.userId, userId));
  return row?.n ?? 0;
}
