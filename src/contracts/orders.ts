/**
 * Brand B orders (issue 18; docs/CONTRACTS.md "Brand B shop"): an order is placed from the member's open order sheet
 * on `/orders/order/{orderSheetNo}` and paid through a payment provider (slice 1: bank transfer, 무통장입금);
 * the member's purchase history and entitled exams; the operator's mark-paid.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable, Page } from './common';

export const OrderStatus = Type.Union([Type.Literal('AWAITING_DEPOSIT'), Type.Literal('PAID'), Type.Literal('CANCELLED')], {
  description: 'AWAITING_DEPOSIT 입금대기, PAID 결제완료, CANCELLED 취소',
});
export type OrderStatus = Static<typeof OrderStatus>;

export const PaymentMethod = Type.Union([Type.Literal('BANK_TRANSFER')], { description: 'BANK_TRANSFER 무통장입금' });

export const PlaceOrderBody = Type.Object(
  {
    ordererName: Type.String({ maxLength: 200, description: '주문자 이름 (2~20자)' }),
    ordererPhone: Type.String({ maxLength: 200, description: '휴대폰 번호 (010-1234-5678 또는 숫자만)' }),
    agreed: Type.Boolean({ description: '주문 내용 확인 및 결제 동의' }),
    paymentMethod: PaymentMethod,
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
  amount: Type.Integer({ description: '결제 금액 (원, 서버가 주문서로 계산)' }),
  ordererName: Type.String(),
  ordererPhone: Type.String(),
  deposit: Nullable(DepositInstructions),
  createdAt: DateTime(),
  paidAt: Nullable(DateTime()),
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
