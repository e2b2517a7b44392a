import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examEntitlements, examRecords, reviewNotes } from '../../../db/schema';
import { type TestExam, type TestSession, createExam, createLoggedInUser, grantExam } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, type TestApp, injectRequest, type InjectOptions } from '../../../test/test-app';
import { expectKoreanError } from '../../../test/expect-korean-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: InjectOptions) =>
  injectRequest(t.app, method, url, options);


const db = () => t.database.db;

/**
 * Takes the first paper of an exam as a mock exam: problems whose index is in `wrong` are answered wrong
 * (choice = answer % 4 + 1), `blank` ones left unanswered, the rest right. Returns the record id.
 */
async function takeMock(session: TestSession, exam: TestExam, wrong: number[], blank: number[] = [], host = BRAND_A_HOST) {
  const started = await request('POST', '/apiV2/records', {
    host,
    cookie: session.cookie,
    payload: { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { recordIdx } = started.json();
  for (const [i, p] of exam.problems.entries()) {
    if (blank.includes(i)) continue;
    const choice = wrong.includes(i) ? (p.answer % 4) + 1 : p.answer;
    await request('PUT', `/apiV2/records/${recordIdx}/answers/${p.id}`, { host, cookie: session.cookie, payload: { choice } });
  }
  expect((await request('POST', `/apiV2/records/${recordIdx}/submit`, { host, cookie: session.cookie })).statusCode).toBe(200);
  return recordIdx as number;
}

let ncs: TestExam;
let psat: TestExam;
beforeAll(async () => {
  ncs = await createExam(db(), {
    categorySlug: 'public-company',
    subType: 'NCS',
    title: 'NCS 오답 연습',
    papers: [
      {
        passages: [{ key: 'p1', title: '[1~2] 다음 글을 읽고 답하시오.', body: '지문 본문입니다.' }],
        problems: [
          { subject: '의사소통능력', passageKey: 'p1', stem: '지문 문제 1', choices: ['a', 'b', 'c', 'd'], answer: 1, explanation: '해설 1' },
          { subject: '의사소통능력', passageKey: 'p1', stem: '지문 문제 2', choices: ['a', 'b', 'c', 'd'], answer: 2, explanation: '해설 2' },
          { subject: '수리능력', stem: '계산 문제 3', choices: ['a', 'b', 'c', 'd', 'e'], answer: 5, explanation: '해설 3' },
          { subject: '수리능력', stem: '계산 문제 4', choices: ['a', 'b', 'c', 'd'], answer: 4, explanation: '해설 4' },
        ],
      },
    ],
  });
  psat = await createExam(db(), { categorySlug: 'psat', subType: '자료해석', title: 'PSAT 오답 연습' });
});

describe('review notes', () => {
  it('list wrong and unanswered problems with the problem, the last wrong choice, answer and explanation', async () => {
    const session = await createLoggedInUser(db());
    const recordIdx = await takeMock(session, ncs, [0, 2], [3]);
    const response = await request('GET', '/apiV2/user/me/review-notes', { cookie: session.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    const byProblem = new Map(body.items.map((n: { multipleProblemIdx: number }) => [n.multipleProblemIdx, n]));
    expect(byProblem.get(ncs.problems[0]!.id)).toMatchObject({
      examIdx: ncs.examIdx,
      examTitle: 'NCS 오답 연습',
      examDetailIdx: ncs.papers[0]!.examDetailIdx,
      paperTitle: '실전 모의고사 1회',
      wrongCount: 1,
      lastWrongChoice: 2,
      lastRecordIdx: recordIdx,
      masteredAt: null,
      answer: 1,
      explanation: '해설 1',
      problem: {
        number: 1,
        subject: '의사소통능력',
        stem: '지문 문제 1',
        choices: ['a', 'b', 'c', 'd'],
        passage: { title: '[1~2] 다음 글을 읽고 답하시오.', body: '지문 본문입니다.' },
      },
    });
    expect(byProblem.get(ncs.problems[2]!.id)).toMatchObject({ lastWrongChoice: 2, answer: 5, problem: { passage: null } });
    expect(byProblem.get(ncs.problems[3]!.id)).toMatchObject({ lastWrongChoice: null, answer: 4 });
    expect((byProblem.get(ncs.problems[0]!.id) as { examTypes: Array<{ name: string }> }).examTypes.map((e) => e.name)).toEqual(['공기업', 'NCS']);
  });

  it('filter by exam type (with descendants) and exam, and page', async () => {
    const session = await createLoggedInUser(db());
    await takeMock(session, ncs, [0, 1]);
    await takeMock(session, psat, [0]);
    const list = (query: string) => request('GET', `/apiV2/user/me/review-notes${query}`, { cookie: session.cookie }).then((r) => r.json());
    const top = (await list('')).items.find((n: { examIdx: number }) => n.examIdx === ncs.examIdx).examTypes[0].id;
    expect((await list('')).totalCount).toBe(3);
    expect((await list(`?examTypeId=${top}`)).totalCount).toBe(2);
    expect((await list(`?examTypeId=${ncs.examTypeId}`)).totalCount).toBe(2);
    expect((await list(`?examIdx=${psat.examIdx}`)).items.map((n: { examIdx: number }) => n.examIdx)).toEqual([psat.examIdx]);
    expect(await list('?pageSize=2&page=2')).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 });
    expect((await list('?pageSize=2&page=2')).items).toHaveLength(1);
    expect((await list('?pageSize=1000')).pageSize).toBe(100);
  });

  it('aggregate per top-level exam type and per exam', async () => {
    const session = await createLoggedInUser(db());
    await takeMock(session, ncs, [0, 1, 2]);
    await takeMock(session, psat, [3]);
    await request('POST', `/apiV2/user/me/review-notes/${ncs.problems[0]!.id}/master`, { cookie: session.cookie });
    const response = await request('GET', '/apiV2/user/me/review-notes/aggregate', { cookie: session.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalCount: 4,
      notMasteredCount: 3,
      examTypes: [
        { name: '공기업', slug: 'public-company', totalCount: 3, notMasteredCount: 2 },
        { name: 'PSAT', slug: 'psat', totalCount: 1, notMasteredCount: 1 },
      ],
      exams: [
        { examIdx: ncs.examIdx, title: 'NCS 오답 연습', totalCount: 3, notMasteredCount: 2 },
        { examIdx: psat.examIdx, title: 'PSAT 오답 연습', totalCount: 1, notMasteredCount: 1 },
      ],
    });
  });

  it('master and unmaster; mastered notes are hidden unless asked for', async () => {
    const session = await createLoggedInUser(db());
    await takeMock(session, psat, [0, 1]);
    const problemId = psat.problems[0]!.id;
    const master = () => request('POST', `/apiV2/user/me/review-notes/${problemId}/master`, { cookie: session.cookie });
    const first = await master();
    expect(first.statusCode).toBe(200);
    expect(first.json().multipleProblemIdx).toBe(problemId);
    const masteredAt = first.json().masteredAt;
    expect(masteredAt).toMatch(/^\d{4}-/);
    expect((await master()).json().masteredAt).toBe(masteredAt);

    const list = (query = '') => request('GET', `/apiV2/user/me/review-notes${query}`, { cookie: session.cookie }).then((r) => r.json());
    expect((await list()).items.map((n: { multipleProblemIdx: number }) => n.multipleProblemIdx)).toEqual([psat.problems[1]!.id]);
    const all = await list('?includeMastered=true');
    expect(all.totalCount).toBe(2);
    expect(all.items.find((n: { multipleProblemIdx: number }) => n.multipleProblemIdx === problemId).masteredAt).toBe(masteredAt);

    const unmaster = await request('DELETE', `/apiV2/user/me/review-notes/${problemId}/master`, { cookie: session.cookie });
    expect(unmaster.json()).toEqual({ multipleProblemIdx: problemId, masteredAt: null });
    expect((await list()).totalCount).toBe(2);

    // Mastered, then wrong again: back in the note with a higher count.
    await master();
    await takeMock(session, psat, [0]);
    const [note] = await db()
      .select()
      .from(reviewNotes)
      .where(and(eq(reviewNotes.userId, session.user.id), eq(reviewNotes.problemId, problemId)));
    expect(note).toMatchObject({ wrongCount: 2, masteredAt: null });
  });

  it('refuses unknown notes, bad ids and visitors', async () => {
    const session = await createLoggedInUser(db());
    expectKoreanError(await request('POST', `/apiV2/user/me/review-notes/${ncs.problems[0]!.id}/master`, { cookie: session.cookie }), 404, '오답노트에 없는 문제입니다.');
    expectKoreanError(await request('POST', '/apiV2/user/me/review-notes/x/master', { cookie: session.cookie }), 400, '잘못된 문제 번호입니다.');
    expectKoreanError(await request('GET', '/apiV2/user/me/review-notes?examTypeId=0', { cookie: session.cookie }), 400, '잘못된 시험 유형 번호입니다.');
    expectKoreanError(await request('GET', '/apiV2/user/me/review-notes?includeMastered=sure', { cookie: session.cookie }), 400, '암기 완료 포함 여부가 올바른 형식이 아닙니다.');
    expectKoreanError(await request('GET', '/apiV2/user/me/review-notes'), 401);
    expectKoreanError(await request('GET', '/apiV2/user/me/review-notes/aggregate'), 401);
    expectKoreanError(await request('DELETE', `/apiV2/user/me/review-notes/${ncs.problems[0]!.id}/master`), 401);
  });
});

describe('retrying wrong answers (REVIEW records)', () => {
  it('draws the not-mastered wrong answers; right answers do not master, wrong ones count again', async () => {
    const session = await createLoggedInUser(db());
    await takeMock(session, ncs, [0, 1, 2]);
    await request('POST', `/apiV2/user/me/review-notes/${ncs.problems[2]!.id}/master`, { cookie: session.cookie });

    const started = await request('POST', '/apiV2/records', { cookie: session.cookie, payload: { mode: 'ONE', source: 'REVIEW' } });
    expect(started.statusCode, started.body).toBe(201);
    const sheet = started.json();
    expect(sheet).toMatchObject({ source: 'REVIEW', mode: 'ONE', title: '오답 다시 풀기', examIdx: ncs.examIdx, totalCount: 2 });
    expect(sheet.problems.map((p: { multipleProblemIdx: number }) => p.multipleProblemIdx).sort()).toEqual(
      [ncs.problems[0]!.id, ncs.problems[1]!.id].sort(),
    );
    // The shared passage comes once.
    expect(sheet.passages).toEqual([expect.objectContaining({ body: '지문 본문입니다.' })]);

    const [p0, p1] = [ncs.problems[0]!, ncs.problems[1]!];
    const put = (problemId: number, choice: number) =>
      request('PUT', `/apiV2/records/${sheet.recordIdx}/answers/${problemId}`, { cookie: session.cookie, payload: { choice } });
    expect((await put(p0.id, p0.answer)).json()).toMatchObject({ isCorrect: true });
    expect((await put(p1.id, 4)).json()).toMatchObject({ isCorrect: false });
    const notes = new Map((await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id))).map((n) => [n.problemId, n]));
    expect(notes.get(p0.id)).toMatchObject({ wrongCount: 1, masteredAt: null });
    expect(notes.get(p1.id)).toMatchObject({ wrongCount: 2, lastWrongChoice: 4, lastRecordId: sheet.recordIdx });

    // Starting again resumes the open review set.
    const resumed = await request('POST', '/apiV2/records', { cookie: session.cookie, payload: { mode: 'ONE', source: 'REVIEW' } });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().recordIdx).toBe(sheet.recordIdx);
    const result = (await request('POST', `/apiV2/records/${sheet.recordIdx}/submit`, { cookie: session.cookie })).json();
    expect(result).toMatchObject({ source: 'REVIEW', correctCount: 1, totalCount: 2, percentile: null, rank: null });
    const records = await db().select().from(examRecords).where(eq(examRecords.userId, session.user.id));
    expect(records.filter((r) => r.source === 'REVIEW')).toHaveLength(1);
  });

  it('filters by exam or exam type, and says so when there is nothing to retry', async () => {
    const session = await createLoggedInUser(db());
    await takeMock(session, ncs, [0]);
    await takeMock(session, psat, [1, 2]);
    const startReview = (payload: Record<string, unknown>) =>
      request('POST', '/apiV2/records', { cookie: session.cookie, payload: { mode: 'ONE', source: 'REVIEW', ...payload } });
    expect((await startReview({ examIdx: psat.examIdx })).json()).toMatchObject({ examIdx: psat.examIdx, totalCount: 2 });
    const byType = (await startReview({ examTypeId: ncs.examTypeId })).json();
    expect(byType).toMatchObject({ totalCount: 1, problems: [{ multipleProblemIdx: ncs.problems[0]!.id }] });
    expect((await startReview({ count: 3 })).json()).toMatchObject({ examIdx: null, totalCount: 3 });
    expect((await startReview({ examIdx: ncs.examIdx, count: 1 })).json()).toMatchObject({ examIdx: ncs.examIdx, totalCount: 1 });

    const clean = await createLoggedInUser(db());
    expectKoreanError(
      await request('POST', '/apiV2/records', { cookie: clean.cookie, payload: { mode: 'ONE', source: 'REVIEW' } }),
      404,
      '다시 풀 오답이 없습니다.',
    );
    expectKoreanError(await startReview({ examTypeId: 999_999 }), 404, '시험 유형을 찾을 수 없습니다.');
  });
});

describe('brand B', () => {
  it('keeps notes per brand and leaves out paid exams the member no longer holds', async () => {
    const paid = await createExam(db(), { brand: 'b', categorySlug: 'hospital-test', isFree: false });
    const nurse = await createLoggedInUser(db(), { brand: 'b' });
    await grantExam(db(), nurse.user.id, paid.examIdx);
    await takeMock(nurse, paid, [0], [], BRAND_B_HOST);
    const list = () => request('GET', '/apiV2/user/me/review-notes', { host: BRAND_B_HOST, cookie: nurse.cookie }).then((r) => r.json());
    expect((await list()).totalCount).toBe(1);
    // A refund removes the entitlement: the paid exam's answers are no longer shown.
    await db().delete(examEntitlements).where(eq(examEntitlements.userId, nurse.user.id));
    expect((await list()).totalCount).toBe(0);
    expect((await request('GET', '/apiV2/user/me/review-notes/aggregate', { host: BRAND_B_HOST, cookie: nurse.cookie })).json()).toMatchObject({
      totalCount: 0,
      examTypes: [],
      exams: [],
    });
  });
});
