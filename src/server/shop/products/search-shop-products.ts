import { and, count, desc } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { SHOP_PAGE_SIZE, SHOP_SEARCH_MAX_LENGTH } from '../../../contracts/constants';
import type { ShopProductPage } from '../../../contracts/shop-products';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../../db/schema';
import { invalid } from '../../errors/domain-error';
import { textMatch } from '../../search/text-match';
import { pageOffset, presentProductSummary, productOnSale, selectProductSummaries } from './shop-product-rows';

/** Spec §5: the brand B search refuses blank keywords with exactly this (the browser shows the same alert). */
export const BLANK_SEARCH_MESSAGE = '1글자 이상 검색해주세요.';

/**
 * The shop search (`/search?keywords=`): products on sale whose title matches as Korean text (jamo substring or a
 * close word, 초성 for initial consonants; the shared matcher of ADR 14), best match first, 20 per page.
 */
export async function searchShopProducts(
  db: Db,
  input: { brand: BrandId; keywords: string | undefined; page?: number; now?: Date },
): Promise<ShopProductPage> {
  const now = input.now ?? new Date();
  const keywords = (input.keywords ?? '').trim();
  if (!keywords) throw invalid(BLANK_SEARCH_MESSAGE, 'BLANK_SEARCH');
  if ([...keywords].length > SHOP_SEARCH_MAX_LENGTH) {
    throw invalid(`검색어는 ${SHOP_SEARCH_MAX_LENGTH}자 이하로 입력해주세요.`, 'SEARCH_TOO_LONG');
  }
  const text = textMatch({ jamo: shopProducts.searchJamo, choseong: shopProducts.searchChoseong }, keywords);
  if (!text) throw invalid(BLANK_SEARCH_MESSAGE, 'BLANK_SEARCH');
  const where = and(productOnSale(input.brand), text.match);
  const { page, offset } = pageOffset(input.page, SHOP_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    selectProductSummaries(db)
      .where(where)
      .orderBy(...text.rank, desc(shopProducts.createdAt), desc(shopProducts.id))
      .limit(SHOP_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(shopProducts).where(where),
  ]);
  return { items: rows.map((row) => presentProductSummary(row, now)), totalCount: total?.n ?? 0, page, pageSize: SHOP_PAGE_SIZE };
}
