import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '../../../db/schema';
import { seedLegalDocuments } from '../../../seed/legal-documents';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { BRAND_B_HOST, injectRequest, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const PORTAL_HOST = 'portal.localhost:3000';

describe('legal documents', () => {
  it('serves the brand\'s terms in force with every published version, on any host of the brand', async () => {
    await seedLegalDocuments(t.database.db);
    const response = await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms', { host: PORTAL_HOST });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc).toMatchObject({ kind: 'terms', version: 2, title: '이용약관', effectiveDate: '2026-09-01', status: 'CURRENT' });
    expect(doc.articles[0].heading).toBe('제1조 (목적)');
    expect(doc.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'CURRENT'],
      [1, 'PAST'],
    ]);
  });

  it('keeps the previous version readable at ?version=N', async () => {
    const response = await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms?version=1', { host: PORTAL_HOST });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 1, effectiveDate: '2025-03-01', status: 'PAST' });
    // The first version had no community or chat articles; the second added them.
    const headings = (doc: { articles: Array<{ heading: string }> }) => doc.articles.map((a) => a.heading);
    expect(headings(response.json())).not.toContain('제8조 (채팅)');
    expect(headings((await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms', { host: PORTAL_HOST })).json())).toContain('제8조 (채팅)');
  });

  it('serves each brand its own text', async () => {
    const b = (await injectRequest(t.app, 'GET', '/apiV2/legal-documents/privacy', { host: BRAND_B_HOST })).json();
    expect(b.articles.at(-1).paragraphs.join()).toContain('nursepass');
    const a = (await injectRequest(t.app, 'GET', '/apiV2/legal-documents/privacy')).json();
    expect(a.articles.at(-1).paragraphs.join()).toContain('careerroad');
  });

  it('never shows a draft, to its own brand\'s readers or another brand\'s', async () => {
    await t.database.db.insert(legalDocuments).values({
      brand: 'b',
      kind: 'TERMS',
      version: 2,
      title: '이용약관',
      effectiveDate: '2026-01-01',
      articles: [{ heading: '제1조 (초안)', paragraphs: ['아직 공개되지 않은 초안입니다.'] }],
    });
    const current = (await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms', { host: BRAND_B_HOST })).json();
    expect(current.version).toBe(1);
    expect(current.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    expectKoreanError(await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms?version=2', { host: BRAND_B_HOST }), 404, '이용약관 2번째 버전을 찾을 수 없습니다.');
    // Brand A's version 2 is its own published text, never brand B's draft.
    const a = (await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms?version=2')).json();
    expect(a.articles[0].paragraphs[0]).toContain('커리어로드');
    await t.database.db.delete(legalDocuments).where(and(eq(legalDocuments.brand, 'b'), eq(legalDocuments.version, 2)));
  });

  it('shows a published version whose date has not come as upcoming, keeping the one in force', async () => {
    const [upcoming] = await t.database.db
      .insert(legalDocuments)
      .values({
        brand: 'b',
        kind: 'PRIVACY',
        version: 2,
        title: '개인정보처리방침',
        effectiveDate: '2099-01-01',
        articles: [{ heading: '1. 수집하는 개인정보', paragraphs: ['새 방침입니다.'] }],
        publishedAt: new Date(),
      })
      .returning();
    const doc = (await injectRequest(t.app, 'GET', '/apiV2/legal-documents/privacy', { host: BRAND_B_HOST })).json();
    expect(doc.version).toBe(1);
    expect(doc.versions[0]).toMatchObject({ version: 2, status: 'UPCOMING' });
    await t.database.db.delete(legalDocuments).where(eq(legalDocuments.id, upcoming!.id));
  });

  it('refuses an unknown kind or version with Korean 4xx', async () => {
    expect((await injectRequest(t.app, 'GET', '/apiV2/legal-documents/cookies')).statusCode).toBe(400);
    expect((await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms?version=0')).statusCode).toBe(400);
    expectKoreanError(await injectRequest(t.app, 'GET', '/apiV2/legal-documents/terms?version=9'), 404, '이용약관 9번째 버전을 찾을 수 없습니다.');
  });
});

describe('faq', () => {
  it('lists the brand\'s questions by category', async () => {
    const { categories, query } = (await injectRequest(t.app, 'GET', '/apiV2/faq', { host: PORTAL_HOST })).json();
    expect(query).toBeNull();
    expect(categories.map((c: { title: string }) => c.title)).toEqual(['회원·계정', 'CBT 모의고사', '채용·대외활동', '기업회원']);
  });

  it('finds questions by words of the question or the answer, case and spacing aside', async () => {
    const found = (await injectRequest(t.app, 'GET', `/apiV2/faq?q=${encodeURIComponent('  오답노트 ')}`)).json();
    expect(found.query).toBe('오답노트');
    expect(found.categories).toHaveLength(1);
    expect(found.categories[0].items.map((i: { question: string }) => i.question)).toEqual(['틀린 문제만 다시 풀 수 있나요?']);
    const both = (await injectRequest(t.app, 'GET', `/apiV2/faq?q=${encodeURIComponent('기업회원 승인')}`)).json();
    expect(both.categories.flatMap((c: { items: unknown[] }) => c.items)).toHaveLength(1);
  });

  it('takes % and _ literally and finds nothing for an unknown word', async () => {
    for (const q of ['%', '_', '없는단어']) {
      expect((await injectRequest(t.app, 'GET', `/apiV2/faq?q=${encodeURIComponent(q)}`)).json().categories).toEqual([]);
    }
  });

  it('never mixes the brands\' questions', async () => {
    const b = (await injectRequest(t.app, 'GET', `/apiV2/faq?q=${encodeURIComponent('무통장입금')}`, { host: BRAND_B_HOST })).json();
    expect(b.categories).toHaveLength(1);
    expect((await injectRequest(t.app, 'GET', `/apiV2/faq?q=${encodeURIComponent('무통장입금')}`)).json().categories).toEqual([]);
  });
});
