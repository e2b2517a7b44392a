import { describe, expect, it } from 'vitest';
import { getErrorMessage } from './error-catalogue';
import {
  createOrder,
  createOrderBody,
  createExamOrder,
  displayNickname,
  getCartCount,
  getExamProduct,
  getGnbCategories,
  getShopUser,
  signOutUrl,
} from './shop-api';
import { createShopClient } from './shop-client';
import { sendJson, useRecordingServer } from '../../test/recording-server';

const server = useRecordingServer();

describe('getShopUser', () => {
  it('returns the user on 200', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { username: '홍길동', nickname: '길동', email: 'h@e.com' }));
    await expect(getShopUser(createShopClient({ baseURL: server.url }))).resolves.toEqual({
      username: '홍길동',
      nickname: '길동',
      email: 'h@e.com',
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/users/me' });
  });

  it('returns null on 401', async () => {
    server.setHandler((_req, res) => sendJson(res, 401, { code: 'UNAUTHORIZED' }));
    await expect(getShopUser(createShopClient({ baseURL: server.url }))).resolves.toBeNull();
  });

  it('rethrows other errors', async () => {
    server.setHandler((_req, res) => sendJson(res, 500, {}));
    await expect(getShopUser(createShopClient({ baseURL: server.url }))).rejects.toMatchObject({
      response: { status: 500 },
    });
  });
});

describe('getCartCount', () => {
  it('sends the platform: PC header and returns the count', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { count: 7 }));
    await expect(getCartCount(createShopClient({ baseURL: server.url }))).resolves.toBe(7);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/shop/cart/count' });
    expect(server.requests[0]?.headers.platform).toBe('PC');
  });

  it('accepts a bare number body', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, 12));
    await expect(getCartCount(createShopClient({ baseURL: server.url }))).resolves.toBe(12);
  });
});

describe('getGnbCategories', () => {
  it('returns label, categoryId and kind only (a missing or unknown kind is LIST)', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 200, [
        { label: '간호사', categoryId: 10, kind: 'LIST', extra: true },
        { label: '전공학습', categoryId: 12, kind: 'MAJOR_LEARNING' },
        { label: '요양보호사', categoryId: 11 },
        { label: '기타', categoryId: 13, kind: 'OTHER' },
      ]),
    );
    await expect(getGnbCategories(createShopClient({ baseURL: server.url }))).resolves.toEqual([
      { label: '간호사', categoryId: 10, kind: 'LIST' },
      { label: '전공학습', categoryId: 12, kind: 'MAJOR_LEARNING' },
      { label: '요양보호사', categoryId: 11, kind: 'LIST' },
      { label: '기타', categoryId: 13, kind: 'LIST' },
    ]);
    expect(server.requests[0]?.url).toBe('/v2/categories/gnb');
  });
});

describe('getExamProduct', () => {
  it('returns optionId and shopbyProductId', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { optionId: 5, shopbyProductId: 900, name: 'x' }));
    await expect(getExamProduct(createShopClient({ baseURL: server.url }), 42)).resolves.toEqual({
      optionId: 5,
      shopbyProductId: 900,
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/cbt-product/exams/42' });
  });
});

describe('createOrder', () => {
  it('posts one product line with orderCnt 1 and returns the order sheet number', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { orderSheetNo: '2024-ABC' }));
    await expect(
      createOrder(createShopClient({ baseURL: server.url }), { productNo: 900, optionNo: 5 }),
    ).resolves.toBe('2024-ABC');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/v2/orders' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      products: [{ productNo: 900, optionNo: 5, orderCnt: 1 }],
    });
  });

  it('always uses orderCnt 1, even if the caller passes more fields', () => {
    const input = { productNo: 1, optionNo: 2, orderCnt: 3 };
    expect(createOrderBody(input)).toEqual({ products: [{ productNo: 1, optionNo: 2, orderCnt: 1 }] });
  });

  it('rejects with a catalogue-mappable error', async () => {
    server.setHandler((_req, res) => sendJson(res, 400, { code: 'O8004', message: 'duplicate' }));
    const error: unknown = await createOrder(createShopClient({ baseURL: server.url }), {
      productNo: 1,
      optionNo: 2,
    }).catch((e: unknown) => e);
    expect(getErrorMessage(error)).toBe('이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.');
  });
});

describe('signOutUrl', () => {
  it('encodes the redirect URI', () => {
    expect(signOutUrl('/exams/3?tab=a&b=c')).toBe('/sso/sign-out?redirectUri=%2Fexams%2F3%3Ftab%3Da%26b%3Dc');
    expect(signOutUrl('http://nurse.localhost:3000/시험')).toBe(
      `/sso/sign-out?redirectUri=${encodeURIComponent('http://nurse.localhost:3000/시험')}`,
    );
  });
});

describe('displayNickname', () => {
  it('prefers the nickname', () => {
    expect(displayNickname({ nickname: '길동이', username: '홍길동' })).toBe('길동이님');
  });

  it('falls back to the username', () => {
    expect(displayNickname({ nickname: null, username: '홍길동' })).toBe('홍길동님');
    expect(displayNickname({ nickname: '  ', username: '홍길동' })).toBe('홍길동님');
  });

  it('falls back to 익명', () => {
    expect(displayNickname({ nickname: null, username: null })).toBe('익명님');
    expect(displayNickname({})).toBe('익명님');
    expect(displayNickname(null)).toBe('익명님');
  });
});

describe('createExamOrder', () => {
  it("orders the exam's product and option as one line", async () => {
    server.setHandler((req, res) =>
      req.method === 'GET'
        ? sendJson(res, 200, { optionId: 71, shopbyProductId: 7 })
        : sendJson(res, 201, { orderSheetNo: '20261122000000000001' }),
    );
    await expect(createExamOrder(createShopClient({ baseURL: server.url }), 7)).resolves.toBe('20261122000000000001');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /cbt-product/exams/7', 'POST /v2/orders']);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ products: [{ productNo: 7, optionNo: 71, orderCnt: 1 }] });
  });

  it('orders nothing when the exam has no product', async () => {
    server.setHandler((_req, res) => sendJson(res, 404, { code: 'PRODUCT_NOT_FOUND', message: '판매 중인 상품을 찾을 수 없습니다.' }));
    const error: unknown = await createExamOrder(createShopClient({ baseURL: server.url }), 7).catch((e: unknown) => e);
    expect(getErrorMessage(error)).toBe('요청하신 정보를 찾을 수 없습니다.');
    expect(server.requests).toHaveLength(1);
  });
});
