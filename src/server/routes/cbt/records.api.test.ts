import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRecords, recordAnswers, reviewNotes } from '../../../db/schema';
import { type TestExam, type TestSession, createExam, createLoggedInUser, grantExam, testProblems } from '../../../test/factories';
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
const member = (brand: 'a' | 'b' = 'a') => createLoggedInUser(db(), { brand });

/** A paper with 4 problems (answers 1,2,3,4; subjects alternate) and 20 minutes. */
async function paperExam(overrides: Parameters<typeof createExam>[1] = {}): Promise<TestExam> {
  return createExam(db(), { papers: [{ problems: 4, timeLimitMinutes: 20 }], ...overrides });
}

async function start(session: TestSession, payload: Record<string, unknown>, host = BRAND_A_HOST) {
  return request('POST', '/apiV2/records', { cookie: session.cookie, payload, host });
}

async function startPaper(session: TestSession, exam: TestExam, mode: 'MOCK' | 'ONE' = 'MOCK', host = BRAND_A_HOST) {
  const response = await start(session, { mode, examDetailIdx: exam.papers[0]!.examDetailIdx }, host);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { recordIdx: number; problems: Array<{ multipleProblemIdx: number }> } & Record<string, unknown>;
}

const answer = (session: TestSession, recordIdx: number, problemId: number, payload: Record<string, unknown>, host = BRAND_A_HOST) =>
  request('PUT', `/apiV2/records/${recordIdx}/answers/${problemId}`, { cookie: session.cookie, payload, host });
const submit = (session: TestSession, recordIdx: number) =>
  request('POST', `/apiV2/records/${recordIdx}/submit`, { cookie: session.cookie });
const getRecord = (session: TestSession, recordIdx: number, suffix = '') =>
  request('GET', `/apiV2/records/${recordIdx}${suffix}`, { cookie: session.cookie });

