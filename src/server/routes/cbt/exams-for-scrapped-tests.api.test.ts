/**
 * GET /apiV2/exams/for-my-tests: a member's scrapped postings with a written test still ahead, soonest
 * first, each with the brand's published mock exams for its categories; past tests, unscrapped postings, drafts and
 * other brands never; a visitor 401; bad query values a Korean 400; never cached publicly.
 */
import { describe, expect, it } from 'vitest';
import { kstInstant, kstDayKey } from '../../../config/kst';
import { scraps } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createChannel, createExam, createLoggedInUser, createPosting } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, injectRequest, useTestApp } from '../../../test/test-app';
import { setPostingScrap } from '../../postings/scrap-posting';

const t = useTestApp();
const DAY = 86_400_000;
const PATH = '/apiV2/exams/for-my-tests';
const noCounts = { forgetUser: async () => {} };

interface Answer {
  items: Array<{ posting: { postingId: number; title: string; writtenTestAt: string; examTypeSlugs: string[] }; exams: Array<{ examIdx: number; title: string }> }>;
  totalCount: number;
  page: number;
  pageSize: number;
}

describe('exams for my scrapped tests', () => {
  it('lists the scrapped postings with a test ahead, soonest first, with the matching published exams', async () => {
    const db = t.database.db;
    const aptitude = await createExam(db, { categorySlug: 'major-company', subType: '인적성검사', title: '대기업 인적성' });
    const history = await createExam(db, { categorySlug: 'korean-history', subType: '심화', title: '한국사 심화' });
    await createExam(db, { categorySlug: 'major-company', subType: '인적성검사', title: '대기업 초안', published: false });
    await createExam(db, { categorySlug: 'psat', subType: '언어논리', title: 'PSAT' });

    const { user, cookie } = await createLoggedInUser(db);
    const now = Date.now();
    const job = { kind: 'RECRUIT' as const };
    const later = await createPosting(db, { ...job, title: '열흘 뒤 필기', writtenTestAt: new Date(now + 10 * DAY), writtenTestExamTypeSlugs: ['major-company'] });
    const soon = await createPosting(db, { ...job, title: '사흘 뒤 필기', writtenTestAt: new Date(now + 3 * DAY), writtenTestExamTypeSlugs: ['korean-history', 'major-company'] });
    // Earlier today in KST is still today's test (D-Day); yesterday's is over.
    const today = await createPosting(db, { ...job, title: '오늘 필기', writtenTestAt: kstInstant(kstDayKey(now), 0, 0, 1), writtenTestExamTypeSlugs: ['psat'] });
    const past = await createPosting(db, { ...job, title: '지난 필기', writtenTestAt: new Date(now - 2 * DAY), writtenTestExamTypeSlugs: ['major-company'] });
    const noTest = await createPosting(db, { title: '필기 없음' });
    await createPosting(db, { ...job, title: '스크랩 안 함', writtenTestAt: new Date(now + 5 * DAY), writtenTestExamTypeSlugs: ['major-company'] });
    for (const posting of [later, soon, today, past, noTest]) {
      await setPostingScrap(db, noCounts, { brand: 'a', userId: user.id, postingId: posting.id, scrapped: true });
    }
    // A scrap row pointing at another brand's posting (written around the operations) is never listed on this brand.
    const bChannel = await createChannel(db, { brand: 'b' });
    const bPosting = await createPosting(db, { brand: 'b', channel: bChannel, ...job, writtenTestAt: new Date(now + 4 * DAY), writtenTestExamTypeSlugs: ['hospital-test'] });
    await db.insert(scraps).values({ userId: user.id, targetType: 'posting', targetId: String(bPosting.id) });

    const response = await injectRequest(t.app, 'GET', PATH, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = response.json() as Answer;
    expect(answer).toMatchObject({ totalCount: 3, page: 1, pageSize: 5 });
    expect(answer.items.map((item) => item.posting.title)).toEqual(['오늘 필기', '사흘 뒤 필기', '열흘 뒤 필기']);
    expect(answer.items[1]!.posting).toMatchObject({ postingId: soon.id, examTypeSlugs: ['korean-history', 'major-company'] });
    expect(answer.items[1]!.posting.writtenTestAt).toBe(soon.writtenTestAt!.toISOString());
    // Same ranking as the best exams: no takers or likes yet, so the newest published first.
    expect(answer.items[1]!.exams.map((exam) => exam.examIdx)).toEqual([history.examIdx, aptitude.examIdx]);
    expect(answer.items[2]!.exams.map((exam) => exam.title)).toEqual(['대기업 인적성']);
    expect(answer.items[0]!.exams.map((exam) => exam.title)).toEqual(['PSAT']);

    const paged = (await injectRequest(t.app, 'GET', `${PATH}?page=2&pageSize=2&examLimit=1`, { cookie })).json() as Answer;
    expect(paged).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((item) => item.posting.title)).toEqual(['열흘 뒤 필기']);
    const oneExam = (await injectRequest(t.app, 'GET', `${PATH}?examLimit=1`, { cookie })).json() as Answer;
    expect(oneExam.items[1]!.exams).toHaveLength(1);
  });

  it('keeps brands apart: a brand B member sees brand B exams for a brand B test', async () => {
    const db = t.database.db;
    const nurseExam = await createExam(db, { brand: 'b', categorySlug: 'hospital-test', subType: '간호직', title: '병원 필기' });
    const channel = await createChannel(db, { brand: 'b' });
    const posting = await createPosting(db, {
      brand: 'b',
      channel,
      kind: 'RECRUIT',
      writtenTestAt: new Date(Date.now() + 7 * DAY),
      writtenTestExamTypeSlugs: ['hospital-test', 'major-company'],
    });
    const { user, cookie } = await createLoggedInUser(db, { brand: 'b' });
    await setPostingScrap(db, noCounts, { brand: 'b', userId: user.id, postingId: posting.id, scrapped: true });
    const answer = (await injectRequest(t.app, 'GET', PATH, { cookie, host: BRAND_B_HOST })).json() as Answer;
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]!.exams.map((exam) => exam.examIdx)).toEqual([nurseExam.examIdx]);
  });

  it('lists nothing for a member without scrapped tests', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const answer = (await injectRequest(t.app, 'GET', PATH, { cookie, host: BRAND_A_HOST })).json() as Answer;
    expect(answer).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 5 });
  });

  it('refuses a visitor with the catalogue’s login message', async () => {
    const response = await injectRequest(t.app, 'GET', PATH);
    expectKoreanError(response, 401, '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.', 'UNAUTHORIZED');
  });

  it('answers bad query values with a Korean 400, never a 500', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    for (const query of ['examLimit=0', 'examLimit=11', 'examLimit=abc', 'examLimit=1e3', 'page=0', 'page=Infinity', 'pageSize=-1']) {
      expectKoreanError(await injectRequest(t.app, 'GET', `${PATH}?${query}`, { cookie }), 400);
    }
  });
});
