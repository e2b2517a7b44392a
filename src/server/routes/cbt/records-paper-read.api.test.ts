/**
 * Records API: a taker's paper read warm. GET /apiV2/records/:id reads the record and its answers in one
 * statement and the paper's problems from the read cache, sent from JSON made once per paper version. What must not
 * change: the sheet is the one the database gives, every save shows on the very next read (on any instance), an
 * authoring edit shows in the records started after it, and a renumbered paper leaves older records in their order.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examRecords } from '../../../db/schema';
import { buildApp } from '../../app';
import { loadConfig } from '../../../config/server-config';
import { getRecordSheet, joinRecordSheet } from '../../records/get-record-sheet';
import { type TestExam, type TestSession, createExam, createLoggedInOperator, createLoggedInUser, testProblems } from '../../../test/factories';
import type { StartedSheet } from '../../../test/records-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;
const member = () => createLoggedInUser(db());

const call = (session: TestSession, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { host: BRAND_A_HOST, cookie: session.cookie }, ...(payload ? { payload } : {}) });
const getRecord = (session: TestSession, recordIdx: number) => call(session, 'GET', `/apiV2/records/${recordIdx}`);
const answer = (session: TestSession, recordIdx: number, problemId: number, payload: object) =>
  call(session, 'PUT', `/apiV2/records/${recordIdx}/answers/${problemId}`, payload);
async function startPaper(session: TestSession, exam: TestExam, mode: 'MOCK' | 'ONE' = 'MOCK') {
  const response = await call(session, 'POST', '/apiV2/records', { mode, examDetailIdx: exam.papers[0]!.examDetailIdx });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StartedSheet;
}

/** The sheet without what depends on the moment it was read. */
const stable = ({ serverNow: _now, remainingSeconds: _left, ...sheet }: Record<string, unknown>) => sheet;

type Sheet = {
  answeredCount: number;
  problems: Array<{ multipleProblemIdx: number; number: number; sourceNumber: number; stem: string; choices: string[] }>;
  answers: Array<Record<string, unknown>>;
};

const withPassage = () =>
  createExam(db(), {
    papers: [
      {
        passages: [{ key: 'p1', title: '[1~2] 지문', body: '지문 본문입니다.' }],
        problems: [...testProblems(2).map((problem) => ({ ...problem, passageKey: 'p1' })), ...testProblems(3, 3)],
      },
    ],
  });

