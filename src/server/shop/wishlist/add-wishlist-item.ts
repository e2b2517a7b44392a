import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { WishlistStatus } from '../../../contracts/wishlist';
import type { Db } from '../../../db/client';
import { shopProducts, wishlistItems } from '../../../db/schema';
import { wishlistFull } from '../my-page-errors';
import { productNotFound } from '../shop-errors';
import { productOnSale } from '../products/shop-product-rows';

/** Products one member may keep in the wishlist; the next is refused (WISHLIST_FULL). */
export const WISHLIST_MAX_ITEMS = 100;

/**
 * 찜하기: puts a product on sale in the member's wishlist. Adding one already there answers the same (a second tab's
 * click is not an error; the insert does nothing on the key). Past WISHLIST_MAX_ITEMS it is refused (WISHLIST_FULL),
 * so one member cannot grow the table without bound.
 */
export async function addWishlistItem(db: Db, input: { brand: BrandId; userId: string; productNo: number }): Promise<WishlistStatus> {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(productOnSale(input.brand), eq(shopProducts.id, input.productNo)))
    .limit(1);
  if (!product) throw productNotFound();
  const mine = and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.brand, input.brand));
  const [present] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(mine, eq(wishlistItems.productId, product.id)))
    .limit(1);
  if (present) return { productNo: product.id, wished: true };
  const [before] = await db.select({ n: count() }).from(wishlistItems).where(mine);
  if ((before?.n ?? 0) >= WISHLIST_MAX_ITEMS) throw wishlistFull(WISHLIST_MAX_ITEMS);
  await db.insert(wishlistItems).values({ userId: input.userId, brand: input.brand, productId: product.id }).onConflictDoNothing();
  return { productNo: product.id, wished: true };
}
