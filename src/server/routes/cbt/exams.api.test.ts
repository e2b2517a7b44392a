import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRecords, examTypes } from '../../../db/schema';
import { type TestExam, createExam, createLoggedInUser, grantExam } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, type TestApp, injectRequest, type InjectOptions } from '../../../test/test-app';
import { expectKoreanError } from '../../../test/expect-korean-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: InjectOptions) =>
  injectRequest(t.app, method, url, options);
const get = (url: string, options?: InjectOptions) => request('GET', url, options);
const post = (url: string, options?: InjectOptions) => request('POST', url, options);


// Brand A: 공기업 (NCS ×3, 전공 ×1), 대기업 ×2; brand B: 병원 필기 (free, paid).
let ncs: TestExam[];
let major: TestExam[];
let ncsSpecial: TestExam;
let bFree: TestExam;
let bPaid: TestExam;
let typeIds: { publicCompany: number; ncs: number; majorCompany: number; bHospital: number };

beforeAll(async () => {
  const db = t.database.db;
  ncs = [];
  for (const title of ['NCS 실전 모의고사 A', 'NCS 100% 합격 모의고사', 'NCS_기출 변형']) {
    ncs.push(await createExam(db, { categorySlug: 'public-company', subType: 'NCS 직업기초능력', title, papers: [{ problems: 3 }, { problems: 2 }] }));
  }
  ncsSpecial = await createExam(db, { categorySlug: 'public-company', subType: '전공 필기', title: '공기업 전공 경영학', communityBoardSlug: '' });
  major = [
    await createExam(db, { categorySlug: 'major-company', subType: '인적성', title: '대기업 인적성 1' }),
    await createExam(db, { categorySlug: 'major-company', subType: '인적성', title: '대기업 인적성 2' }),
  ];
  bFree = await createExam(db, { brand: 'b', categorySlug: 'hospital-test', subType: '상급종합병원', title: '병원 필기 무료' });
  bPaid = await createExam(db, { brand: 'b', categorySlug: 'hospital-test', subType: '상급종합병원', title: '병원 필기 유료', isFree: false, price: 12_900 });
  const rows = await db.select().from(examTypes);
  const top = (brand: string, slug: string) => rows.find((r) => r.brand === brand && r.slug === slug)!.id;
  typeIds = {
    publicCompany: top('a', 'public-company'),
    ncs: ncs[0]!.examTypeId,
    majorCompany: top('a', 'major-company'),
    bHospital: top('b', 'hospital-test'),
  };
});

const titles = (response: { json(): unknown }) => (response.json() as { items: Array<{ title: string }> }).items.map((i) => i.title);

describe('GET /apiV2/exam-types', () => {
  it('lists the brand tree, parents first, with exam counts rolled up', async () => {
    const response = await get('/apiV2/exam-types');
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: Array<{ id: number; name: string; slug: string | null; parentId: number | null; examCount: number }> };
    expect(items.filter((i) => i.parentId === null).map((i) => i.slug)).toEqual(['public-company', 'major-company', 'psat', 'korean-history']);
    const publicCompany = items.find((i) => i.slug === 'public-company')!;
    expect(publicCompany).toMatchObject({ name: '공기업', examCount: 4 });
    const ncsType = items.find((i) => i.name === 'NCS 직업기초능력')!;
    expect(ncsType).toMatchObject({ parentId: publicCompany.id, slug: null, examCount: 3 });
    expect(items.indexOf(ncsType)).toBeGreaterThan(items.indexOf(publicCompany));
    expect(items.some((i) => i.slug === 'hospital-test')).toBe(false);
  });

  it('shows brand B its own categories only', async () => {
    const { items } = (await get('/apiV2/exam-types', { host: BRAND_B_HOST })).json() as { items: Array<{ slug: string | null }> };
    expect(items.filter((i) => i.slug).map((i) => i.slug)).toEqual(['hospital-test', 'interview-prep', 'academic-test']);
  });
});

