import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCartItem, createLoggedInUser, createShopProduct } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function cartCount(options: { host?: string; cookie?: string; platform?: string | null } = {}) {
  const platform = options.platform === undefined ? 'PC' : options.platform;
  return t.app.inject({
    method: 'GET',
    url: '/shop/cart/count',
    headers: {
      host: options.host ?? BRAND_B_HOST,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(platform === null ? {} : { platform }),
    },
  });
}

const brandBMember = () => createLoggedInUser(t.database.db, { brand: 'b' });

describe('GET /shop/cart/count', () => {
  it('answers 401 with the Korean default to a visitor', async () => {
    const response = await cartCount();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
    });
  });

  it('is 0 for a new member, not cached', async () => {
    const { cookie } = await brandBMember();
    const response = await cartCount({ cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0 });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("counts the member's lines, not quantities, and never another member's", async () => {
    const db = t.database.db;
    const member = await brandBMember();
    const other = await brandBMember();
    const [first, second, third] = await Promise.all([createShopProduct(db), createShopProduct(db), createShopProduct(db)]);
    await addCartItem(db, member.user, first!, { quantity: 5 });
    await addCartItem(db, member.user, second!);
    await addCartItem(db, other.user, first!);
    await addCartItem(db, other.user, second!);
    await addCartItem(db, other.user, third!, { quantity: 99 });

    expect((await cartCount({ cookie: member.cookie })).json()).toEqual({ count: 2 });
    expect((await cartCount({ cookie: other.cookie })).json()).toEqual({ count: 3 });
  });

  it('accepts MOBILE and a missing platform header (as PC)', async () => {
    const db = t.database.db;
    const member = await brandBMember();
    await addCartItem(db, member.user, await createShopProduct(db));
    for (const platform of ['MOBILE', null]) {
      const response = await cartCount({ cookie: member.cookie, platform });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: 1 });
    }
  });

  it.each(['TABLET', 'pc', ''])('answers 400 BAD_REQUEST to platform %j', async (platform) => {
    const { cookie } = await brandBMember();
    const response = await cartCount({ cookie, platform });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: '잘못된 요청입니다.' });
  });

  it('answers 404 NOT_FOUND on a brand A host, before the session and platform checks', async () => {
    const member = await createLoggedInUser(t.database.db, { brand: 'a' });
    for (const options of [{}, { cookie: member.cookie }, { cookie: member.cookie, platform: 'TABLET' }]) {
      const response = await cartCount({ ...options, host: BRAND_A_HOST });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' });
    }
  });

  it('answers on the shop host too', async () => {
    const { cookie } = await brandBMember();
    const response = await cartCount({ cookie, host: 'shop.localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0 });
  });
});
