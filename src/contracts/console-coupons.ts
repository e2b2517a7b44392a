/**
 * The console's coupons (ADR 33): `GET/POST /apiV2/admin/coupons`, `POST /apiV2/admin/coupons/:couponId/end`
 * and `POST /apiV2/admin/coupons/:couponId/issue`, ADMIN of the brand only. The form's rule is src/config/coupon-rule.ts.
 */
import { type Static, Type } from 'typebox';
import { DateTime, IdParams, Nullable } from './common';

const CouponKind = Type.Union([Type.Literal('PERCENT'), Type.Literal('FIXED')], { description: 'PERCENT: 정률, FIXED: 정액' });

export const ConsoleCouponsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '페이지' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '페이지 크기' })),
  },
  { additionalProperties: false },
);
export type ConsoleCouponsQuery = Static<typeof ConsoleCouponsQuery>;

/** SCHEDULED: before its first day; ACTIVE: usable; ENDED: past its end (or ended early). */
export const ConsoleCouponStatus = Type.Union([Type.Literal('SCHEDULED'), Type.Literal('ACTIVE'), Type.Literal('ENDED')]);
export type ConsoleCouponStatus = Static<typeof ConsoleCouponStatus>;

export const ConsoleCoupon = Type.Object({
  couponId: Type.Integer(),
  name: Type.String(),
  /** Null: issue-only (members cannot register it). */
  code: Nullable(Type.String()),
  kind: CouponKind,
  value: Type.Integer(),
  minOrderAmount: Type.Integer(),
  maxDiscount: Nullable(Type.Integer()),
  validFrom: DateTime(),
  validUntil: DateTime({ description: '이 시각부터 쓸 수 없음 (exclusive)' }),
  createdAt: DateTime(),
  status: ConsoleCouponStatus,
  issuedCount: Type.Integer({ description: '회원이 가진 수 (발급 + 코드 등록)' }),
  usedCount: Type.Integer(),
});
export type ConsoleCoupon = Static<typeof ConsoleCoupon>;

export const ConsoleCouponPage = Type.Object({
  items: Type.Array(ConsoleCoupon),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ConsoleCouponPage = Static<typeof ConsoleCouponPage>;

export const CreateCouponBody = Type.Object(
  {
    name: Type.String({ maxLength: 200, description: '쿠폰 이름' }),
    code: Type.Optional(Type.String({ maxLength: 100, description: '쿠폰 코드 (비우면 발급 전용)' })),
    kind: CouponKind,
    value: Type.Integer({ description: '할인 값 (정률: %, 정액: 원)' }),
    minOrderAmount: Type.Integer({ description: '최소 주문 금액' }),
    maxDiscount: Type.Optional(Nullable(Type.Integer({ description: '최대 할인' }))),
    startDay: Type.String({ maxLength: 10, description: '시작일 (KST yyyy-MM-dd)' }),
    endDay: Type.String({ maxLength: 10, description: '종료일 (KST yyyy-MM-dd)' }),
  },
  { additionalProperties: false },
);
export type CreateCouponBody = Static<typeof CreateCouponBody>;

export const CouponParams = IdParams('couponId', '쿠폰 번호');
export type CouponParams = Static<typeof CouponParams>;

export const EndCouponResult = Type.Object({ couponId: Type.Integer(), validUntil: DateTime(), changed: Type.Boolean() });
export type EndCouponResult = Static<typeof EndCouponResult>;

export const IssueCouponBody = Type.Object(
  { emails: Type.Array(Type.String({ maxLength: 320 }), { maxItems: 2000, description: '받을 회원의 이메일 (최대 500명)' }) },
  { additionalProperties: false },
);
export type IssueCouponBody = Static<typeof IssueCouponBody>;

export const IssueCouponReport = Type.Object({
  couponId: Type.Integer(),
  issued: Type.Array(Type.String(), { description: '이번에 받은 회원' }),
  alreadyHeld: Type.Array(Type.String(), { description: '이미 가지고 있던 회원' }),
  unknown: Type.Array(Type.String(), { description: '이 브랜드에 없는 이메일' }),
});
export type IssueCouponReport = Static<typeof IssueCouponReport>;