describe('GET /apiV2/exams', () => {
  it('pages newest first with totals', async () => {
    const first = await get('/apiV2/exams');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalCount: 6, page: 1, pageSize: 20 });
    expect(titles(first)).toEqual(['대기업 인적성 2', '대기업 인적성 1', '공기업 전공 경영학', 'NCS_기출 변형', 'NCS 100% 합격 모의고사', 'NCS 실전 모의고사 A']);

    const second = await get('/apiV2/exams?page=2&pageSize=4');
    expect(second.json()).toMatchObject({ totalCount: 6, page: 2, pageSize: 4 });
    expect(titles(second)).toEqual(['NCS 100% 합격 모의고사', 'NCS 실전 모의고사 A']);
    expect(titles(await get('/apiV2/exams?page=9'))).toEqual([]);
  });

  it('caps pageSize at 100', async () => {
    expect((await get('/apiV2/exams?pageSize=500')).json()).toMatchObject({ pageSize: 100, totalCount: 6 });
  });

  it('describes each exam with its type chain, counts and viewer flags', async () => {
    const { items } = (await get('/apiV2/exams?keyword=실전 모의고사 A')).json() as { items: Array<Record<string, unknown>> };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      examIdx: ncs[0]!.examIdx,
      isFree: true,
      price: null,
      communityBoardId: 'test-board',
      examDetailCount: 2,
      problemCount: 5,
      likeCount: 0,
      viewerHasLiked: false,
      viewerIsEntitled: true,
      examTypes: [
        { id: typeIds.publicCompany, name: '공기업', parentId: null, slug: 'public-company' },
        { id: typeIds.ncs, name: 'NCS 직업기초능력', parentId: typeIds.publicCompany, slug: null },
      ],
    });
  });

  it('includes descendants of an examTypeId', async () => {
    const response = await get(`/apiV2/exams?examTypeId=${typeIds.publicCompany}`);
    expect(response.json().totalCount).toBe(4);
    expect(titles(response)).toContain('공기업 전공 경영학');
    expect((await get(`/apiV2/exams?examTypeId=${typeIds.ncs}`)).json().totalCount).toBe(3);
  });

  it('takes examTypeIds as a repeated key, and as a single value', async () => {
    const both = await get(`/apiV2/exams?examTypeIds=${typeIds.ncs}&examTypeIds=${typeIds.majorCompany}`);
    expect(both.json().totalCount).toBe(5);
    expect(titles(both)).not.toContain('공기업 전공 경영학');
    expect((await get(`/apiV2/exams?examTypeIds=${typeIds.majorCompany}`)).json().totalCount).toBe(2);
  });

  it('filters by category slug, keyword (literal % and _) and isFree', async () => {
    expect(titles(await get('/apiV2/exams?categorySlug=major-company'))).toEqual(['대기업 인적성 2', '대기업 인적성 1']);
    expect((await get('/apiV2/exams?categorySlug=nothing')).json().totalCount).toBe(0);
    expect(titles(await get(`/apiV2/exams?keyword=${encodeURIComponent('100%')}`))).toEqual(['NCS 100% 합격 모의고사']);
    expect(titles(await get('/apiV2/exams?keyword=NCS_'))).toEqual(['NCS_기출 변형']);
    expect(titles(await get('/apiV2/exams?keyword=ncs')).length).toBe(3);
    expect(titles(await get('/apiV2/exams?keyword=%20%20'))).toHaveLength(6);
    expect(titles(await get('/apiV2/exams?isFree=false', { host: BRAND_B_HOST }))).toEqual(['병원 필기 유료']);
  });

  it('never shows the other brand', async () => {
    const a = await get('/apiV2/exams?pageSize=100');
    expect(titles(a).some((title) => title.startsWith('병원'))).toBe(false);
    const b = await get('/apiV2/exams', { host: BRAND_B_HOST });
    expect(titles(b)).toEqual(['병원 필기 유료', '병원 필기 무료']);
    // A brand B type id on brand A matches nothing.
    expect((await get(`/apiV2/exams?examTypeId=${typeIds.bHospital}`)).json().totalCount).toBe(0);
    expectKoreanError(await get(`/apiV2/exams/${bFree.examIdx}`), 404, '시험을 찾을 수 없습니다.');
    expectKoreanError(await get(`/apiV2/exams/${ncs[0]!.examIdx}`, { host: BRAND_B_HOST }), 404, '시험을 찾을 수 없습니다.');
    expectKoreanError(await get(`/apiV2/exams/${bFree.examIdx}/exam-details`), 404, '시험을 찾을 수 없습니다.');
  });

  it.each([
    ['/apiV2/exams?examTypeId=abc', '잘못된 시험 유형 번호입니다.'],
    ['/apiV2/exams?examTypeIds=1&examTypeIds=x', '잘못된 시험 유형 번호입니다.'],
    ['/apiV2/exams?examTypeId=0', '잘못된 시험 유형 번호입니다.'],
    ['/apiV2/exams?page=0', '페이지 번호가 올바르지 않습니다.'],
    ['/apiV2/exams?page=abc', '페이지 번호가 올바른 형식이 아닙니다.'],
    ['/apiV2/exams?pageSize=-1', '페이지 크기가 올바르지 않습니다.'],
    ['/apiV2/exams?isFree=maybe', '무료 여부가 올바른 형식이 아닙니다.'],
    ['/apiV2/exams/abc', '잘못된 시험 번호입니다.'],
    ['/apiV2/exams/0', '잘못된 시험 번호입니다.'],
    ['/apiV2/exams/1.5', '잘못된 시험 번호입니다.'],
    ['/apiV2/exams/99999999999', '잘못된 시험 번호입니다.'],
    ['/apiV2/exams/-3/exam-details', '잘못된 시험 번호입니다.'],
    ['/apiV2/exams/best?limit=0', '개수가 올바르지 않습니다.'],
  ])('answers %s with 400 and a Korean message', async (url, message) => {
    expectKoreanError(await get(url), 400, message);
  });

  it('answers an unknown exam with 404', async () => {
    expectKoreanError(await get('/apiV2/exams/999999'), 404, '시험을 찾을 수 없습니다.');
  });
});