describe('a paper read warm', () => {
  it('is, byte for byte, the sheet read wholly from the database', async () => {
    const exam = await withPassage();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    const [p1, , p3] = exam.problems;
    await answer(session, recordIdx, p3!.id, { choice: 2, flagged: true });
    await answer(session, recordIdx, p1!.id, { choice: 1 });
    await answer(session, recordIdx, exam.problems[3]!.id, { choice: null, flagged: true });

    await getRecord(session, recordIdx); // the paper is in the cache from the start; this read is warm too
    const warm = await getRecord(session, recordIdx);
    expect(warm.statusCode).toBe(200);
    expect(warm.headers['content-type']).toBe('application/json; charset=utf-8');

    const [record] = await db().select().from(examRecords).where(eq(examRecords.id, recordIdx));
    const fromDatabase = joinRecordSheet(await getRecordSheet(db(), record!, new Date()));
    // Same members in the contract's order, answers in the paper's order, nothing revealed in a mock exam.
    expect(JSON.stringify(stable(warm.json()))).toBe(JSON.stringify(stable(fromDatabase as unknown as Record<string, unknown>)));
    const sheet = warm.json() as Sheet;
    expect(sheet.answers.map((a) => a.multipleProblemIdx)).toEqual([p1!.id, p3!.id, exam.problems[3]!.id]);
    expect(sheet.answeredCount).toBe(2);
    expect(warm.body).not.toContain('해설');
  });

  it('shows the member’s latest saved answer on the very next read, every time', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 20 }] });
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    const read = async () => (await getRecord(session, recordIdx)).json() as Sheet;
    expect((await read()).answers).toEqual([]);

    const target = exam.problems[7]!;
    const saves = [
      { payload: { choice: 1 }, shown: { choice: 1, flagged: false }, answered: 1 },
      { payload: { choice: 3, flagged: true }, shown: { choice: 3, flagged: true }, answered: 1 },
      { payload: { choice: 4 }, shown: { choice: 4, flagged: true }, answered: 1 },
      { payload: { choice: null }, shown: { choice: null, flagged: true }, answered: 0 },
      { payload: { choice: 2, flagged: false }, shown: { choice: 2, flagged: false }, answered: 1 },
    ];
    for (const save of saves) {
      const saved = await answer(session, recordIdx, target.id, save.payload);
      expect(saved.statusCode, saved.body).toBe(200);
      const sheet = await read();
      expect(sheet.answers).toEqual([
        { multipleProblemIdx: target.id, ...save.shown, answeredAt: saved.json().savedAt, isCorrect: null },
      ]);
      expect(sheet.answeredCount).toBe(save.answered);
    }
  });

  it('reveals a ONE-mode answer on the next read once it is checked, and only that one', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 20 }] });
    const session = await member();
    const { recordIdx } = await startPaper(session, exam, 'ONE');
    const [first, second] = exam.problems;
    await getRecord(session, recordIdx);

    expect((await answer(session, recordIdx, first!.id, { choice: first!.answer })).statusCode).toBe(200);
    let sheet = (await getRecord(session, recordIdx)).json() as Sheet;
    expect(sheet.answers).toEqual([
      expect.objectContaining({ multipleProblemIdx: first!.id, isCorrect: true, answer: first!.answer, explanation: '1번 해설' }),
    ]);

    // A flag without a choice checks nothing, so it reveals nothing.
    expect((await answer(session, recordIdx, second!.id, { choice: null, flagged: true })).statusCode).toBe(200);
    sheet = (await getRecord(session, recordIdx)).json() as Sheet;
    expect(sheet.answers[1]).toEqual({
      multipleProblemIdx: second!.id,
      choice: null,
      flagged: true,
      answeredAt: expect.any(String),
      isCorrect: null,
    });
    expect(sheet.problems.every((p) => !('answer' in p) && !('explanation' in p))).toBe(true);
  });

  it('answers reads made together each with its own record: answers, brand and owner checked per read', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 20 }] });
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    const records = await Promise.all(members.map((session) => startPaper(session, exam)));
    await Promise.all(
      members.map((session, i) => answer(session, records[i]!.recordIdx, exam.problems[i]!.id, { choice: 1 + (i % 4) })),
    );
    const stranger = await member();
    const brandB = await createLoggedInUser(db(), { brand: 'b' });
    const [own, foreign, unknown, otherBrand] = await Promise.all([
      Promise.all(members.map((session, i) => getRecord(session, records[i]!.recordIdx))),
      getRecord(stranger, records[0]!.recordIdx),
      getRecord(stranger, 999_999),
      t.app.inject({
        method: 'GET',
        url: `/apiV2/records/${records[1]!.recordIdx}`,
        headers: { host: BRAND_B_HOST, cookie: brandB.cookie },
      }),
    ]);
    own.forEach((response, i) => {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        recordIdx: records[i]!.recordIdx,
        answers: [{ multipleProblemIdx: exam.problems[i]!.id, choice: 1 + (i % 4) }],
      });
    });
    expectKoreanError(foreign, 403, '본인의 응시 기록만 볼 수 있습니다.');
    expectKoreanError(unknown, 404, '응시 기록을 찾을 수 없습니다.');
    expectKoreanError(otherBrand, 404, '응시 기록을 찾을 수 없습니다.'); // brand A's records do not exist on brand B
  });

  it('shows a save made through one instance on the very next read through another', async () => {
    const config = { ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }) };
    const [one, two] = await Promise.all([
      buildApp({ config, db: db(), logger: false }),
      buildApp({ config, db: db(), logger: false }),
    ]);
    try {
      const exam = await createExam(db(), { papers: [{ problems: 20 }] });
      const session = await member();
      const on = (app: typeof one, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, headers: { host: BRAND_A_HOST, cookie: session.cookie }, ...(payload ? { payload } : {}) });
      const started = await on(one, 'POST', '/apiV2/records', { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx });
      const { recordIdx } = started.json() as { recordIdx: number };
      expect((await on(two, 'GET', `/apiV2/records/${recordIdx}`)).json().answers).toEqual([]);

      const target = exam.problems[0]!;
      for (const choice of [1, 2, 3]) {
        expect((await on(one, 'PUT', `/apiV2/records/${recordIdx}/answers/${target.id}`, { choice })).statusCode).toBe(200);
        expect((await on(two, 'GET', `/apiV2/records/${recordIdx}`)).json().answers).toEqual([
          expect.objectContaining({ multipleProblemIdx: target.id, choice }),
        ]);
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('a paper edited by its authors', () => {
  it('shows the edit in a record started after it, and in an open one, which keeps its own order', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 4 }] });
    const editor = await createLoggedInOperator(db());
    const [before, after] = [await member(), await member()];
    const earlier = await startPaper(before, exam);
    await getRecord(before, earlier.recordIdx);
    const [p1, p2, p3, p4] = exam.problems.map((p) => p.id);
    const changed = await call(editor, 'PATCH', `/apiV2/admin/problems/${p1}`, {
      stem: '고친 문제: 옳은 것을 고르시오.',
      choices: ['가가', '나나', '다다', '라라'],
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const later = await startPaper(after, exam);
    expect(later.problems[0]).toMatchObject({ multipleProblemIdx: p1, stem: '고친 문제: 옳은 것을 고르시오.', choices: ['가가', '나나', '다다', '라라'] });
    expect(((await getRecord(after, later.recordIdx)).json() as Sheet).problems[0]).toMatchObject({ stem: '고친 문제: 옳은 것을 고르시오.' });
    // The open record shows its problems as they are now, as it always has.
    expect(((await getRecord(before, earlier.recordIdx)).json() as Sheet).problems[0]).toMatchObject({ stem: '고친 문제: 옳은 것을 고르시오.' });

    // The first problem moved last: a new attempt follows the paper, the earlier one keeps the order it was given.
    const moved = await call(editor, 'PATCH', `/apiV2/admin/problems/${p1}`, { number: 9 });
    expect(moved.statusCode, moved.body).toBe(200);
    const third = await startPaper(await member(), exam);
    expect(third.problems.map((p) => p.multipleProblemIdx)).toEqual([p2, p3, p4, p1]);
    const earlierSheet = (await getRecord(before, earlier.recordIdx)).json() as Sheet;
    expect(earlierSheet.problems.map((p) => [p.multipleProblemIdx, p.number, p.sourceNumber])).toEqual([
      [p1, 1, 9],
      [p2, 2, 2],
      [p3, 3, 3],
      [p4, 4, 4],
    ]);
  });
});
