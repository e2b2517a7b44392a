/**
 * What a shop member keeps between visits: cart lines, 찜 (wishlist) lines and delivery addresses. A cart line is tied
 * to a product of the same brand (and to that product's option) by one composite foreign key.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shopProducts } from './shop-catalog';
import { BRAND_IDS, users } from './users';

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

export type CartItem = typeof cartItems.$inferSelect;
export type WishlistItem = typeof wishlistItems.$inferSelect;
export type ShopAddress = typeof shopAddresses.$inferSelect;
