/**
 * The brand B member's delivery addresses (spec §2.3 `/mypage/manage-addresses`): Korean addresses as
 * 받는 분, 연락처, 우편번호 (5 digits), 기본주소 and 상세주소, at most one default, at most ADDRESS_MAX_COUNT. The
 * field rules are src/config/shop-address.ts (the dialog and the server run the same); the schemas only bound sizes.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id } from './common';

export const ShopAddress = Type.Object({
  addressNo: Type.Integer({ description: '배송지 번호' }),
  recipientName: Type.String({ description: '받는 분' }),
  recipientPhone: Type.String({ description: '연락처 (010-1234-5678)' }),
  postalCode: Type.String({ description: '우편번호 (숫자 5자리)' }),
  baseAddress: Type.String({ description: '기본주소' }),
  detailAddress: Type.String({ description: '상세주소 (없으면 빈 문자열)' }),
  isDefault: Type.Boolean({ description: '기본 배송지인지' }),
  createdAt: DateTime(),
});
export type ShopAddress = Static<typeof ShopAddress>;

export const ShopAddressList = Type.Object({
  items: Type.Array(ShopAddress, { description: '기본 배송지 먼저, 그다음 등록한 순' }),
  maxCount: Type.Integer({ description: '등록할 수 있는 최대 배송지 수 (넘으면 ADDRESS_LIMIT)' }),
});
export type ShopAddressList = Static<typeof ShopAddressList>;

export const ShopAddressBody = Type.Object(
  {
    recipientName: Type.String({ maxLength: 100 }),
    recipientPhone: Type.String({ maxLength: 40 }),
    postalCode: Type.String({ maxLength: 20 }),
    baseAddress: Type.String({ maxLength: 400 }),
    detailAddress: Type.Optional(Type.String({ maxLength: 400 })),
    isDefault: Type.Optional(Type.Boolean({ description: '기본 배송지로 (첫 배송지는 언제나 기본)' })),
  },
  { additionalProperties: false },
);
export type ShopAddressBody = Static<typeof ShopAddressBody>;

export const ShopAddressParams = Type.Object({ addressNo: Id('배송지 번호') });
