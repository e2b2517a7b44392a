/**
 * Where the order page says it sits: an order sheet made from the cart (선택 상품 주문하기) goes back to 장바구니;
 * one made by buying at once (the product's 바로 구매, the CBT's 구매하기, which never touch the cart) goes back to its
 * product. The cart marks its sheets in the address (`?from=cart`), so a reload or a renewed sheet keeps the path.
 */
import { productHref } from './product-list';
import type { Crumb } from './shop-layout';

export type OrderOrigin = 'cart' | 'buy-now';

/** The origin an order page's address names; anything else is a purchase made at once. */
export function orderOriginOf(from: unknown): OrderOrigin {
  return from === 'cart' ? 'cart' : 'buy-now';
}

export function orderSheetHref(orderSheetNo: string, origin: OrderOrigin): string {
  const path = `/orders/order/${encodeURIComponent(orderSheetNo)}`;
  return origin === 'cart' ? `${path}?from=cart` : path;
}

/** The crumbs after 쇼핑몰: the cart, or the one product bought at once (none while the sheet is not read yet). */
export function orderCrumbs(origin: OrderOrigin, lines: ReadonlyArray<{ productNo: number; title: string }> | undefined): Crumb[] {
  const here = { label: '주문/결제' };
  if (origin === 'cart') return [{ label: '장바구니', href: '/orders/cart' }, here];
  const [only, ...more] = lines ?? [];
  return only && more.length === 0 ? [{ label: only.title, href: productHref(only.productNo) }, here] : [here];
}
