/**
 * Records API: starting a mock or one-question attempt (paper or random set), resuming the open one, paid exams
 * on brand B, and what another member or another brand may not do with a record.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examRecords } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createExam, grantExam } from '../../../test/factories';
import { useRecordsApi } from '../../../test/records-kit';
import { BRAND_B_HOST } from '../../../test/test-app';

const { request, db, member, paperExam, start, startPaper, answer, submit, getRecord } = useRecordsApi();

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
      format: 'TEXT',
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

  it('members starting one paper together each get their own attempt, and a member with an open one resumes it', async () => {
    const exam = await paperExam();
    const examDetailIdx = exam.papers[0]!.examDetailIdx;
    const takers = await Promise.all(Array.from({ length: 8 }, () => member()));
    const returning = takers[0]!;
    const opened = await startPaper(returning, exam);
    // Starts that arrive together share one statement (start-paper-records.ts): each still answers its own member.
    const responses = await Promise.all([
      ...takers.map((taker) => start(taker, { mode: 'MOCK', examDetailIdx })),
      start(takers[1]!, { mode: 'ONE', examDetailIdx }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, ...takers.slice(1).map(() => 201), 201]);
    const sheets = responses.map((r) => r.json());
    expect(sheets[0].recordIdx).toBe(opened.recordIdx);
    expect(new Set(sheets.map((sheet) => sheet.recordIdx)).size).toBe(sheets.length);
    const rows = await db().select().from(examRecords).where(eq(examRecords.examDetailId, examDetailIdx));
    expect(rows).toHaveLength(takers.length + 1);
    for (const [i, taker] of takers.entries()) {
      const row = rows.find((r) => r.id === sheets[i].recordIdx)!;
      expect(row).toMatchObject({ userId: taker.user.id, mode: 'MOCK', status: 'IN_PROGRESS', totalCount: 4 });
      expect(row.deadlineAt!.getTime() - row.startedAt.getTime()).toBe(1_200_000);
    }
    expect(rows.find((r) => r.id === sheets.at(-1).recordIdx)).toMatchObject({ userId: takers[1]!.user.id, mode: 'ONE', deadlineAt: null });
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