describe('GET /apiV2/exams/{examIdx}', () => {
  it('tells whether the viewer may solve a paid exam', async () => {
    const url = `/apiV2/exams/${bPaid.examIdx}`;
    expect((await get(url, { host: BRAND_B_HOST })).json()).toMatchObject({ isFree: false, price: 12_900, viewerIsEntitled: false });
    const buyer = await createLoggedInUser(t.database.db, { brand: 'b' });
    expect((await get(url, { host: BRAND_B_HOST, cookie: buyer.cookie })).json().viewerIsEntitled).toBe(false);
    await grantExam(t.database.db, buyer.user.id, bPaid.examIdx);
    expect((await get(url, { host: BRAND_B_HOST, cookie: buyer.cookie })).json().viewerIsEntitled).toBe(true);
    expect((await get(`/apiV2/exams/${bFree.examIdx}`, { host: BRAND_B_HOST })).json().viewerIsEntitled).toBe(true);
  });

  it('lists papers with problem counts, time limits and the viewer’s best score', async () => {
    const exam = ncs[1]!;
    const viewer = await createLoggedInUser(t.database.db);
    const url = `/apiV2/exams/${exam.examIdx}/exam-details`;
    const before = await get(url, { cookie: viewer.cookie });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      totalCount: 2,
      page: 1,
      pageSize: 20,
      items: [
        { examDetailIdx: exam.papers[0]!.examDetailIdx, title: '실전 모의고사 1회', timeLimitMinutes: 20, problemCount: 3, viewerBestScore: null, viewerRecordCount: 0 },
        { examDetailIdx: exam.papers[1]!.examDetailIdx, title: '실전 모의고사 2회', problemCount: 2, viewerBestScore: null },
      ],
    });

    // Two finished attempts at paper 1: 1 of 3 right, then all right.
    const paper = exam.papers[0]!;
    const answers = exam.problems.filter((p) => p.examDetailIdx === paper.examDetailIdx);
    for (const rightCount of [1, 3]) {
      const started = await post('/apiV2/records', { cookie: viewer.cookie, payload: { mode: 'MOCK', examDetailIdx: paper.examDetailIdx } });
      const recordIdx = started.json().recordIdx;
      for (const [i, p] of answers.entries()) {
        await request('PUT', `/apiV2/records/${recordIdx}/answers/${p.id}`, {
          cookie: viewer.cookie,
          payload: { choice: i < rightCount ? p.answer : (p.answer % 4) + 1 },
        });
      }
      expect((await post(`/apiV2/records/${recordIdx}/submit`, { cookie: viewer.cookie })).statusCode).toBe(200);
    }
    const after = (await get(url, { cookie: viewer.cookie })).json();
    expect(after.items[0]).toMatchObject({ viewerBestScore: 100, viewerRecordCount: 2 });
    expect(after.items[1]).toMatchObject({ viewerBestScore: null, viewerRecordCount: 0 });
    // Someone else sees their own (no) scores.
    expect((await get(url)).json().items[0]).toMatchObject({ viewerBestScore: null, viewerRecordCount: 0 });
    expect((await get(`${url}?pageSize=1&page=2`)).json()).toMatchObject({ totalCount: 2, items: [{ title: '실전 모의고사 2회' }] });
  });

  it('gives the community board slug, or 404 when the exam has none', async () => {
    expect((await get(`/apiV2/exams/${ncs[0]!.examIdx}/community-board`)).json()).toEqual({ boardSlug: 'test-board' });
    expectKoreanError(await get(`/apiV2/exams/${ncsSpecial.examIdx}/community-board`), 404, '시험 정보방을 찾을 수 없습니다.');
  });
});

