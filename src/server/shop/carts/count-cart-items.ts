import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { cartItems } from '../../../db/schema';

/** The cart badge (GET /shop/cart/count): the number of lines in the member's cart, not the sum of quantities. */
export async function countCartItems(db: Db, brand: BrandId, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.brand, brand), eq(cartItems.userId, userId)));
  return row?.n ?? 0;
}
