import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopCategories } from '../../../db/schema';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, injectRequest, type TestApp } from '../../../test/test-app';

const SHOP_HOST = 'shop.localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Inserted out of menu order: the response follows position, then id.
  await t.database.db.insert(shopCategories).values([
    { brand: 'b', label: '전공학습', kind: 'MAJOR_LEARNING', position: 3 },
    { brand: 'b', label: '간호사 국가고시', kind: 'LIST', position: 0 },
    { brand: 'b', label: '간호 실무', kind: 'LIST', position: 4 },
    { brand: 'b', label: '병원 필기시험', kind: 'LIST', position: 1 },
    { brand: 'b', label: '면접 대비', kind: 'LIST', position: 1 },
    { brand: 'a', label: '브랜드 A 분류', kind: 'LIST', position: 0 },
  ]);
});
afterAll(() => t.close());

describe('GET /v2/categories/gnb', () => {
  it.each([
    ['the brand B CBT host', BRAND_B_HOST],
    ['the shop host', SHOP_HOST],
  ])('lists brand B tabs in menu order with label, categoryId and kind on %s', async (_name, host) => {
    const response = await injectRequest(t.app, 'GET', '/v2/categories/gnb', { host });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const body = response.json() as Array<{ label: string; categoryId: number; kind: string }>;
    expect(body.map((c) => [c.label, c.kind])).toEqual([
      ['간호사 국가고시', 'LIST'],
      ['병원 필기시험', 'LIST'],
      ['면접 대비', 'LIST'],
      ['전공학습', 'MAJOR_LEARNING'],
      ['간호 실무', 'LIST'],
    ]);
    for (const category of body) {
      expect(Object.keys(category).sort()).toEqual(['categoryId', 'kind', 'label']);
      expect(Number.isInteger(category.categoryId)).toBe(true);
    }
  });

  it('answers 404 NOT_FOUND with the Korean message on a brand A host', async () => {
    for (const host of [BRAND_A_HOST, 'portal.localhost:3000']) {
      const response = await injectRequest(t.app, 'GET', '/v2/categories/gnb', { host });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('is published in the OpenAPI document with its response schema', async () => {
    const response = await injectRequest(t.app, 'GET', '/apiV2/openapi.json');
    const spec = response.json();
    const get = spec.paths['/v2/categories/gnb'].get;
    expect(get.responses['200'].content['application/json'].schema.items.required).toEqual(['label', 'categoryId', 'kind']);
    expect(spec.paths['/shop/cart/count'].get.responses['200']).toBeDefined();
    expect(spec.paths['/shop/cart/count'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'platform' })]),
    );
  });
});
