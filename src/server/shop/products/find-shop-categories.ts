import { asc, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import type { ShopCategory } from '../../../contracts/shop';
import { shopCategories } from '../../../db/schema';

/** The brand's header category tabs (GET /v2/categories/gnb) in menu order. */
export async function findShopCategories(db: Db, brand: BrandId): Promise<ShopCategory[]> {
  return db
    .select({ categoryId: shopCategories.id, label: shopCategories.label, kind: shopCategories.kind })
    .from(shopCategories)
    .where(eq(shopCategories.brand, brand))
    .orderBy(asc(shopCategories.position), asc(shopCategories.id));
}
