/**
 * Brand B shop (spec §1, §2.3, §7.2; docs/CONTRACTS.md "Brand B shop REST"): the header's category tabs, the
 * products that sell paid exams, and members' carts. Every row carries its brand; a cart line is tied to a product
 * of the same brand (and to that product's option) by one composite foreign key, and a product to an exam of the
 * same brand, like the CBT tables (exams.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
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
import { exams } from './exams';
import { BRAND_IDS, users } from './users';

/** LIST: a course list (`/list/{categoryId}` on the shop host); MAJOR_LEARNING: the tab with its own dropdown. */
export const SHOP_CATEGORY_KINDS = ['LIST', 'MAJOR_LEARNING'] as const;
export type ShopCategoryKind = (typeof SHOP_CATEGORY_KINDS)[number];

/** The header's category tabs (GET /v2/categories/gnb); `id` is the categoryId. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    label: text('label').notNull(),
    kind: text('kind', { enum: SHOP_CATEGORY_KINDS }).notNull().default('LIST'),
    /** Menu order, ascending (ties by id). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('shop_categories_brand_label_key').on(t.brand, t.label),
    index('shop_categories_brand_position_idx').on(t.brand, t.position),
    // The header has one major-learning dropdown (spec §2.3).
    uniqueIndex('shop_categories_brand_major_learning_key')
      .on(t.brand)
      .where(sql`${t.kind} = 'MAJOR_LEARNING'`),
    check('shop_categories_label_not_blank', sql`length(btrim(${t.label})) > 0`),
  ],
);

/** A product (productNo = id) with its one purchasable option (optionNo); a paid exam has exactly one product. */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    title: text('title').notNull(),
    /** KRW. */
    price: integer('price').notNull(),
    optionNo: integer('option_no').notNull(),
    /** The exam the product sells; null for products that are not exams (courses, books). */
    examId: integer('exam_id'),
    /** The category list (`/list/{categoryId}`) the product is shown in; null: only search and the product page. */
    categoryId: integer('category_id').references(() => shopCategories.id, { onDelete: 'set null' }),
    /** A lower price while the sale runs (KRW); `price` is the list price. Null: no sale. */
    salePrice: integer('sale_price'),
    /** The sale's period; either end may be open (null), and both are null without a sale. */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    description: text('description').notNull().default(''),
    /** The title as jamo and as 초성 (src/server/search/text-match.ts), written with the title. */
    searchJamo: text('search_jamo').notNull().default(''),
    searchChoseong: text('search_choseong').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('shop_products_brand_id_option_key').on(t.brand, t.id, t.optionNo),
    index('shop_products_brand_category_idx').on(t.brand, t.categoryId),
    index('shop_products_search_jamo_trgm_idx').using('gin', sql`${t.searchJamo} gin_trgm_ops`),
    index('shop_products_search_choseong_trgm_idx').using('gin', sql`${t.searchChoseong} gin_trgm_ops`),
    check('shop_products_sale_price_valid', sql`${t.salePrice} is null or (${t.salePrice} >= 0 and ${t.salePrice} < ${t.price})`),
    check('shop_products_sale_period_valid', sql`${t.saleStartsAt} is null or ${t.saleEndsAt} is null or ${t.saleStartsAt} < ${t.saleEndsAt}`),
    unique('shop_products_exam_key').on(t.examId),
    foreignKey({ name: 'shop_products_exam_fk', columns: [t.brand, t.examId], foreignColumns: [exams.brand, exams.id] }),
    check('shop_products_price_valid', sql`${t.price} >= 0`),
    check('shop_products_option_no_positive', sql`${t.optionNo} > 0`),
  ],
);

/** A cart line: one per member, product and option; the badge counts lines, not quantities. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    productId: integer('product_id').notNull(),
    optionNo: integer('option_no').notNull(),
    quantity: integer('quantity').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cart_items_pkey', columns: [t.userId, t.productId, t.optionNo] }),
    foreignKey({
      name: 'cart_items_product_fk',
      columns: [t.brand, t.productId, t.optionNo],
      foreignColumns: [shopProducts.brand, shopProducts.id, shopProducts.optionNo],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_valid', sql`${t.quantity} between 1 and 99`),
  ],
);

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

/** A member's 찜 (wishlist) line: one per member and product, newest first on `/mypage/wishlist`. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pkey', columns: [t.userId, t.productId] }),
    index('wishlist_items_user_added_idx').on(t.userId, t.addedAt),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * A member's delivery address (`/mypage/manage-addresses`, ADR 29): a Korean address as 우편번호 (5 digits), 기본주소 and
 * 상세주소 with the recipient. At most one default per member, by a partial unique index; the rule of the fields is
 * src/config/shop-address.ts, the same for the form and the server.
 */