/** Answers the exam's problems: `right` of them correctly (from the first), the others wrong. */
async function answerPaper(session: TestSession, recordIdx: number, exam: TestExam, right: number) {
  for (const [i, p] of exam.problems.entries()) {
    const response = await answer(session, recordIdx, p.id, { choice: i < right ? p.answer : (p.answer % 4) + 1 });
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('starting and resuming', () => {
  it('starts a mock exam with a server deadline and no answer key', async () => {
    const exam = await paperExam();
    const session = await member();
    const before = Date.now();
    const sheet = await startPaper(session, exam);
    expect(sheet).toMatchObject({
      examIdx: exam.examIdx,
      examDetailIdx: exam.papers[0]!.examDetailIdx,
      title: '실전 모의고사 1회',
      paperTitle: '실전 모의고사 1회',
      mode: 'MOCK',
      source: 'PAPER',
      status: 'IN_PROGRESS',
      timeLimitSeconds: 1200,
      totalCount: 4,
      answeredCount: 0,
      answers: [],
      submittedAt: null,
    });
    expect(sheet.remainingSeconds).toBeGreaterThanOrEqual(1199);
    expect(new Date(sheet.deadlineAt as string).getTime() - new Date(sheet.startedAt as string).getTime()).toBe(1_200_000);
    expect(new Date(sheet.serverNow as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(sheet.problems.map((p) => p.multipleProblemIdx)).toEqual(exam.problems.map((p) => p.id));
    expect(sheet.problems[0]).toEqual({
      multipleProblemIdx: exam.problems[0]!.id,
      number: 1,
      sourceNumber: 1,
      subject: '의사소통능력',
      stem: '테스트 문제 1번: 옳은 것을 고르시오.',
      choices: ['가', '나', '다', '라'],
      passageId: null,
      points: 5,
    });
    expect(JSON.stringify(sheet)).not.toMatch(/"answer"|"explanation"|해설/);
  });

  it('resumes the open record with its answers and a smaller remainingSeconds', async () => {
    const exam = await paperExam();
    const session = await member();
    const first = await startPaper(session, exam);
    const problemId = exam.problems[1]!.id;
    expect((await answer(session, first.recordIdx, problemId, { choice: 3, flagged: true })).statusCode).toBe(200);
    // A minute passes (moved in the database instead of sleeping).
    await db().execute(
      sql`update ${examRecords} set started_at = started_at - interval '60 seconds', deadline_at = deadline_at - interval '60 seconds' where id = ${first.recordIdx}`,
    );

    const again = await start(session, { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx });
    expect(again.statusCode).toBe(200);
    const resumed = again.json();
    expect(resumed.recordIdx).toBe(first.recordIdx);
    expect(resumed.remainingSeconds).toBeLessThanOrEqual(1140);
    expect(resumed.remainingSeconds).toBeGreaterThan(1100);
    expect(resumed).toMatchObject({ answeredCount: 1, answers: [{ multipleProblemIdx: problemId, choice: 3, flagged: true, isCorrect: null }] });
    expect((await getRecord(session, first.recordIdx)).json().remainingSeconds).toBeLessThanOrEqual(1140);

    // The other mode is another attempt.
    const one = await start(session, { mode: 'ONE', examDetailIdx: exam.papers[0]!.examDetailIdx });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ mode: 'ONE', deadlineAt: null, remainingSeconds: null, timeLimitSeconds: null });
  });

  it('concurrent starts make one record', async () => {
    const exam = await paperExam();
    const session = await member();
    const payload = { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx };
    const responses = await Promise.all([start(session, payload), start(session, payload), start(session, payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().recordIdx)).size).toBe(1);
    const rows = await db().select().from(examRecords).where(eq(examRecords.userId, session.user.id));
    expect(rows).toHaveLength(1);
  });

  it('starts a new attempt after the open one ran out of time', async () => {
    const exam = await paperExam();
    const session = await member();
    const first = await startPaper(session, exam);
    await db().update(examRecords).set({ deadlineAt: new Date(Date.now() - 1000) }).where(eq(examRecords.id, first.recordIdx));
    const second = await startPaper(session, exam);
    expect(second.recordIdx).not.toBe(first.recordIdx);
    const [old] = await db().select().from(examRecords).where(eq(examRecords.id, first.recordIdx));
    expect(old).toMatchObject({ status: 'EXPIRED', score: 0 });
  });

  it('draws a random set across the exam’s papers with a proportional time limit', async () => {
    const exam = await createExam(db(), {
      papers: [
        { problems: 4, timeLimitMinutes: 20 },
        { problems: 6, timeLimitMinutes: 30 },
      ],
    });
    const session = await member();
    const response = await start(session, { mode: 'MOCK', examIdx: exam.examIdx, random: true, count: 5 });
    expect(response.statusCode, response.body).toBe(201);
    const sheet = response.json();
    expect(sheet).toMatchObject({ source: 'RANDOM', examIdx: exam.examIdx, examDetailIdx: null, title: '랜덤 모의고사 5문항', totalCount: 5 });
    // Every problem brings 5 minutes (20 min / 4 and 30 min / 6).
    expect(sheet.timeLimitSeconds).toBe(1500);
    const ids = new Set(exam.problems.map((p) => p.id));
    expect(sheet.problems.every((p: { multipleProblemIdx: number }) => ids.has(p.multipleProblemIdx))).toBe(true);
    expect(sheet.problems.map((p: { number: number }) => p.number)).toEqual([1, 2, 3, 4, 5]);

    // Default count is 20, limited by what the exam has; the latest random record is found by exam.
    const other = await member();
    const all = (await start(other, { mode: 'ONE', examIdx: exam.examIdx, random: true })).json();
    expect(all.totalCount).toBe(10);
    const latest = await request('GET', `/apiV2/exams/${exam.examIdx}/random-record`, { cookie: session.cookie });
    expect(latest.json()).toMatchObject({ recordIdx: sheet.recordIdx, source: 'RANDOM', status: 'IN_PROGRESS' });
    expectKoreanError(
      await request('GET', `/apiV2/exams/${exam.examIdx}/random-record`, { cookie: (await member()).cookie }),
      404,
      '응시한 랜덤 모의고사가 없습니다.',
    );
  });

  it.each([
    [{}, '풀이 방식을 입력해주세요.'],
    [{ mode: 'FAST', examDetailIdx: 1 }, '풀이 방식이 올바르지 않습니다.'],
    [{ mode: 'MOCK' }, '시험지 번호를 입력해주세요.'],
    [{ mode: 'MOCK', examDetailIdx: 'abc' }, '잘못된 시험지 번호입니다.'],
    [{ mode: 'MOCK', examDetailIdx: 0 }, '잘못된 시험지 번호입니다.'],
    [{ mode: 'MOCK', random: true }, '시험 번호를 입력해주세요.'],
    [{ mode: 'MOCK', random: true, examIdx: -1 }, '잘못된 시험 번호입니다.'],
    [{ mode: 'MOCK', random: true, examIdx: 1, count: 0 }, '문제 수가 올바르지 않습니다.'],
    [{ mode: 'MOCK', random: true, examIdx: 1, count: 101 }, '문제 수가 올바르지 않습니다.'],
    [{ mode: 'MOCK', random: 'yes', examIdx: 1 }, '랜덤 출제 여부가 올바른 형식이 아닙니다.'],
    [{ mode: 'MOCK', source: 'REVIEW' }, '오답 다시 풀기는 한 문제씩 풀기로만 할 수 있습니다.'],
    [{ mode: 'ONE', source: 'ELSEWHERE' }, '출제 방식이 올바르지 않습니다.'],
  ])('refuses the body %j with a Korean 400', async (payload, message) => {
    expectKoreanError(await start(await member(), payload), 400, message);
  });

  it('answers unknown papers and exams with 404 and needs a login', async () => {
    const session = await member();
    expectKoreanError(await start(session, { mode: 'MOCK', examDetailIdx: 999_999 }), 404, '시험지를 찾을 수 없습니다.');
    expectKoreanError(await start(session, { mode: 'MOCK', examIdx: 999_999, random: true }), 404, '시험을 찾을 수 없습니다.');
    expectKoreanError(await request('POST', '/apiV2/records', { payload: { mode: 'MOCK', examDetailIdx: 1 } }), 401);
    // Login is checked before the body.
    expectKoreanError(await request('POST', '/apiV2/records', { payload: { mode: 'nope' } }), 401);
  });

  it('keeps brands apart', async () => {
    const exam = await paperExam();
    const bMember = await member('b');
    expectKoreanError(
      await start(bMember, { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx }, BRAND_B_HOST),
      404,
      '시험지를 찾을 수 없습니다.',
    );
    const session = await member();
    const sheet = await startPaper(session, exam);
    // The same record id on the other brand does not exist, even for its owner's token (sessions are per brand).
    expectKoreanError(await request('GET', `/apiV2/records/${sheet.recordIdx}`, { host: BRAND_B_HOST, cookie: bMember.cookie }), 404);
  });
});

describe('paid exams (brand B)', () => {
  it('need an entitlement to start a record', async () => {
    const exam = await paperExam({ brand: 'b', isFree: false, categorySlug: 'hospital-test' });
    const session = await member('b');
    const payload = { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx };
    expectKoreanError(await start(session, payload, BRAND_B_HOST), 403, '구매 후 이용할 수 있는 시험입니다.', 'NOT_ENTITLED');
    expectKoreanError(
      await start(session, { mode: 'ONE', examIdx: exam.examIdx, random: true }, BRAND_B_HOST),
      403,
      '구매 후 이용할 수 있는 시험입니다.',
      'NOT_ENTITLED',
    );
    await grantExam(db(), session.user.id, exam.examIdx);
    expect((await start(session, payload, BRAND_B_HOST)).statusCode).toBe(201);
    expect((await start(session, { mode: 'ONE', examIdx: exam.examIdx, random: true }, BRAND_B_HOST)).statusCode).toBe(201);
  });
});

describe('another member’s record', () => {
  it('is forbidden for reading, answering, submitting and the result', async () => {
    const exam = await paperExam();
    const owner = await member();
    const stranger = await member();
    const { recordIdx } = await startPaper(owner, exam);
    const message = '본인의 응시 기록만 볼 수 있습니다.';
    expectKoreanError(await getRecord(stranger, recordIdx), 403, message);
    expectKoreanError(await answer(stranger, recordIdx, exam.problems[0]!.id, { choice: 1 }), 403, message);
    expectKoreanError(await submit(stranger, recordIdx), 403, message);
    expectKoreanError(await getRecord(stranger, recordIdx, '/result'), 403, message);
    expectKoreanError(await getRecord(stranger, recordIdx, '/solution'), 403, message);
    expectKoreanError(await request('GET', `/apiV2/records/${recordIdx}`), 401);
    const [row] = await db().select().from(examRecords).where(eq(examRecords.id, recordIdx));
    expect(row!.status).toBe('IN_PROGRESS');
  });

  it.each([
    ['/apiV2/records/abc', '잘못된 응시 기록 번호입니다.'],
    ['/apiV2/records/0/result', '잘못된 응시 기록 번호입니다.'],
    ['/apiV2/records/2147483648/solution', '잘못된 응시 기록 번호입니다.'],
  ])('answers %s with a Korean 400', async (url, message) => {
    expectKoreanError(await request('GET', url, { cookie: (await member()).cookie }), 400, message);
  });

  it('answers an unknown record with 404', async () => {
    expectKoreanError(await getRecord(await member(), 999_999), 404, '응시 기록을 찾을 수 없습니다.');
  });
});

describe('saving answers', () => {
  it('commits before replying, and validates the choice', async () => {
    const exam = await paperExam({ papers: [{ problems: [...testProblems(1), { ...testProblems(1)[0]!, choices: ['1', '2', '3', '4', '5'], answer: 5 }] }] });
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    const [p1, p2] = exam.problems;
    const saved = await answer(session, recordIdx, p1!.id, { choice: 2 });
    expect(saved.statusCode).toBe(200);
    expect(Object.keys(saved.json()).sort()).toEqual(['choice', 'flagged', 'savedAt']);
    const [row] = await db()
      .select()
      .from(recordAnswers)
      .where(and(eq(recordAnswers.recordId, recordIdx), eq(recordAnswers.problemId, p1!.id)));
    expect(row).toMatchObject({ choice: 2, flagged: false, isCorrect: null });
    expect(row!.answeredAt.toISOString()).toBe(saved.json().savedAt);

    // Flag only (choice kept as sent), then clear.
    expect((await answer(session, recordIdx, p1!.id, { choice: 2, flagged: true })).json()).toMatchObject({ choice: 2, flagged: true });
    expect((await answer(session, recordIdx, p1!.id, { choice: null })).json()).toMatchObject({ choice: null, flagged: true });
    expect((await answer(session, recordIdx, p2!.id, { choice: 5 })).statusCode).toBe(200);

    const bad = (payload: unknown, problemId = p1!.id) => answer(session, recordIdx, problemId, payload as Record<string, unknown>);
    expectKoreanError(await bad({ choice: 5 }), 400, '선택지 번호가 올바르지 않습니다.', 'INVALID_CHOICE');
    expectKoreanError(await bad({ choice: 6 }, p2!.id), 400, '답안이 올바르지 않습니다.');
    expectKoreanError(await bad({ choice: 'abc' }), 400, '답안이 올바른 형식이 아닙니다.');
    expectKoreanError(await bad({}), 400, '답안을 입력해주세요.');
    expectKoreanError(await bad({ choice: 1, flagged: 'yes' }), 400, '표시 여부가 올바른 형식이 아닙니다.');
    expectKoreanError(
      await request('PUT', `/apiV2/records/${recordIdx}/answers/abc`, { cookie: session.cookie, payload: { choice: 1 } }),
      400,
      '잘못된 문제 번호입니다.',
    );
    const other = await paperExam();
    expectKoreanError(await bad({ choice: 1 }, other.problems[0]!.id), 404, '이 시험지에 없는 문제입니다.');
  });

  it('refuses an answer after the deadline and closes the record with what was saved', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answerPaper(session, recordIdx, { ...exam, problems: exam.problems.slice(0, 2) }, 2);
    await db().update(examRecords).set({ deadlineAt: new Date(Date.now() - 1) }).where(eq(examRecords.id, recordIdx));

    const late = await answer(session, recordIdx, exam.problems[2]!.id, { choice: exam.problems[2]!.answer });
    expectKoreanError(late, 409, '시험 시간이 종료되어 답안을 저장할 수 없습니다.', 'DEADLINE_PASSED');
    const [row] = await db().select().from(examRecords).where(eq(examRecords.id, recordIdx));
    expect(row).toMatchObject({ status: 'EXPIRED', correctCount: 2, totalCount: 4, score: 50 });
    expect(row!.submittedAt?.getTime()).toBe(row!.deadlineAt?.getTime());
    const saved = await db().select().from(recordAnswers).where(eq(recordAnswers.recordId, recordIdx));
    expect(saved).toHaveLength(2);

    // Closed now: later saves say so, the result is there.
    expectKoreanError(await answer(session, recordIdx, exam.problems[2]!.id, { choice: 1 }), 409, '이미 제출된 답안지입니다.', 'RECORD_CLOSED');
    expect((await getRecord(session, recordIdx, '/result')).json()).toMatchObject({ status: 'EXPIRED', score: 50, correctCount: 2 });
  });

  it('reading an open record after its deadline closes it', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answer(session, recordIdx, exam.problems[0]!.id, { choice: exam.problems[0]!.answer });
    await db().update(examRecords).set({ deadlineAt: new Date(Date.now() - 5000) }).where(eq(examRecords.id, recordIdx));
    const sheet = (await getRecord(session, recordIdx)).json();
    expect(sheet).toMatchObject({ status: 'EXPIRED', remainingSeconds: null, answers: [{ isCorrect: true }] });
    const notes = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(notes).toHaveLength(3);
  });
});

