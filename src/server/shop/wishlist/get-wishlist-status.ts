import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { WishlistStatus } from '../../../contracts/wishlist';
import type { Db } from '../../../db/client';
import { wishlistItems } from '../../../db/schema';

/** Whether the product is in the member's wishlist (the product page's 찜하기 shows it pressed). */
export async function getWishlistStatus(db: Db, input: { brand: BrandId; userId: string; productNo: number }): Promise<WishlistStatus> {
  const [row] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.brand, input.brand), eq(wishlistItems.productId, input.productNo)))
    .limit(1);
  return { productNo: input.productNo, wished: Boolean(row) };
}
