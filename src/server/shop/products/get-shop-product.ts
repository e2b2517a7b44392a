import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { ShopProduct } from '../../../contracts/shop-products';
import type { Db } from '../../../db/client';
import { exams, shopCategories, shopProducts } from '../../../db/schema';
import { presentProductSummary, productOnSale, productSummaryColumns } from './shop-product-rows';

/** One product on sale with its exam's introduction and paper count; null when not on sale on this brand. */
export async function getShopProduct(db: Db, brand: BrandId, productNo: number, now = new Date()): Promise<ShopProduct | null> {
  const [row] = await db
    .select({
      ...productSummaryColumns,
      description: shopProducts.description,
      examDescription: exams.description,
      paperCount: sql<number>`(select count(*)::int from exam_details d
        where d.exam_id = ${shopProducts.examId} and d.published_at is not null)`,
    })
    .from(shopProducts)
    .leftJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
    .leftJoin(exams, eq(exams.id, shopProducts.examId))
    .where(and(productOnSale(brand), eq(shopProducts.id, productNo)))
    .limit(1);
  if (!row) return null;
  return {
    ...presentProductSummary(row, now),
    description: row.description,
    examDescription: row.examDescription,
    paperCount: row.paperCount,
  };
}
