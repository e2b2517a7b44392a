/**
 * Pure pieces of the brand B chrome (spec §2.3, §5): search validation, shop links and the mapping of the
 * server's GNB categories to navigation items. No React here, so all of it is unit-tested.
 */
import type { NavItem, ShopChrome } from '../../config/brands';
import type { Site } from '../../config/hosts';
import type { ShopCategory } from '../api/shop-api';
import { linkTarget } from '../routing/site-links';

/** Spec §5: an empty or whitespace-only brand B search is refused with this alert. */
export const EMPTY_SEARCH_MESSAGE = '1글자 이상 검색해주세요.';

export type SearchCheck = { ok: true; keyword: string } | { ok: false; message: string };

/** The trimmed keyword, or the alert to show when nothing but whitespace was typed. */
export function checkSearchKeyword(text: string | null | undefined): SearchCheck {
  const keyword = (text ?? '').trim();
  return keyword ? { ok: true, keyword } : { ok: false, message: EMPTY_SEARCH_MESSAGE };
}

/** The shop search page for a keyword: `<shop origin>/search?keywords=<encoded>`. */
export function shopSearchUrl(shop: ShopChrome, siteOrigins: Partial<Record<Site, string>>, keyword: string): string {
  const href = `${shop.searchPath}?keywords=${encodeURIComponent(keyword)}`;
  return linkTarget({ href, site: 'shop' }, siteOrigins).href;
}

/** The shop's order page of an order sheet, where the member pays. */
export function shopOrderUrl(shop: ShopChrome, siteOrigins: Partial<Record<Site, string>>, orderSheetNo: string): string {
  const href = shop.orderPath.split('{orderSheetNo}').join(encodeURIComponent(orderSheetNo));
  return linkTarget({ href, site: 'shop' }, siteOrigins).href;
}

/** Fills `{categoryId}` in a configured path. */
export function withCategoryId(path: string, categoryId: number | string): string {
  return path.split('{categoryId}').join(encodeURIComponent(String(categoryId)));
}

/** A category tab: its course list on the shop host. */
export function categoryNavItem(shop: ShopChrome, category: ShopCategory): NavItem {
  return { label: category.label, href: withCategoryId(shop.categoryListPath, category.categoryId), site: 'shop' };
}

/** The dropdown of the major-learning category (empty for a plain course list). */
export function categoryChildren(shop: ShopChrome, category: ShopCategory): NavItem[] {
  if (category.kind !== 'MAJOR_LEARNING') return [];
  return shop.majorLearningMenu.map((item) => ({ ...item, href: withCategoryId(item.href, category.categoryId) }));
}

/** The server's categories as navigation items, in the server's order, the major-learning one with children. */
export function categoryNavItems(shop: ShopChrome, categories: readonly ShopCategory[]): NavItem[] {
  return categories.map((category) => {
    const children = categoryChildren(shop, category);
    return children.length ? { ...categoryNavItem(shop, category), children } : categoryNavItem(shop, category);
  });
}
