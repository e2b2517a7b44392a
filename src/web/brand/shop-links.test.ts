import { describe, expect, it } from 'vitest';
import { getBrand } from '../../config/brands';
import type { ShopCategory } from '../api/shop-api';
import {
  categoryChildren,
  categoryNavItem,
  categoryNavItems,
  checkSearchKeyword,
  EMPTY_SEARCH_MESSAGE,
  shopOrderUrl,
  shopSearchUrl,
  withCategoryId,
} from './shop-links';

const shop = getBrand('b').shop!;
const origins = { shop: 'http://shop.localhost:3100' };

describe('checkSearchKeyword', () => {
  it.each(['', '   ', '\t\n', null, undefined])('refuses %j with the alert of spec §5', (text) => {
    expect(checkSearchKeyword(text)).toEqual({ ok: false, message: '1글자 이상 검색해주세요.' });
  });

  it('accepts one character and trims the keyword', () => {
    expect(checkSearchKeyword('a')).toEqual({ ok: true, keyword: 'a' });
    expect(checkSearchKeyword('  기본간호학  ')).toEqual({ ok: true, keyword: '기본간호학' });
  });

  it('exports the exact message', () => {
    expect(EMPTY_SEARCH_MESSAGE).toBe('1글자 이상 검색해주세요.');
  });
});

describe('shopSearchUrl', () => {
  it('points at the shop search with the encoded keyword', () => {
    expect(shopSearchUrl(shop, origins, '간호 과정&1')).toBe(
      'http://shop.localhost:3100/search?keywords=%EA%B0%84%ED%98%B8%20%EA%B3%BC%EC%A0%95%261',
    );
  });

  it('falls back to the bare path without a shop origin', () => {
    expect(shopSearchUrl(shop, {}, 'ab')).toBe('/search?keywords=ab');
  });
});

describe('category links', () => {
  const list: ShopCategory = { label: '병원 필기시험', categoryId: 12, kind: 'LIST' };
  const major: ShopCategory = { label: '전공학습', categoryId: 31, kind: 'MAJOR_LEARNING' };

  it('fills and encodes the category id', () => {
    expect(withCategoryId('/list/{categoryId}', 7)).toBe('/list/7');
    expect(withCategoryId('/list/{categoryId}', 'a/b')).toBe('/list/a%2Fb');
  });

  it('links a course list to /list/{categoryId} on the shop', () => {
    expect(categoryNavItem(shop, list)).toEqual({ label: '병원 필기시험', href: '/list/12', site: 'shop' });
    expect(categoryChildren(shop, list)).toEqual([]);
  });

  it('gives the major-learning category its dropdown, the purchase item with its own category', () => {
    const children = categoryChildren(shop, major);
    expect(children.map((c) => c.label)).toEqual(['구매하기', '나의 학습', '나의 시험', '나의 노트']);
    expect(children[0]).toEqual({ label: '구매하기', href: '/list/31', site: 'shop' });
    expect(children.every((c) => c.href.startsWith('/'))).toBe(true);
  });

  it('keeps the server order', () => {
    const items = categoryNavItems(shop, [list, major]);
    expect(items.map((i) => i.label)).toEqual(['병원 필기시험', '전공학습']);
    expect(items[0]?.children).toBeUndefined();
    expect(items[1]?.children).toHaveLength(4);
  });
});

describe('shopOrderUrl', () => {
  it("is the order sheet's page on the shop host", () => {
    expect(shopOrderUrl(shop, origins, '20261122123456789012')).toBe('http://shop.localhost:3100/orders/order/20261122123456789012');
  });
});
