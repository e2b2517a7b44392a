/**
 * Brand B orders (docs/CONTRACTS.md "Brand B shop"): an order is placed from the member's open order sheet
 * on `/orders/order/{orderSheetNo}` and paid through a payment provider (slice 1: bank transfer, 무통장입금);
 * the member's purchase history and entitled exams; the operator's mark-paid.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable, Page } from './common';

export const OrderStatus = Type.Union(
  [
    Type.Literal('AWAITING_DEPOSIT'),
    Type.Literal('AWAITING_PAYMENT'),
    Type.Literal('PAID'),
    Type.Literal('REFUND_REQUESTED'),
    Type.Literal('CANCELLED'),
  ],
  { description: 'AWAITING_DEPOSIT 입금대기, AWAITING_PAYMENT 결제대기 (카드), PAID 결제완료, REFUND_REQUESTED 환불요청, CANCELLED 취소' },
);
export type OrderStatus = Static<typeof OrderStatus>;

export const PaymentMethod = Type.Union([Type.Literal('BANK_TRANSFER'), Type.Literal('TOSS')], {
  description: 'BANK_TRANSFER 무통장입금, TOSS 카드 결제 (토스페이먼츠; 키가 설정된 경우만)',
});

export const PlaceOrderBody = Type.Object(
  {
    ordererName: Type.String({ maxLength: 200, description: '주문자 이름 (2~20자)' }),
    ordererPhone: Type.String({ maxLength: 200, description: '휴대폰 번호 (010-1234-5678 또는 숫자만)' }),
    agreed: Type.Boolean({ description: '주문 내용 확인 및 결제 동의' }),
    paymentMethod: PaymentMethod,
    memberCouponId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '사용할 내 쿠폰 (주문당 1장)' }))),
    points: Type.Optional(
      Type.Integer({ minimum: -100_000_000, maximum: 100_000_000, description: '사용할 적립금 (10원 단위, 보유액과 결제 금액 이하)' }),
    ),
  },
  { additionalProperties: false },
);
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

export const DepositInstructions = Type.Object({
  bank: Type.String(),
  account: Type.String(),
  holder: Type.String(),
  deadline: DateTime({ description: '이 시각까지 입금' }),
});
export type DepositInstructions = Static<typeof DepositInstructions>;

export const OrderLine = Type.Object({
  productNo: Type.Integer(),
  optionNo: Type.Integer(),
  title: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Integer(),
  examIdx: Nullable(Type.Integer()),
});

export const Order = Type.Object({
  orderNo: Type.String(),
  orderSheetNo: Type.String(),
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  amount: Type.Integer({ description: '결제 금액 (원, 서버가 계산: 상품 합계 − 쿠폰 − 적립금)' }),
  subtotal: Type.Integer({ description: '상품 합계 (원, 주문서에 저장된 가격)' }),
  couponDiscount: Type.Integer({ description: '쿠폰 할인 (원)' }),
  pointsUsed: Type.Integer({ description: '사용한 적립금 (원)' }),
  ordererName: Type.String(),
  ordererPhone: Type.String(),
  deposit: Nullable(DepositInstructions),
  createdAt: DateTime(),
  paidAt: Nullable(DateTime()),
  cancelledAt: Nullable(DateTime()),
  refundRequestedAt: Nullable(DateTime()),
  cancelReason: Nullable(Type.String()),
  cancellable: Type.Boolean({ description: '지금 취소할 수 있는지 (입금대기·결제대기, 또는 결제완료이고 아직 응시하지 않은 주문)' }),
  lines: Type.Array(OrderLine),
});
export type Order = Static<typeof Order>;

export const OrderParams = Type.Object({
  orderNo: Type.String({ pattern: '^[0-9]{20}$', description: '주문 번호 (숫자 20자리)' }),
});

export const OrderPage = Page(Order);
export type OrderPage = Static<typeof OrderPage>;

export const ShopPageQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: '페이지 (1부터, 20개씩)' })) },
  { additionalProperties: false },
);

/** An exam the member may take (bought or granted), linking to the CBT exam page. */
export const MyCourse = Type.Object({
  examIdx: Type.Integer(),
  title: Type.String(),
  grantedAt: DateTime(),
  orderNo: Nullable(Type.String()),
});
export type MyCourse = Static<typeof MyCourse>;
export const MyCoursePage = Page(MyCourse);
export type MyCoursePage = Static<typeof MyCoursePage>;