describe('ONE mode', () => {
  it('checks each answer at once, keeps it final, and notes wrong answers immediately', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam, 'ONE');
    const [p1, p2] = exam.problems;

    const right = await answer(session, recordIdx, p1!.id, { choice: p1!.answer });
    expect(right.json()).toMatchObject({ choice: p1!.answer, isCorrect: true, answer: p1!.answer, explanation: '1번 해설' });
    const wrong = await answer(session, recordIdx, p2!.id, { choice: 1 });
    expect(wrong.json()).toMatchObject({ isCorrect: false, answer: 2, explanation: '2번 해설' });
    const [note] = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(note).toMatchObject({ problemId: p2!.id, wrongCount: 1, lastWrongChoice: 1, lastRecordId: recordIdx });

    // A retry of the same request is fine (and counts nothing again); a different choice is refused.
    expect((await answer(session, recordIdx, p2!.id, { choice: 1, flagged: true })).json()).toMatchObject({ isCorrect: false, flagged: true });
    expectKoreanError(await answer(session, recordIdx, p2!.id, { choice: 2 }), 409, '정답을 확인한 문제는 답을 바꿀 수 없습니다.', 'ANSWER_LOCKED');
    const notes = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(notes.map((n) => n.wrongCount)).toEqual([1]);

    // The sheet reveals answers of checked problems only.
    const sheet = (await getRecord(session, recordIdx)).json();
    expect(sheet.answers).toEqual([
      expect.objectContaining({ multipleProblemIdx: p1!.id, isCorrect: true, answer: 1, explanation: '1번 해설' }),
      expect.objectContaining({ multipleProblemIdx: p2!.id, isCorrect: false, answer: 2 }),
    ]);
    expect(JSON.stringify(sheet.problems)).not.toMatch(/"answer"|explanation/);

    // Submitting scores the set; unanswered problems are wrong but were never attempted, so not noted.
    const result = (await submit(session, recordIdx)).json();
    expect(result).toMatchObject({ status: 'SUBMITTED', correctCount: 1, totalCount: 4, answeredCount: 2, score: 25 });
    expect(await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id))).toHaveLength(1);
  });
});

