/**
 * postingPracticeExams through /graphql: a posting with a written test lists the published mock exams of
 * its brand under the categories it tests (sub-types included), best first; drafts, other categories and other
 * brands never; bad arguments are Korean 400s and an unknown posting 404.
 */
import { describe, expect, it } from 'vitest';
import { createChannel, createExam, createLoggedInOperator, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { createExamLike } from '../../exams/create-exam-like';

const t = useTestApp();
const DAY = 86_400_000;
const PORTAL_HOST = 'careerroad.localhost:3000';

const PRACTICE = /* GraphQL */ `
  query ($postingId: ID!, $limit: Int) {
    postingPracticeExams(postingId: $postingId, limit: $limit) {
      examIdx title examTypeNames examDetailCount problemCount isFree path url
    }
  }
`;
const practice = async (postingId: string | number, options: { limit?: number; host?: string } = {}) =>
  dataOf(
    await graphql(t, PRACTICE, { postingId: String(postingId), limit: options.limit }, { host: options.host ?? PORTAL_HOST }),
    'postingPracticeExams',
  );

describe('postingPracticeExams', () => {
  const writtenTest = { kind: 'RECRUIT' as const, writtenTestAt: new Date(Date.now() + 20 * DAY) };

  it('lists the published exams of the tested categories and their sub-types, best first, and never drafts', async () => {
    const db = t.database.db;
    const aptitude = await createExam(db, { categorySlug: 'major-company', subType: '인적성검사', title: '대기업 인적성 A', papers: [{ problems: 3 }, { problems: 2 }] });
    const liked = await createExam(db, { categorySlug: 'major-company', subType: '직무적성', title: '대기업 직무적성 B' });
    const history = await createExam(db, { categorySlug: 'korean-history', subType: '심화', title: '한국사 심화 C' });
    await createExam(db, { categorySlug: 'psat', subType: '언어논리', title: 'PSAT 언어논리 D' });
    await createExam(db, { categorySlug: 'major-company', subType: '인적성검사', title: '대기업 초안 E', published: false });
    const { user } = await createLoggedInUser(db);
    await createExamLike(db, user.id, liked.examIdx);

    const posting = await createPosting(db, { ...writtenTest, writtenTestExamTypeSlugs: ['major-company', 'korean-history'] });
    const exams = await practice(posting.id);
    expect(exams.map((e: { title: string }) => e.title)).toEqual(['대기업 직무적성 B', '한국사 심화 C', '대기업 인적성 A']);
    expect(exams[2]).toEqual({
      examIdx: aptitude.examIdx,
      title: '대기업 인적성 A',
      examTypeNames: ['대기업', '인적성검사'],
      examDetailCount: 2,
      problemCount: 5,
      isFree: true,
      path: `/exam/detail/${aptitude.examIdx}`,
      // The brand's CBT host with the port the portal was reached on.
      url: `http://cbt.careerroad.localhost:3000/exam/detail/${aptitude.examIdx}`,
    });
    expect(exams[1].examIdx).toBe(history.examIdx);
    expect((await practice(posting.id, { limit: 1 })).map((e: { title: string }) => e.title)).toEqual(['대기업 직무적성 B']);
  });

  it('lists nothing for a posting without a written test or with an unknown category', async () => {
    const plain = await createPosting(t.database.db, { title: '필기 없는 공고' });
    expect(await practice(plain.id)).toEqual([]);
    const unknown = await createPosting(t.database.db, { ...writtenTest, writtenTestExamTypeSlugs: ['no-such-category'] });
    expect(await practice(unknown.id)).toEqual([]);
  });

  it('keeps brands apart: a brand B posting lists brand B exams only, and each brand sees only its own postings', async () => {
    const db = t.database.db;
    const nurseExam = await createExam(db, { brand: 'b', categorySlug: 'hospital-test', subType: '간호직 필기', title: '병원 필기 모의고사' });
    const channel = await createChannel(db, { brand: 'b', title: '누리병원' });
    const bPosting = await createPosting(db, { ...writtenTest, brand: 'b', channel, writtenTestExamTypeSlugs: ['hospital-test', 'major-company'] });
    const bExams = await practice(bPosting.id, { host: BRAND_B_HOST });
    expect(bExams.map((e: { examIdx: number }) => e.examIdx)).toEqual([nurseExam.examIdx]);
    expect(bExams[0].url).toBe(`http://cbt.nursepass.localhost:3000/exam/detail/${nurseExam.examIdx}`);
    expect(refusal(await graphql(t, PRACTICE, { postingId: String(bPosting.id) }, { host: PORTAL_HOST }))).toMatchObject({
      status: 404,
      code: 'POSTING_NOT_FOUND',
    });
  });

  it('does not show a draft or scheduled posting', async () => {
    const draft = await createPosting(t.database.db, { ...writtenTest, writtenTestExamTypeSlugs: ['major-company'], publishedAt: null });
    const later = await createPosting(t.database.db, { ...writtenTest, writtenTestExamTypeSlugs: ['major-company'], publishedAt: new Date(Date.now() + DAY) });
    for (const posting of [draft, later]) {
      expect(refusal(await graphql(t, PRACTICE, { postingId: String(posting.id) }, { host: PORTAL_HOST }))).toMatchObject({ status: 404 });
    }
  });

  it('answers bad ids and limits with a Korean 400, never a 500', async () => {
    const posting = await createPosting(t.database.db, { ...writtenTest, writtenTestExamTypeSlugs: ['major-company'] });
    const cases: [Record<string, unknown>, string][] = [
      [{ postingId: 'abc' }, 'INVALID_ID'],
      [{ postingId: '0' }, 'INVALID_ID'],
      [{ postingId: '99999999999' }, 'INVALID_ID'],
      [{ postingId: String(posting.id), limit: 0 }, 'INVALID_PAGE'],
      [{ postingId: String(posting.id), limit: 13 }, 'INVALID_PAGE'],
    ];
    for (const [variables, code] of cases) {
      const answer = refusal(await graphql(t, PRACTICE, variables, { host: PORTAL_HOST }));
      expect(answer, JSON.stringify(variables)).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
  });

  it('shows an exam an operator publishes after the answer was cached', async () => {
    const db = t.database.db;
    const posting = await createPosting(db, { ...writtenTest, writtenTestExamTypeSlugs: ['public-company'] });
    const draft = await createExam(db, { categorySlug: 'public-company', subType: 'NCS', title: 'NCS 모의고사', published: false });
    expect(await practice(posting.id)).toEqual([]);
    const editor = await createLoggedInOperator(db);
    const published = await t.app.inject({
      method: 'POST',
      url: `/apiV2/admin/exams/${draft.examIdx}/publish`,
      headers: { host: BRAND_A_HOST, cookie: editor.cookie },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await practice(posting.id)).map((e: { examIdx: number }) => e.examIdx)).toEqual([draft.examIdx]);
  });
});
