import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLegalDocuments } from '../../../seed/legal-documents';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLegalDocuments(t.database.db);
});
afterAll(() => t.close());

describe('shop terms and help content', () => {
  it('serves 이용약관 and 개인정보처리방침 with articles to anyone on the shop host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop/content/terms', headers: { host: BRAND_B_HOST } });
    expect(response.statusCode).toBe(200);
    const { documents } = response.json();
    expect(documents.map((doc: { title: string }) => doc.title)).toEqual(['이용약관', '개인정보처리방침']);
    for (const doc of documents) expect(doc.articles.length).toBeGreaterThan(0);
  });

  it('serves 자주 묻는 질문 in groups, each with questions, from the brand\'s FAQ', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop/content/help', headers: { host: BRAND_B_HOST } });
    expect(response.statusCode).toBe(200);
    const { groups } = response.json();
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(group.items.length).toBeGreaterThan(0);
  });

  it('answers 404 on a brand A host', async () => {
    for (const url of ['/shop/content/terms', '/shop/content/help']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { host: BRAND_A_HOST } })).statusCode).toBe(404);
    }
  });
});
