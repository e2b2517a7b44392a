import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestExam, createExam, createLoggedInUser, grantExam } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, type TestApp } from '../../../test/test-app';
import { expectKoreanError } from '../../../test/expect-korean-error';

let t: TestApp;
let free: TestExam;
let paid: TestExam;
beforeAll(async () => {
  t = await createTestApp();
  free = await createExam(t.database.db, {
    title: '무료 시험',
    papers: [
      {
        title: '1회',
        passages: [{ key: 'p', title: '[1] 지문', body: '<b>굵게</b> 쓰지 않은 일반 텍스트' }],
        problems: [{ subject: '한국사', passageKey: 'p', stem: '옳은 것은?', choices: ['ㄱ', 'ㄴ', 'ㄷ', 'ㄹ', 'ㅁ'], answer: 3, explanation: '정답은 ㄷ' }],
      },
    ],
  });
  paid = await createExam(t.database.db, { brand: 'b', categorySlug: 'hospital-test', title: '유료 시험', isFree: false });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, options: { host?: string; cookie?: string; payload?: object } = {}) =>
  t.app.inject({
    method,
    url,
    headers: { host: options.host ?? BRAND_A_HOST, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });


describe('GET /apiV2/problems/{multipleProblemIdx}', () => {
  it('shows a free problem to anyone, without its answer, with its exam and paper', async () => {
    const problemId = free.problems[0]!.id;
    const response = await inject('GET', `/apiV2/problems/${problemId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      multipleProblemIdx: problemId,
      number: 1,
      subject: '한국사',
      stem: '옳은 것은?',
      choices: ['ㄱ', 'ㄴ', 'ㄷ', 'ㄹ', 'ㅁ'],
      points: 5,
      // Stored and returned as plain text (format TEXT); the web escapes it.
      passage: { id: expect.any(Number), title: '[1] 지문', body: '<b>굵게</b> 쓰지 않은 일반 텍스트', format: 'TEXT' },
      format: 'TEXT',
      examIdx: free.examIdx,
      examTitle: '무료 시험',
      examDetailIdx: free.papers[0]!.examDetailIdx,
      paperTitle: '1회',
    });
  });

  it('keeps paid problems for entitled members and brands apart', async () => {
    const url = `/apiV2/problems/${paid.problems[0]!.id}`;
    expectKoreanError(await inject('GET', url, { host: BRAND_B_HOST }), 401);
    const nurse = await createLoggedInUser(t.database.db, { brand: 'b' });
    expectKoreanError(await inject('GET', url, { host: BRAND_B_HOST, cookie: nurse.cookie }), 403, '구매 후 이용할 수 있는 시험입니다.', 'NOT_ENTITLED');
    await grantExam(t.database.db, nurse.user.id, paid.examIdx);
    expect((await inject('GET', url, { host: BRAND_B_HOST, cookie: nurse.cookie })).statusCode).toBe(200);
    expectKoreanError(await inject('GET', url), 404, '문제를 찾을 수 없습니다.');
    expectKoreanError(await inject('GET', `/apiV2/problems/${free.problems[0]!.id}`, { host: BRAND_B_HOST }), 404, '문제를 찾을 수 없습니다.');
  });

  it('answers bad ids with a Korean 400', async () => {
    expectKoreanError(await inject('GET', '/apiV2/problems/abc'), 400, '잘못된 문제 번호입니다.');
    expectKoreanError(await inject('GET', '/apiV2/problems/999999'), 404, '문제를 찾을 수 없습니다.');
  });
});

describe('POST /apiV2/problems/{multipleProblemIdx}/check', () => {
  it('checks a choice of a free problem without login and without side effects', async () => {
    const url = `/apiV2/problems/${free.problems[0]!.id}/check`;
    expect((await inject('POST', url, { payload: { choice: 3 } })).json()).toEqual({ isCorrect: true, answer: 3, explanation: '정답은 ㄷ' });
    expect((await inject('POST', url, { payload: { choice: 5 } })).json()).toEqual({ isCorrect: false, answer: 3, explanation: '정답은 ㄷ' });
    expectKoreanError(await inject('POST', url, { payload: { choice: 0 } }), 400, '답안이 올바르지 않습니다.');
    expectKoreanError(await inject('POST', url, { payload: {} }), 400, '답안을 입력해주세요.');
    expectKoreanError(await inject('POST', url, { payload: { choice: 'x' } }), 400, '답안이 올바른 형식이 아닙니다.');
  });

  it('refuses a choice the problem does not have', async () => {
    const fourChoices = await createExam(t.database.db);
    expectKoreanError(
      await inject('POST', `/apiV2/problems/${fourChoices.problems[0]!.id}/check`, { payload: { choice: 5 } }),
      400,
      '선택지 번호가 올바르지 않습니다.',
    );
  });

  it('needs an entitlement for a paid problem', async () => {
    const url = `/apiV2/problems/${paid.problems[1]!.id}/check`;
    expectKoreanError(await inject('POST', url, { host: BRAND_B_HOST, payload: { choice: 1 } }), 401);
    const nurse = await createLoggedInUser(t.database.db, { brand: 'b' });
    expectKoreanError(await inject('POST', url, { host: BRAND_B_HOST, cookie: nurse.cookie, payload: { choice: 1 } }), 403, undefined, 'NOT_ENTITLED');
    await grantExam(t.database.db, nurse.user.id, paid.examIdx);
    expect((await inject('POST', url, { host: BRAND_B_HOST, cookie: nurse.cookie, payload: { choice: 2 } })).json()).toMatchObject({ isCorrect: true, answer: 2 });
  });
});