describe('submitting', () => {
  it('scores once: a second submit returns the same result', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answerPaper(session, recordIdx, { ...exam, problems: exam.problems.slice(0, 3) }, 2);

    const first = await submit(session, recordIdx);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      recordIdx,
      status: 'SUBMITTED',
      score: 50,
      earnedPoints: 10,
      totalPoints: 20,
      correctCount: 2,
      totalCount: 4,
      answeredCount: 3,
      correctRate: 50,
      subjects: [
        { subject: '의사소통능력', correct: 1, total: 2, score: 50 },
        { subject: '수리능력', correct: 1, total: 2, score: 50 },
      ],
      percentile: 100,
      topPercent: 100,
      rank: 1,
      participantCount: 1,
    });
    expect(first.json().durationSeconds).toBeGreaterThanOrEqual(0);
    const second = await submit(session, recordIdx);
    expect(second.json()).toEqual(first.json());

    // Wrong (1) and unanswered (1) problems are noted once each.
    const notes = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(notes.map((n) => [n.problemId, n.wrongCount, n.lastWrongChoice]).sort()).toEqual(
      [
        [exam.problems[2]!.id, 1, (exam.problems[2]!.answer % 4) + 1],
        [exam.problems[3]!.id, 1, null],
      ].sort(),
    );
    expectKoreanError(await answer(session, recordIdx, exam.problems[3]!.id, { choice: 1 }), 409, '이미 제출된 답안지입니다.');
  });

  it('concurrent submits score one record and count review notes once', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answerPaper(session, recordIdx, exam, 1);

    const responses = await Promise.all([1, 2, 3, 4].map(() => submit(session, recordIdx)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const bodies = responses.map((r) => r.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ score: 25, correctCount: 1 });

    const records = await db().select().from(examRecords).where(eq(examRecords.userId, session.user.id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'SUBMITTED', score: 25 });
    const notes = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(notes).toHaveLength(3);
    expect(notes.every((n) => n.wrongCount === 1)).toBe(true);

    // A new attempt with the same wrong answers counts again, once.
    const { recordIdx: next } = await startPaper(session, exam);
    await answerPaper(session, next, exam, 1);
    await Promise.all([submit(session, next), submit(session, next)]);
    const again = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(again.every((n) => n.wrongCount === 2 && n.lastRecordId === next)).toBe(true);
  });

  it('an answer racing the submit is either scored or refused, never lost', async () => {
    for (let round = 0; round < 3; round++) {
      const exam = await paperExam();
      const session = await member();
      const { recordIdx } = await startPaper(session, exam);
      const p = exam.problems[0]!;
      const [saved, submitted] = await Promise.all([answer(session, recordIdx, p.id, { choice: p.answer }), submit(session, recordIdx)]);
      expect(submitted.statusCode).toBe(200);
      const { score } = (await getRecord(session, recordIdx, '/result')).json();
      if (saved.statusCode === 200) expect(score).toBe(25);
      else {
        expectKoreanError(saved, 409, '이미 제출된 답안지입니다.');
        expect(score).toBe(0);
      }
    }
  });

  it('shows the solution and the result only after submitting', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answer(session, recordIdx, exam.problems[0]!.id, { choice: 1, flagged: true });
    expectKoreanError(await getRecord(session, recordIdx, '/solution'), 409, '답안지를 제출한 후에 해설을 볼 수 있습니다.', 'RECORD_NOT_SUBMITTED');
    expectKoreanError(await getRecord(session, recordIdx, '/result'), 409, '답안지를 제출한 후에 결과를 볼 수 있습니다.');

    await submit(session, recordIdx);
    const solution = (await getRecord(session, recordIdx, '/solution')).json();
    expect(solution).toMatchObject({ recordIdx, status: 'SUBMITTED', score: 25, correctCount: 1, totalCount: 4 });
    expect(solution.problems).toHaveLength(4);
    expect(solution.problems[0]).toMatchObject({ number: 1, choice: 1, flagged: true, isCorrect: true, answer: 1, explanation: '1번 해설' });
    expect(solution.problems[1]).toMatchObject({ choice: null, isCorrect: false, answer: 2, explanation: '2번 해설' });
  });

  it('ranks a result among every closed record of the same paper', async () => {
    const exam = await paperExam();
    const scores: Record<number, number> = {};
    const sessions: Array<{ session: TestSession; recordIdx: number; right: number }> = [];
    for (const right of [0, 2, 2, 4]) {
      const session = await member();
      const { recordIdx } = await startPaper(session, exam);
      await answerPaper(session, recordIdx, exam, right);
      scores[recordIdx] = (await submit(session, recordIdx)).json().score;
      sessions.push({ session, recordIdx, right });
    }
    // An open record and a random set of the same exam are not compared.
    await startPaper(await member(), exam);
    const randomMember = await member();
    const random = (await start(randomMember, { mode: 'MOCK', examIdx: exam.examIdx, random: true, count: 4 })).json();
    await submit(randomMember, random.recordIdx);

    const results = await Promise.all(sessions.map(({ session, recordIdx }) => getRecord(session, recordIdx, '/result')));
    const standing = results.map((r) => {
      const { score, percentile, topPercent, rank, participantCount } = r.json();
      return { score, percentile, topPercent, rank, participantCount };
    });
    expect(standing).toEqual([
      { score: 0, percentile: 25, topPercent: 100, rank: 4, participantCount: 4 },
      { score: 50, percentile: 75, topPercent: 50, rank: 2, participantCount: 4 },
      { score: 50, percentile: 75, topPercent: 50, rank: 2, participantCount: 4 },
      { score: 100, percentile: 100, topPercent: 25, rank: 1, participantCount: 4 },
    ]);
    // The random set is ranked among random sets of the exam only.
    expect((await getRecord(randomMember, random.recordIdx, '/result')).json()).toMatchObject({
      source: 'RANDOM',
      rank: 1,
      participantCount: 1,
    });
  });
});

