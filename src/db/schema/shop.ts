/**
 * Brand B shop (spec §1, §2.3, §7.2; docs/CONTRACTS.md "Brand B shop REST"): the header's category tabs, the
 * products that sell paid exams, and members' carts. Every row carries its brand; a cart line is tied to a product
 * of the same brand (and to that product's option) by one composite foreign key, and a product to an exam of the
 * same brand, like the CBT tables (exams.ts).
 */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('shop_products_brand_id_option_key').on(t.brand, t.id, t.optionNo),
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

/** OPEN: waiting for payment on the shop's order page; PAID: paid, exams granted; EXPIRED and CANCELLED end it. */
export const ORDER_SHEET_STATUSES = ['OPEN', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
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
    check('order_sheets_paid_at_matches_status', sql`(${t.status} = 'PAID') = (${t.paidAt} is not null)`),
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

export type ShopCategory = typeof shopCategories.$inferSelect;
export type NewShopCategory = typeof shopCategories.$inferInsert;
export type ShopProduct = typeof shopProducts.$inferSelect;
export type NewShopProduct = typeof shopProducts.$inferInsert;
export type CartItem = typeof cartItems.$inferSelect;
export type OrderSheet = typeof orderSheets.$inferSelect;
export type OrderSheetLine = typeof orderSheetLines.$inferSelect;
