import { and, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Cart } from '../../../contracts/carts';
import { CART_MAX_ITEMS } from '../../../contracts/constants';
import type { Db } from '../../../db/client';
import { cartItems, shopCategories, shopProducts } from '../../../db/schema';
import { presentProductSummary, productOnSale, productSummaryColumns } from '../products/shop-product-rows';

/**
 * The member's cart, newest line first, each with today's price. Lines of products no longer on sale (an exam
 * taken off sale) are left out: they cannot be ordered. The cart holds at most CART_MAX_ITEMS lines, so it is one page.
 */
export async function findCart(db: Db, brand: BrandId, userId: string, now = new Date()): Promise<Cart> {
  const rows = await db
    .select({ ...productSummaryColumns, quantity: cartItems.quantity, addedAt: cartItems.addedAt })
    .from(cartItems)
    .innerJoin(shopProducts, and(eq(shopProducts.id, cartItems.productId), eq(shopProducts.optionNo, cartItems.optionNo)))
    .leftJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.brand, brand), productOnSale(brand)))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.productId))
    .limit(CART_MAX_ITEMS);
  return {
    lines: rows.map((row) => ({ product: presentProductSummary(row, now), quantity: row.quantity, addedAt: row.addedAt.toISOString() })),
    maxItems: CART_MAX_ITEMS,
  };
}
