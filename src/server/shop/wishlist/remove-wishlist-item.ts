import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { wishlistItems } from '../../../db/schema';
import { wishlistItemNotFound } from '../my-page-errors';

/** 찜 해제: takes the product out of the member's wishlist; a line that is not theirs (or not there) is 404. */
export async function removeWishlistItem(db: Db, input: { brand: BrandId; userId: string; productNo: number }): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.brand, input.brand), eq(wishlistItems.productId, input.productNo)))
    .returning({ productId: wishlistItems.productId });
  if (!removed.length) throw wishlistItemNotFound();
}
