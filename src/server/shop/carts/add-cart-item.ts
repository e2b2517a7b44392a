import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { CART_MAX_ITEMS } from '../../../contracts/constants';
import type { Db } from '../../../db/client';
import { cartItems, examEntitlements, shopProducts } from '../../../db/schema';
import { EXAM_MAX_QUANTITY } from '../orders/create-order-sheet';
import { alreadyInCart, alreadyOwned, cartFull, productNotFound, quantityExceeded } from '../shop-errors';
import { productOnSale } from '../products/shop-product-rows';

export interface AddCartItemInput {
  brand: BrandId;
  userId: string;
  productNo: number;
  optionNo: number;
  quantity: number;
}

/**
 * Puts a product in the member's cart. Refuses, before writing: a product or option not on sale here (404), more than
 * one of an exam (O8002), an exam the member owns (O8003), a product already in the cart (O8004, spec §8) and a
 * full cart (CART0001 at CART_MAX_ITEMS lines). The line's insert does nothing on a duplicate, so two tabs adding
 * the same product at once still make one line and the second hears O8004.
 */
export async function addCartItem(db: Db, input: AddCartItemInput): Promise<{ count: number }> {
  const [product] = await db
    .select({ id: shopProducts.id, optionNo: shopProducts.optionNo, examId: shopProducts.examId })
    .from(shopProducts)
    .where(and(productOnSale(input.brand), eq(shopProducts.id, input.productNo)))
    .limit(1);
  if (!product || product.optionNo !== input.optionNo) throw productNotFound();
  if (product.examId !== null && input.quantity > EXAM_MAX_QUANTITY) throw quantityExceeded();
  if (product.examId !== null) {
    const [owned] = await db
      .select({ examId: examEntitlements.examId })
      .from(examEntitlements)
      .where(and(eq(examEntitlements.userId, input.userId), eq(examEntitlements.examId, product.examId)))
      .limit(1);
    if (owned) throw alreadyOwned();
  }
  const mine = and(eq(cartItems.userId, input.userId), eq(cartItems.brand, input.brand));
  const [present] = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(mine, eq(cartItems.productId, product.id), eq(cartItems.optionNo, product.optionNo)))
    .limit(1);
  if (present) throw alreadyInCart();
  const [before] = await db.select({ n: count() }).from(cartItems).where(mine);
  if ((before?.n ?? 0) >= CART_MAX_ITEMS) throw cartFull();
  const inserted = await db
    .insert(cartItems)
    .values({ userId: input.userId, brand: input.brand, productId: product.id, optionNo: product.optionNo, quantity: input.quantity })
    .onConflictDoNothing()
    .returning({ productId: cartItems.productId });
  if (!inserted.length) throw alreadyInCart();
  return { count: (before?.n ?? 0) + 1 };
}