export const MarkOrderPaidResult = Type.Object({
  orderNo: Type.String(),
  status: OrderStatus,
  changed: Type.Boolean({ description: '이번 요청으로 결제완료가 되었는지 (이미 결제완료면 false)' }),
});
export type MarkOrderPaidResult = Static<typeof MarkOrderPaidResult>;

export const MarkOrderRefundedResult = Type.Object({
  orderNo: Type.String(),
  status: OrderStatus,
  changed: Type.Boolean({ description: '이번 요청으로 취소(환불 완료)가 되었는지' }),
});
export type MarkOrderRefundedResult = Static<typeof MarkOrderRefundedResult>;

export const CancelOrderBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 200, description: '취소 사유 (선택, 200자 이하)' })) },
  { additionalProperties: false },
);
export type CancelOrderBody = Static<typeof CancelOrderBody>;

/** Toss's success URL carries these; the server checks them against the order before confirming. */
export const TossConfirmBody = Type.Object(
  {
    paymentKey: Type.String({ minLength: 1, maxLength: 200 }),
    orderId: Type.String({ minLength: 6, maxLength: 64 }),
    amount: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);
export type TossConfirmBody = Static<typeof TossConfirmBody>;

/** What the order page needs to open Toss's payment window for an order placed with TOSS. */
export const TossCheckout = Type.Object({
  clientKey: Type.String(),
  sdkUrl: Type.String(),
  orderId: Type.String(),
  orderName: Type.String(),
  amount: Type.Integer(),
  customerKey: Type.String(),
});
export type TossCheckout = Static<typeof TossCheckout>;

export const PaymentMethods = Type.Object({
  methods: Type.Array(PaymentMethod, { description: '이 상점에서 지금 쓸 수 있는 결제 수단' }),
});
export type PaymentMethods = Static<typeof PaymentMethods>;

export const CouponStatus = Type.Union([Type.Literal('USABLE'), Type.Literal('USED'), Type.Literal('EXPIRED')], {
  description: 'USABLE 사용 가능, USED 사용 완료, EXPIRED 기간 만료',
});

export const MemberCoupon = Type.Object({
  memberCouponId: Type.Integer(),
  /** Null: an issue-only coupon (ADR 33), which has no code to register. */
  code: Nullable(Type.String()),
  name: Type.String(),
  kind: Type.Union([Type.Literal('PERCENT'), Type.Literal('FIXED')]),
  value: Type.Integer(),
  minOrderAmount: Type.Integer(),
  maxDiscount: Nullable(Type.Integer()),
  validFrom: DateTime(),
  validUntil: DateTime(),
  issuedAt: DateTime(),
  usedAt: Nullable(DateTime()),
  status: CouponStatus,
});
export type MemberCoupon = Static<typeof MemberCoupon>;
export const MemberCouponPage = Page(MemberCoupon);
export type MemberCouponPage = Static<typeof MemberCouponPage>;

export const MemberCouponQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: '페이지 (1부터, 20개씩)' })),
    status: Type.Optional(CouponStatus),
  },
  { additionalProperties: false },
);

export const RegisterCouponBody = Type.Object(
  { code: Type.String({ maxLength: 100, description: '쿠폰 코드' }) },
  { additionalProperties: false },
);

/** The order page's choices for a sheet: coupons that fit it (with their discount) and the points it may use. */
export const SheetDiscounts = Type.Object({
  subtotal: Type.Integer(),
  coupons: Type.Array(Type.Object({ memberCouponId: Type.Integer(), name: Type.String(), discount: Type.Integer(), validUntil: DateTime() })),
  pointBalance: Type.Integer(),
  pointUnit: Type.Integer(),
});
export type SheetDiscounts = Static<typeof SheetDiscounts>;

export const PointEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('EARN'), Type.Literal('USE'), Type.Literal('RESTORE'), Type.Literal('REVOKE')], {
    description: 'EARN 적립, USE 사용, RESTORE 사용 취소 (돌려받음), REVOKE 적립 취소',
  }),
  amount: Type.Integer({ description: '원 (적립·복원은 양수, 사용·회수는 음수)' }),
  orderNo: Nullable(Type.String()),
  description: Type.String(),
  createdAt: DateTime(),
});
export const PointHistory = Type.Object({
  balance: Type.Integer(),
  items: Type.Array(PointEntry),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type PointHistory = Static<typeof PointHistory>;
