/** A member's 적립금 balance: the sum of their ledger rows (ADR 28). */
import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { pointEntries, users } from '../../../db/schema';

export async function pointBalance(db: Db, brand: BrandId, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointEntries.amount}), 0)::int` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.brand, brand)));
  return Number(row?.balance ?? 0);
}

/**
 * The balance with the member's row locked until the transaction ends: two orders placed at once queue here, so the
 * second sees the first one's USE row and cannot spend the same points (ADR 28). Call inside a transaction.
 */
export async function lockPointBalance(tx: Db, brand: BrandId, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return pointBalance(tx, brand, userId);
}