describe('GET /apiV2/user-exam-records', () => {
  it('lists the member’s records newest first, filtered by exam types, never another brand’s', async () => {
    const ncs = await paperExam({ categorySlug: 'public-company', subType: 'NCS', title: 'NCS 모의고사' });
    const psat = await paperExam({ categorySlug: 'psat', subType: '언어논리', title: 'PSAT 모의고사' });
    const session = await member();
    const first = await startPaper(session, ncs);
    await answerPaper(session, first.recordIdx, ncs, 3);
    await submit(session, first.recordIdx);
    await db().update(examRecords).set({ startedAt: new Date(Date.now() - 3_600_000) }).where(eq(examRecords.id, first.recordIdx));
    const second = await startPaper(session, psat, 'ONE');

    const list = await request('GET', '/apiV2/user-exam-records', { cookie: session.cookie });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ totalCount: 2, page: 1, pageSize: 1000 });
    expect(body.items).toEqual([
      expect.objectContaining({ recordIdx: second.recordIdx, examTitle: 'PSAT 모의고사', mode: 'ONE', status: 'IN_PROGRESS', score: null }),
      expect.objectContaining({
        recordIdx: first.recordIdx,
        examIdx: ncs.examIdx,
        examTitle: 'NCS 모의고사',
        paperTitle: '실전 모의고사 1회',
        title: '실전 모의고사 1회',
        mode: 'MOCK',
        source: 'PAPER',
        status: 'SUBMITTED',
        score: 75,
        correctCount: 3,
        totalCount: 4,
      }),
    ]);
    expect(body.items[1].submittedAt).toMatch(/^\d{4}-/);
    expect(body.items[1].examTypes.map((e: { name: string }) => e.name)).toEqual(['공기업', 'NCS']);

    const psatTop = body.items[0].examTypes[0].id;
    const filtered = (await request('GET', `/apiV2/user-exam-records?examTypeIds=${psatTop}&examTypeIds=${ncs.examTypeId}`, { cookie: session.cookie })).json();
    expect(filtered.totalCount).toBe(2);
    const onlyPsat = (await request('GET', `/apiV2/user-exam-records?examTypeIds=${psatTop}`, { cookie: session.cookie })).json();
    expect(onlyPsat.items.map((i: { recordIdx: number }) => i.recordIdx)).toEqual([second.recordIdx]);
    expect((await request('GET', '/apiV2/user-exam-records?pageSize=1&page=2', { cookie: session.cookie })).json()).toMatchObject({
      totalCount: 2,
      pageSize: 1,
      items: [{ recordIdx: first.recordIdx }],
    });
    expectKoreanError(await request('GET', '/apiV2/user-exam-records?examTypeIds=x', { cookie: session.cookie }), 400, '잘못된 시험 유형 번호입니다.');
    expectKoreanError(await request('GET', '/apiV2/user-exam-records'), 401);
  });

  it('shows an overdue mock exam as expired and scored', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answer(session, recordIdx, exam.problems[0]!.id, { choice: exam.problems[0]!.answer });
    await db().update(examRecords).set({ deadlineAt: new Date(Date.now() - 1000) }).where(eq(examRecords.id, recordIdx));
    const { items } = (await request('GET', '/apiV2/user-exam-records', { cookie: session.cookie })).json();
    expect(items[0]).toMatchObject({ recordIdx, status: 'EXPIRED', score: 25, correctCount: 1 });
  });
});
