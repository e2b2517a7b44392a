/**
 * Brand B shop (spec §1, §2.3, §7.2; docs/CONTRACTS.md "Brand B shop REST"), its catalog: the header's category tabs
 * and the products that sell paid exams. Every row carries its brand; a product is tied to an exam of the same brand
 * by a composite foreign key, like the CBT tables (exams.ts). The shop's other tables: shop-member.ts (carts,
 * wishlists, addresses), shop-orders.ts (sheets, orders, payments), shop-discounts.ts (coupons, points).
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
} from 'drizzle-orm/pg-core';
import { exams } from './exams';
import { BRAND_IDS } from './users';

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

export type ShopCategory = typeof shopCategories.$inferSelect;
export type NewShopCategory = typeof shopCategories.$inferInsert;
export type ShopProduct = typeof shopProducts.$inferSelect;
export type NewShopProduct = typeof shopProducts.$inferInsert;