describe('likes', () => {
  it('needs a login', async () => {
    expectKoreanError(await post(`/apiV2/exams/${major[0]!.examIdx}/like`), 401);
    expectKoreanError(await get('/apiV2/user/me/likes/exams'), 401);
  });

  it('like and unlike are idempotent and keep the count right', async () => {
    const exam = major[0]!;
    const [alice, bob] = [await createLoggedInUser(t.database.db), await createLoggedInUser(t.database.db)];
    const like = (cookie: string) => post(`/apiV2/exams/${exam.examIdx}/like`, { cookie });
    const unlike = (cookie: string) => post(`/apiV2/exams/${exam.examIdx}/unlike`, { cookie });

    expect((await like(alice.cookie)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like(alice.cookie)).json()).toEqual({ liked: true, likeCount: 1 });
    const concurrent = await Promise.all([like(bob.cookie), like(bob.cookie)]);
    expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await get(`/apiV2/exams/${exam.examIdx}`, { cookie: bob.cookie })).json()).toMatchObject({ likeCount: 2, viewerHasLiked: true });

    const liked = (await get('/apiV2/user/me/likes/exams', { cookie: alice.cookie })).json();
    expect(liked).toMatchObject({ totalCount: 1, page: 1, items: [{ examIdx: exam.examIdx, viewerHasLiked: true }] });
    expect(liked.items[0].likedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect((await unlike(alice.cookie)).json()).toEqual({ liked: false, likeCount: 1 });
    expect((await unlike(alice.cookie)).json()).toEqual({ liked: false, likeCount: 1 });
    expect((await get('/apiV2/user/me/likes/exams', { cookie: alice.cookie })).json()).toMatchObject({ totalCount: 0, items: [] });
    expect((await get(`/apiV2/exams/${exam.examIdx}`, { cookie: alice.cookie })).json()).toMatchObject({ likeCount: 1, viewerHasLiked: false });
  });

  it('cannot like an exam of the other brand', async () => {
    const member = await createLoggedInUser(t.database.db);
    expectKoreanError(await post(`/apiV2/exams/${bFree.examIdx}/like`, { cookie: member.cookie }), 404, '시험을 찾을 수 없습니다.');
    expectKoreanError(await post('/apiV2/exams/abc/like', { cookie: member.cookie }), 400, '잘못된 시험 번호입니다.');
  });
});

describe('GET /apiV2/exams/best', () => {
  it('orders by distinct takers of the last 30 days, then likes', async () => {
    const fresh = await createTestApp();
    try {
      const [quiet, popular, liked, stale] = [
        await createExam(fresh.database.db, { title: '조용한 시험' }),
        await createExam(fresh.database.db, { title: '인기 시험' }),
        await createExam(fresh.database.db, { title: '좋아요 시험' }),
        await createExam(fresh.database.db, { title: '오래된 인기 시험' }),
      ];
      const users = await Promise.all([1, 2, 3].map(() => createLoggedInUser(fresh.database.db)));
      const start = (cookie: string, examDetailIdx: number, mode = 'ONE') =>
        fresh.app.inject({ method: 'POST', url: '/apiV2/records', headers: { host: BRAND_A_HOST, cookie }, payload: { mode, examDetailIdx } });
      // Two members take the popular exam (one of them twice), one takes the stale one but 40 days ago.
      await start(users[0]!.cookie, popular.papers[0]!.examDetailIdx);
      await start(users[0]!.cookie, popular.papers[0]!.examDetailIdx, 'MOCK');
      await start(users[1]!.cookie, popular.papers[0]!.examDetailIdx);
      await start(users[2]!.cookie, stale.papers[0]!.examDetailIdx);
      await start(users[2]!.cookie, stale.papers[0]!.examDetailIdx, 'MOCK');
      await fresh.database.db.execute(
        sql`update ${examRecords} set started_at = now() - interval '40 days', deadline_at = case when mode = 'MOCK' then now() - interval '39 days' end where exam_id = ${stale.examIdx}`,
      );
      for (const u of users.slice(0, 2)) {
        await fresh.app.inject({ method: 'POST', url: `/apiV2/exams/${liked.examIdx}/like`, headers: { host: BRAND_A_HOST, cookie: u.cookie } });
      }
      const best = await fresh.app.inject({ method: 'GET', url: '/apiV2/exams/best?limit=3', headers: { host: BRAND_A_HOST } });
      expect(best.statusCode).toBe(200);
      expect(titles(best)).toEqual(['인기 시험', '좋아요 시험', '오래된 인기 시험']);
      const all = await fresh.app.inject({ method: 'GET', url: '/apiV2/exams/best', headers: { host: BRAND_A_HOST } });
      expect(titles(all)).toEqual(['인기 시험', '좋아요 시험', '오래된 인기 시험', '조용한 시험']);
      expect(titles(all)).toContain(quiet ? '조용한 시험' : '');
    } finally {
      await fresh.close();
    }
  });

  it('is per brand', async () => {
    expect(titles(await get('/apiV2/exams/best', { host: BRAND_B_HOST })).sort()).toEqual(['병원 필기 무료', '병원 필기 유료']);
  });
});

