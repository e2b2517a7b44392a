import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { SHOP_PAGE_SIZE } from '../../../contracts/constants';
import type { ShopCategoryProducts, ShopProductSort } from '../../../contracts/shop-products';
import type { Db } from '../../../db/client';
import { shopCategories, shopProducts } from '../../../db/schema';
import { currentPriceSql } from './product-price';
import { pageOffset, paidOrderCountSql, presentProductSummary, productOnSale, selectProductSummaries } from './shop-product-rows';
import { categoryNotFound } from '../shop-errors';

export interface FindCategoryProductsInput {
  brand: BrandId;
  categoryId: number;
  sort?: ShopProductSort;
  page?: number;
  now?: Date;
}

/** A category's list (`/list/{categoryId}`): its products on sale, sorted, 20 per page; an unknown category 404. */
export async function findCategoryProducts(db: Db, input: FindCategoryProductsInput): Promise<ShopCategoryProducts> {
  const now = input.now ?? new Date();
  const [category] = await db
    .select({ categoryId: shopCategories.id, label: shopCategories.label })
    .from(shopCategories)
    .where(and(eq(shopCategories.brand, input.brand), eq(shopCategories.id, input.categoryId)))
    .limit(1);
  if (!category) throw categoryNotFound();

  const where = and(productOnSale(input.brand), eq(shopProducts.categoryId, category.categoryId));
  const order =
    input.sort === 'POPULAR'
      ? [desc(paidOrderCountSql), desc(shopProducts.createdAt), desc(shopProducts.id)]
      : input.sort === 'PRICE_ASC'
        ? [asc(currentPriceSql(now)), desc(shopProducts.id)]
        : [desc(shopProducts.createdAt), desc(shopProducts.id)];
  const { page, offset } = pageOffset(input.page, SHOP_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    selectProductSummaries(db)
      .where(where)
      .orderBy(...order)
      .limit(SHOP_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(shopProducts).where(where),
  ]);
  return {
    category,
    products: {
      items: rows.map((row) => presentProductSummary(row, now)),
      totalCount: total?.n ?? 0,
      page,
      pageSize: SHOP_PAGE_SIZE,
    },
  };
}
