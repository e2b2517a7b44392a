import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_CONFIGS, type NavItem } from './brands';
import type { Site } from './hosts';

const SITES_DIR = path.resolve(__dirname, '../../pages/_sites');

/** Whether a page file of `dir` answers these path segments, as Next's pages router matches them. */
function routeExists(dir: string, segments: string[]): boolean {
  if (!existsSync(dir)) return false;
  const entries = readdirSync(dir);
  if (segments.length === 0) return entries.includes('index.tsx');
  const [head, ...rest] = segments as [string, ...string[]];
  if (rest.length === 0 && entries.includes(`${head}.tsx`)) return true;
  if (entries.includes(head) && routeExists(path.join(dir, head), rest)) return true;
  return entries
    .filter((entry) => entry.startsWith('['))
    .some((entry) =>
      entry.startsWith('[...') ? true : entry.endsWith('.tsx') ? rest.length === 0 : routeExists(path.join(dir, entry), rest),
    );
}

/** The page a menu item opens: its site (the CBT app when none is named) and its path without query. */
function pageExists(item: { href: string; site?: Site }): boolean {
  const pathname = item.href.split(/[?#]/)[0]!.split('{categoryId}').join('1');
  return routeExists(path.join(SITES_DIR, item.site ?? 'cbt', '[brand]'), pathname.split('/').filter(Boolean));
}

const flatten = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe.each(Object.values(BRAND_CONFIGS))('brand $id chrome links', (brand) => {
  const links = [
    ...flatten(brand.navigation),
    ...brand.footer.links,
    ...(brand.shop ? [...brand.shop.userMenu, ...brand.shop.myPageLinks, ...brand.shop.majorLearningMenu] : []),
  ].filter((item) => !/^https?:/.test(item.href));

  it('opens a page that exists on its site for every header, menu and footer item', () => {
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((item) => !pageExists(item)).map((item) => `${item.label} → ${item.site ?? 'cbt'} ${item.href}`)).toEqual([]);
  });
});

describe("brand B's major-learning dropdown", () => {
  it('offers purchase and the pages that exist today: 내 강의실, the purchased exams and 오답노트', () => {
    expect(BRAND_CONFIGS.b.shop!.majorLearningMenu).toEqual([
      { label: '구매하기', href: '/list/{categoryId}', site: 'shop' },
      { label: '나의 학습', href: '/mypage/my-courses', site: 'shop' },
      { label: '나의 시험', href: '/mycbt/purchase', activeTab: 'cbt' },
      { label: '나의 노트', href: '/mycbt/note', activeTab: 'cbt' },
    ]);
  });
});
