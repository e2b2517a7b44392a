/** What takes money off an order (ADR 28): brand coupons, the coupons members hold, and the 적립금 ledger. */
import { sql } from 'drizzle-orm';
import {
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
import { orders } from './shop-orders';
import { BRAND_IDS, users } from './users';

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

export type ShopCoupon = typeof shopCoupons.$inferSelect;
export type MemberCoupon = typeof memberCoupons.$inferSelect;
export type PointEntry = typeof pointEntries.$inferSelect;
