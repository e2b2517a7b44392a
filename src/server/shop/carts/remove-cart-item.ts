import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { cartItems } from '../../../db/schema';
import { cartItemNotFound } from '../shop-errors';

/** Takes one line out of the member's cart; a line that is not theirs (or not there) is 404. */
export async function removeCartItem(
  db: Db,
  input: { brand: BrandId; userId: string; productNo: number; optionNo: number },
): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, input.userId),
        eq(cartItems.brand, input.brand),
        eq(cartItems.productId, input.productNo),
        eq(cartItems.optionNo, input.optionNo),
      ),
    )
    .returning({ productId: cartItems.productId });
  if (!removed.length) throw cartItemNotFound();
}
