/**
 * The brand B member's 찜 (wishlist, spec §2.3 `/mypage/wishlist`): its lines with today's prices, newest
 * first and 20 per page, whether one product is in it (the product page's 찜하기), adding and removing a product.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id, Page } from './common';
import { ShopProductSummary } from './shop-products';

export const WishlistLine = Type.Object({
  product: ShopProductSummary,
  addedAt: DateTime(),
});
export type WishlistLine = Static<typeof WishlistLine>;

export const WishlistPage = Page(WishlistLine);
export type WishlistPage = Static<typeof WishlistPage>;

export const WishlistProductParams = Type.Object({ productNo: Id('상품 번호') });

export const WishlistStatus = Type.Object({
  productNo: Type.Integer(),
  wished: Type.Boolean({ description: '내 찜 목록에 있는지' }),
});
export type WishlistStatus = Static<typeof WishlistStatus>;
