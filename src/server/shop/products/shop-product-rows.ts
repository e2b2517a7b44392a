/**
 * The one read of products every catalogue operation shares (list, product page, search, cart): on sale means the
 * brand's product whose exam, if any, is published (ADR 13), and each row is presented with its price now.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { ShopProductSummary } from '../../../contracts/shop-products';
import type { Db } from '../../../db/client';
import { shopCategories, shopProducts } from '../../../db/schema';
import { productPrice } from './product-price';

/** A product on sale on `brand`: an exam product only while its exam is published. */
export function productOnSale(brand: BrandId): SQL {
  return and(
    eq(shopProducts.brand, brand),
    sql`(${shopProducts.examId} is null or exists (select 1 from exams e
      where e.id = ${shopProducts.examId} and e.published_at is not null))`,
  )!;
}

/** Paid orders of the product: 인기순. */
export const paidOrderCountSql = sql<number>`(select count(*)::int from order_sheet_lines l
  join order_sheets s on s.order_sheet_no = l.order_sheet_no
  where l.product_id = ${shopProducts.id} and s.status = 'PAID')`;

export const productSummaryColumns = {
  id: shopProducts.id,
  optionNo: shopProducts.optionNo,
  title: shopProducts.title,
  price: shopProducts.price,
  salePrice: shopProducts.salePrice,
  saleStartsAt: shopProducts.saleStartsAt,
  saleEndsAt: shopProducts.saleEndsAt,
  categoryId: shopProducts.categoryId,
  categoryLabel: shopCategories.label,
  examId: shopProducts.examId,
};

export type ProductSummaryRow = {
  id: number;
  optionNo: number;
  title: string;
  price: number;
  salePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  categoryId: number | null;
  categoryLabel: string | null;
  examId: number | null;
};

/** `select … from shop_products left join shop_categories`, ready for a where. */
export function selectProductSummaries(db: Db) {
  return db
    .select(productSummaryColumns)
    .from(shopProducts)
    .leftJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId));
}

export function presentProductSummary(row: ProductSummaryRow, now: Date): ShopProductSummary {
  const price = productPrice(row, now);
  return {
    productNo: row.id,
    optionNo: row.optionNo,
    title: row.title,
    listPrice: price.listPrice,
    price: price.price,
    onSale: price.onSale,
    saleEndsAt: price.saleEndsAt?.toISOString() ?? null,
    categoryId: row.categoryId,
    categoryLabel: row.categoryLabel,
    examIdx: row.examId,
  };
}

/** 1-based page to offset, with the shop's fixed page size. */
export function pageOffset(page: number | undefined, pageSize: number): { page: number; offset: number } {
  const current = page && page > 0 ? page : 1;
  return { page: current, offset: (current - 1) * pageSize };
}
