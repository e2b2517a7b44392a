import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser, createShopProduct } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const brandBMember = () => createLoggedInUser(t.database.db, { brand: 'b' });

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, host = BRAND_B_HOST) {
  return t.app.inject({ method, url, headers: { host, ...(cookie ? { cookie } : {}) } });
}

describe('shop wishlist', () => {
  it('answers 401 with the Korean default to a visitor, and 404 on a brand A host', async () => {
    for (const [method, url] of [
      ['GET', '/shop/wishlist'],
      ['PUT', '/shop/wishlist/1'],
      ['DELETE', '/shop/wishlist/1'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.');
    }
    const brandA = await createLoggedInUser(t.database.db, { brand: 'a' });
    expect((await call('GET', '/shop/wishlist', brandA.cookie, BRAND_A_HOST)).statusCode).toBe(404);
  });

  it('adds a product once (a second 찜 is the same answer), shows it newest first with the price, and removes it', async () => {
    const db = t.database.db;
    const member = await brandBMember();
    const [first, second] = [await createShopProduct(db, { price: 12_000 }), await createShopProduct(db)];

    expect((await call('GET', `/shop/wishlist/${first.id}`, member.cookie)).json()).toEqual({ productNo: first.id, wished: false });
    const added = await call('PUT', `/shop/wishlist/${first.id}`, member.cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ productNo: first.id, wished: true });
    expect((await call('PUT', `/shop/wishlist/${first.id}`, member.cookie)).json()).toEqual({ productNo: first.id, wished: true });
    await call('PUT', `/shop/wishlist/${second.id}`, member.cookie);

    const list = await call('GET', '/shop/wishlist', member.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const page = list.json();
    expect(page).toMatchObject({ totalCount: 2, page: 1, pageSize: 20 });
    expect(page.items.map((line: { product: { productNo: number } }) => line.product.productNo)).toEqual([second.id, first.id]);
    expect(page.items[1].product).toMatchObject({ title: first.title, price: 12_000 });
    expect((await call('GET', `/shop/wishlist/${first.id}`, member.cookie)).json()).toEqual({ productNo: first.id, wished: true });

    const removed = await call('DELETE', `/shop/wishlist/${first.id}`, member.cookie);
    expect(removed.json()).toEqual({ productNo: first.id, wished: false });
    expect((await call('GET', '/shop/wishlist', member.cookie)).json().totalCount).toBe(1);
  });

  it("never shows or removes another member's line (404), and refuses a product not on sale (404)", async () => {
    const db = t.database.db;
    const member = await brandBMember();
    const other = await brandBMember();
    const product = await createShopProduct(db);
    await call('PUT', `/shop/wishlist/${product.id}`, other.cookie);

    expect((await call('GET', '/shop/wishlist', member.cookie)).json().totalCount).toBe(0);
    const removed = await call('DELETE', `/shop/wishlist/${product.id}`, member.cookie);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toMatchObject({ code: 'WISHLIST_ITEM_NOT_FOUND', message: '찜 목록에 없는 상품입니다.' });
    expect((await call('GET', '/shop/wishlist', other.cookie)).json().totalCount).toBe(1);

    const brandAProduct = await createShopProduct(db, { brand: 'a' });
    const unknown = await call('PUT', `/shop/wishlist/${brandAProduct.id}`, member.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: '판매 중인 상품을 찾을 수 없습니다.' });
  });

  it('pages by 20', async () => {
    const db = t.database.db;
    const member = await brandBMember();
    for (let i = 0; i < 21; i += 1) {
      const product = await createShopProduct(db);
      await call('PUT', `/shop/wishlist/${product.id}`, member.cookie);
    }
    const second = (await call('GET', '/shop/wishlist?page=2', member.cookie)).json();
    expect(second).toMatchObject({ totalCount: 21, page: 2, pageSize: 20 });
    expect(second.items).toHaveLength(1);
  });

  it.each(['/shop/wishlist/abc', '/shop/wishlist/0', '/shop/wishlist?page=0'])('answers a Korean 400 to %s', async (url) => {
    const member = await brandBMember();
    const response = await call(url.includes('?') ? 'GET' : 'PUT', url, member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });
});
