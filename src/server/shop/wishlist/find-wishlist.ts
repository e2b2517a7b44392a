import { and, count, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { SHOP_PAGE_SIZE } from '../../../contracts/constants';
import type { WishlistPage } from '../../../contracts/wishlist';
import type { Db } from '../../../db/client';
import { shopCategories, shopProducts, wishlistItems } from '../../../db/schema';
import { pageOffset, presentProductSummary, productOnSale, productSummaryColumns } from '../products/shop-product-rows';

/**
 * The member's wishlist (`/mypage/wishlist`), newest first, 20 per page, each product with today's price. Products no
 * longer on sale are left out (and not counted): they can be neither bought nor opened.
 */
export async function findWishlist(
  db: Db,
  input: { brand: BrandId; userId: string; page?: number },
  now = new Date(),
): Promise<WishlistPage> {
  const { page, offset } = pageOffset(input.page, SHOP_PAGE_SIZE);
  const where = and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.brand, input.brand), productOnSale(input.brand));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...productSummaryColumns, addedAt: wishlistItems.addedAt })
      .from(wishlistItems)
      .innerJoin(shopProducts, eq(shopProducts.id, wishlistItems.productId))
      .leftJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
      .where(where)
      .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId))
      .limit(SHOP_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(wishlistItems).innerJoin(shopProducts, eq(shopProducts.id, wishlistItems.productId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({ product: presentProductSummary(row, now), addedAt: row.addedAt.toISOString() })),
    totalCount: total?.n ?? 0,
    page,
    pageSize: SHOP_PAGE_SIZE,
  };
}
