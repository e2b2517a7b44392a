import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';

/** Inquiries of the brand nobody has answered or closed yet (the console dashboard's count). */
export async function countOpenInquiries(db: Db, brand: BrandId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.brand, brand), eq(inquiries.status, 'OPEN')));
  return row?.n ?? 0;
}
