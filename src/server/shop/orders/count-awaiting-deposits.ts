import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';

/** The brand's bank-transfer orders waiting for their deposit (the console dashboard's count). */
export async function countAwaitingDeposits(db: Db, brand: BrandId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.paymentMethod, 'BANK_TRANSFER'), eq(orders.status, 'AWAITING_DEPOSIT')));
  return row?.n ?? 0;
}
