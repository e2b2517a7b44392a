/**
 * The brand B member's cart (spec §2.3 `/orders/cart`, §8 O8004 and CART0001): its lines with today's
 * prices, adding a product and removing lines. The badge count is `GET /shop/cart/count` (shop.ts).
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id } from './common';
import { ShopProductSummary } from './shop-products';

export const CartLine = Type.Object({
  product: ShopProductSummary,
  quantity: Type.Integer(),
  addedAt: DateTime(),
});
export type CartLine = Static<typeof CartLine>;

export const Cart = Type.Object({
  lines: Type.Array(CartLine),
  maxItems: Type.Integer({ description: '담을 수 있는 최대 상품 수 (넘으면 CART0001)' }),
});
export type Cart = Static<typeof Cart>;

export const AddCartItemBody = Type.Object(
  {
    productNo: Id('상품 번호'),
    optionNo: Id('옵션 번호'),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: '수량 (시험은 1)' })),
  },
  { additionalProperties: false },
);
export type AddCartItemBody = Static<typeof AddCartItemBody>;

export const CartItemParams = Type.Object({ productNo: Id('상품 번호'), optionNo: Id('옵션 번호') });