describe('GET /apiV2/user/me/exams', () => {
  it('is a brand B page: 404 on brand A, 401 when logged out', async () => {
    const member = await createLoggedInUser(t.database.db);
    expectKoreanError(await get('/apiV2/user/me/exams', { cookie: member.cookie }), 404);
    expectKoreanError(await get('/apiV2/user/me/exams', { host: BRAND_B_HOST }), 401);
  });

  it('lists the member’s purchased exams', async () => {
    const buyer = await createLoggedInUser(t.database.db, { brand: 'b' });
    expect((await get('/apiV2/user/me/exams', { host: BRAND_B_HOST, cookie: buyer.cookie })).json()).toMatchObject({ totalCount: 0, items: [] });
    await grantExam(t.database.db, buyer.user.id, bPaid.examIdx);
    const response = await get('/apiV2/user/me/exams', { host: BRAND_B_HOST, cookie: buyer.cookie });
    expect(response.json()).toMatchObject({
      totalCount: 1,
      items: [{ examIdx: bPaid.examIdx, title: '병원 필기 유료', source: 'GRANT', orderNo: null, viewerIsEntitled: true }],
    });
  });
});

describe('OpenAPI', () => {
  it('documents the CBT exam routes with request and response schemas', async () => {
    const doc = (await get('/apiV2/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/apiV2/exam-types',
        '/apiV2/exams',
        '/apiV2/exams/{examIdx}',
        '/apiV2/exams/{examIdx}/exam-details',
        '/apiV2/exams/best',
        '/apiV2/exams/{examIdx}/like',
        '/apiV2/exams/{examIdx}/unlike',
        '/apiV2/exams/{examIdx}/community-board',
        '/apiV2/user/me/likes/exams',
        '/apiV2/user/me/exams',
        '/apiV2/user-exam-records',
        '/apiV2/user/me/review-notes',
        '/apiV2/user/me/review-notes/aggregate',
        '/apiV2/user/me/review-notes/{multipleProblemIdx}/master',
        '/apiV2/records',
        '/apiV2/records/{recordIdx}',
        '/apiV2/records/{recordIdx}/answers/{multipleProblemIdx}',
        '/apiV2/records/{recordIdx}/submit',
        '/apiV2/records/{recordIdx}/result',
        '/apiV2/records/{recordIdx}/solution',
        '/apiV2/exams/{examIdx}/random-record',
        '/apiV2/problems/{multipleProblemIdx}',
        '/apiV2/problems/{multipleProblemIdx}/check',
      ]),
    );
    const list = doc.paths['/apiV2/exams'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['examTypeId', 'examTypeIds', 'categorySlug', 'keyword', 'isFree', 'page', 'pageSize']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties.items.items.properties.examTypes).toBeDefined();
    expect(doc.paths['/apiV2/records'].post.requestBody).toBeDefined();
  });
});

describe('GET /apiV2/exam-details/:examDetailIdx', () => {
  it('returns one paper of the brand with its exam and problem count', async () => {
    const paper = ncs[0]!.papers[1]!;
    const response = await get(`/apiV2/exam-details/${paper.examDetailIdx}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ examDetailIdx: paper.examDetailIdx, examIdx: ncs[0]!.examIdx, problemCount: 2 });
  });

  it("answers 404 for the other brand's paper and 400 for a malformed id", async () => {
    expectKoreanError(await get(`/apiV2/exam-details/${bFree.papers[0]!.examDetailIdx}`), 404, '시험지를 찾을 수 없습니다.');
    expectKoreanError(await get('/apiV2/exam-details/abc'), 400);
  });
});
