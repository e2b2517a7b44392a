import { and, count, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { SHOP_PAGE_SIZE } from '../../../contracts/constants';
import type { PointHistory } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { pointEntries } from '../../../db/schema';
import { pointBalance } from './point-balance';
import { pageOffset } from '../products/shop-product-rows';

/** `/mypage/accumulations`: the member's 적립금 balance and ledger, newest first, 20 per page. */
export async function findPointHistory(db: Db, input: { brand: BrandId; userId: string; page?: number }): Promise<PointHistory> {
  const mine = and(eq(pointEntries.brand, input.brand), eq(pointEntries.userId, input.userId));
  const { page, offset } = pageOffset(input.page, SHOP_PAGE_SIZE);
  const [rows, [total], balance] = await Promise.all([
    db.select().from(pointEntries).where(mine).orderBy(desc(pointEntries.createdAt), desc(pointEntries.id)).limit(SHOP_PAGE_SIZE).offset(offset),
    db.select({ n: count() }).from(pointEntries).where(mine),
    pointBalance(db, input.brand, input.userId),
  ]);
  return {
    balance,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      orderNo: row.orderNo,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount: total?.n ?? 0,
    page,
    pageSize: SHOP_PAGE_SIZE,
  };
}