export const shopAddresses = pgTable(
  'shop_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    postalCode: text('postal_code').notNull(),
    baseAddress: text('base_address').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_addresses_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('shop_addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
    check('shop_addresses_postal_code_valid', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

/** PERCENT: `value` % off (capped by `max_discount` when set); FIXED: `value` won off. */
export const COUPON_KINDS = ['PERCENT', 'FIXED'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A brand's coupon (ADR 28): what it takes off, from which order amount, in which period. Members hold it as a
 * member coupon, issued by staff (the seed) or registered with its code on `/mypage/coupons`.
 */
export const shopCoupons = pgTable(
  'shop_coupons',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    /**
     * What a member types to register it: upper-case letters, digits and hyphens. Null: an issue-only coupon (ADR 33),
     * which members get only from staff; unique per brand when set (nulls never collide).
     */
    code: text('code'),
    name: text('name').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** PERCENT: 1–100; FIXED: won. */
    value: integer('value').notNull(),
    /** The order amount (before the coupon) it needs, in won. */
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    /** The most a PERCENT coupon takes off, in won; null: no cap. */
    maxDiscount: integer('max_discount'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('shop_coupons_brand_code_key').on(t.brand, t.code),
    unique('shop_coupons_brand_id_key').on(t.brand, t.id),
    check('shop_coupons_code_valid', sql`${t.code} ~ '^[A-Z0-9-]{4,30}$'`),
    check(
      'shop_coupons_value_valid',
      sql`(${t.kind} = 'PERCENT' and ${t.value} between 1 and 100) or (${t.kind} = 'FIXED' and ${t.value} > 0)`,
    ),
    check('shop_coupons_min_valid', sql`${t.minOrderAmount} >= 0`),
    check('shop_coupons_max_valid', sql`${t.maxDiscount} is null or ${t.maxDiscount} > 0`),
    check('shop_coupons_period_valid', sql`${t.validFrom} < ${t.validUntil}`),
  ],
);

/** A coupon a member holds; an order uses it (`used_order_no`), a cancelled order gives it back. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    couponId: integer('coupon_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    usedOrderNo: text('used_order_no').references(() => orders.orderNo, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    // One of each coupon per member: registering a code twice is a conflict.
    unique('member_coupons_coupon_user_key').on(t.couponId, t.userId),
    foreignKey({ name: 'member_coupons_coupon_fk', columns: [t.brand, t.couponId], foreignColumns: [shopCoupons.brand, shopCoupons.id] }).onDelete(
      'cascade',
    ),
    index('member_coupons_user_idx').on(t.userId, t.issuedAt),
    unique('member_coupons_used_order_key').on(t.usedOrderNo),
    check('member_coupons_used_at_with_order', sql`(${t.usedOrderNo} is null) = (${t.usedAt} is null)`),
  ],
);

/** EARN: 1% of a paid order; USE: spent on an order; RESTORE: the spent points back on cancel; REVOKE: earned points taken back on cancel. */
export const POINT_ENTRY_KINDS = ['EARN', 'USE', 'RESTORE', 'REVOKE'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/**
 * The 적립금 ledger (ADR 28): one row per change, signed (EARN and RESTORE positive, USE and REVOKE negative); a
 * member's balance is the sum. Each kind happens at most once per order, so a retried pay or cancel cannot count twice.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POINT_ENTRY_KINDS }).notNull(),
    /** Won, signed. */
    amount: integer('amount').notNull(),
    orderNo: text('order_no').references(() => orders.orderNo, { onDelete: 'set null' }),
    /** What the member reads on `/mypage/accumulations` (Korean). */
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_entries_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('point_entries_one_kind_per_order').on(t.orderNo, t.kind).where(sql`${t.orderNo} is not null`),
    check(
      'point_entries_sign_valid',
      sql`(${t.kind} in ('EARN', 'RESTORE') and ${t.amount} > 0) or (${t.kind} in ('USE', 'REVOKE') and ${t.amount} < 0)`,
    ),
  ],
);

export type ShopCategory = typeof shopCategories.$inferSelect;
export type NewShopCategory = typeof shopCategories.$inferInsert;
export type ShopProduct = typeof shopProducts.$inferSelect;
export type NewShopProduct = typeof shopProducts.$inferInsert;
export type CartItem = typeof cartItems.$inferSelect;
export type OrderSheet = typeof orderSheets.$inferSelect;
export type OrderSheetLine = typeof orderSheetLines.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type WishlistItem = typeof wishlistItems.$inferSelect;
export type ShopAddress = typeof shopAddresses.$inferSelect;
export type ShopCoupon = typeof shopCoupons.$inferSelect;
export type MemberCoupon = typeof memberCoupons.$inferSelect;
export type PointEntry = typeof pointEntries.$inferSelect;
