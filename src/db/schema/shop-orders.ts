/**
 * Buying in the shop: order sheets priced when made, the orders placed from them and their payments through a
 * provider (src/server/payments).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shopProducts } from './shop-catalog';
import { BRAND_IDS, users } from './users';

/**
 * OPEN: waiting for the member on the shop's order page; ORDERED: an order was placed from it (orders) and waits for
 * its payment; PAID: paid, exams granted; EXPIRED and CANCELLED end it.
 */
export const ORDER_SHEET_STATUSES = ['OPEN', 'ORDERED', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
export type OrderSheetStatus = (typeof ORDER_SHEET_STATUSES)[number];

/**
 * An order sheet (POST /v2/orders): what a member is about to buy, priced when it was made. The shop's order page
 * (`/orders/order/{orderSheetNo}`) shows it and takes the payment; until then nothing is granted.
 */
export const orderSheets = pgTable(
  'order_sheets',
  {
    /** Public number: KST date and 12 random digits, e.g. 20261122047183294650 (20 digits). */
    orderSheetNo: text('order_sheet_no').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_SHEET_STATUSES }).notNull().default('OPEN'),
    /** KRW, the sum of the lines at creation. */
    totalAmount: integer('total_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An open sheet past this time can no longer be paid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('order_sheets_user_created_idx').on(t.userId, t.createdAt),
    check('order_sheets_total_valid', sql`${t.totalAmount} >= 0`),
    // A paid sheet keeps its paid_at when its order is cancelled later (ADR 28), so only PAID requires it.
    check('order_sheets_paid_at_when_paid', sql`${t.status} <> 'PAID' or ${t.paidAt} is not null`),
  ],
);

/** One product line of an order sheet, with the title and unit price as they were when the sheet was made. */
export const orderSheetLines = pgTable(
  'order_sheet_lines',
  {
    orderSheetNo: text('order_sheet_no')
      .notNull()
      .references(() => orderSheets.orderSheetNo, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'restrict' }),
    optionNo: integer('option_no').notNull(),
    quantity: integer('quantity').notNull(),
    title: text('title').notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_sheet_lines_pkey', columns: [t.orderSheetNo, t.productId, t.optionNo] }),
    index('order_sheet_lines_product_idx').on(t.productId),
    check('order_sheet_lines_quantity_valid', sql`${t.quantity} between 1 and 99`),
    check('order_sheet_lines_unit_price_valid', sql`${t.unitPrice} >= 0`),
  ],
);

/**
 * AWAITING_DEPOSIT: 입금대기 (bank transfer placed); AWAITING_PAYMENT: 결제대기 (a card order waiting for Toss's
 * payment window); PAID: 결제완료, exams granted; REFUND_REQUESTED: 환불요청 (a paid bank transfer the member
 * cancelled: exams revoked, the money still to be sent back by staff); CANCELLED: 취소 (ADR 28).
 */
export const ORDER_STATUSES = ['AWAITING_DEPOSIT', 'AWAITING_PAYMENT', 'PAID', 'REFUND_REQUESTED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['BANK_TRANSFER', 'TOSS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order placed from an order sheet (one per sheet) on the shop's order page: who ordered, what is owed (computed
 * on the server from the sheet's stored lines) and how it is paid. The sheet keeps the lines.
 */
export const orders = pgTable(
  'orders',
  {
    /** Same shape as a sheet number (KST date and 12 random digits), its own number. */
    orderNo: text('order_no').primaryKey(),
    orderSheetNo: text('order_sheet_no')
      .notNull()
      .references(() => orderSheets.orderSheetNo, { onDelete: 'restrict' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    ordererName: text('orderer_name').notNull(),
    ordererPhone: text('orderer_phone').notNull(),
    /** KRW the member pays: the sheet's lines at their stored prices, less the coupon and the points. */
    amount: integer('amount').notNull(),
    /** KRW, the sheet's lines at their stored prices before any discount. */
    subtotal: integer('subtotal').notNull().default(0),
    /** KRW taken off by the member's coupon (0 without one). */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** KRW of 적립금 spent on the order (a multiple of 10). */
    pointsUsed: integer('points_used').notNull().default(0),
    /** The member coupon the order used; it is free again when the order is cancelled. */
    memberCouponId: integer('member_coupon_id'),
    /** Where and until when a bank transfer is expected (null for other methods). */
    depositBank: text('deposit_bank'),
    depositAccount: text('deposit_account'),
    depositHolder: text('deposit_holder'),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the member asked for a paid bank transfer back (REFUND_REQUESTED); an operator then marks it refunded. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    unique('orders_order_sheet_key').on(t.orderSheetNo),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    check('orders_amount_valid', sql`${t.amount} >= 0`),
    // A cancelled or refund-requested order that had been paid keeps its paid_at (ADR 28).
    check('orders_paid_at_when_paid', sql`${t.status} <> 'PAID' or ${t.paidAt} is not null`),
    check('orders_cancelled_at_when_cancelled', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
    check(
      'orders_discounts_valid',
      sql`${t.couponDiscount} >= 0 and ${t.pointsUsed} >= 0 and ${t.pointsUsed} % 10 = 0 and ${t.amount} = ${t.subtotal} - ${t.couponDiscount} - ${t.pointsUsed}`,
    ),
    unique('orders_member_coupon_key').on(t.memberCouponId),
  ],
);

/** PENDING: authorised, waiting (a deposit); CONFIRMED: the money arrived; CANCELLED. */
export const PAYMENT_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment attempt of an order through a provider (src/server/payments); at most one confirmed per order. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    /** The key the authorise call carried; a repeated call finds this row instead of paying twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's own id of the payment (Toss paymentKey; the order number for bank transfer). */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    unique('payments_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payments_one_confirmed_per_order').on(t.orderNo).where(sql`${t.status} = 'CONFIRMED'`),
    check('payments_amount_valid', sql`${t.amount} >= 0`),
  ],
);

export type OrderSheet = typeof orderSheets.$inferSelect;
export type OrderSheetLine = typeof orderSheetLines.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Payment = typeof payments.$inferSelect;
