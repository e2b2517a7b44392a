/**
 * Records API: what one start statement must keep: the sheet a start answers is the sheet the record
 * shows later, random sets resume and start once under concurrency, an empty set is refused, and losing a paid
 * exam ends resuming it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examEntitlements, examRecords } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createExam, grantExam, testProblems } from '../../../test/factories';
import { useRecordsApi } from '../../../test/records-kit';
import { BRAND_B_HOST } from '../../../test/test-app';

const { db, member, start, startPaper, answer, getRecord } = useRecordsApi();

/** The sheet without what depends on the moment it was read. */
const stable = ({ serverNow: _now, remainingSeconds: _left, ...sheet }: Record<string, unknown>) => sheet;

describe('the sheet a start answers', () => {
  it('is the sheet the record shows, passages included, for a new and a resumed attempt', async () => {
    const exam = await createExam(db(), {
      papers: [
        {
          passages: [{ key: 'p1', title: '[1~2] 지문', body: '지문 본문입니다.' }],
          problems: [
            ...testProblems(2).map((problem) => ({ ...problem, passageKey: 'p1' })),
            ...testProblems(3, 3),
          ],
        },
      ],
    });
    const session = await member();
    const started = await startPaper(session, exam, 'ONE');
    expect(started.passages).toEqual([{ id: expect.any(Number), title: '[1~2] 지문', body: '지문 본문입니다.', format: 'TEXT' }]);
    expect(stable(started)).toEqual(stable((await getRecord(session, started.recordIdx)).json()));

    // A checked ONE-mode answer is revealed on the resumed sheet, as on the record's own.
    const first = exam.problems[0]!;
    expect((await answer(session, started.recordIdx, first.id, { choice: first.answer })).statusCode).toBe(200);
    const resumed = await start(session, { mode: 'ONE', examDetailIdx: exam.papers[0]!.examDetailIdx });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().answers).toEqual([
      expect.objectContaining({ multipleProblemIdx: first.id, isCorrect: true, answer: first.answer, explanation: '1번 해설' }),
    ]);
    expect(stable(resumed.json())).toEqual(stable((await getRecord(session, started.recordIdx)).json()));
  });
});

describe('random sets', () => {
  it('resume the drawn set, and concurrent starts make one record', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 6 }, { problems: 4 }] });
    const session = await member();
    const payload = { mode: 'MOCK', examIdx: exam.examIdx, random: true, count: 5 };
    const responses = await Promise.all([start(session, payload), start(session, payload), start(session, payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const sheets = responses.map((r) => r.json());
    expect(new Set(sheets.map((s) => s.recordIdx)).size).toBe(1);
    expect(new Set(sheets.map((s) => JSON.stringify(s.problems))).size).toBe(1);
    const again = await start(session, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ recordIdx: sheets[0].recordIdx, deadlineAt: sheets[0].deadlineAt, problems: sheets[0].problems });
    expect(await db().select().from(examRecords).where(eq(examRecords.userId, session.user.id))).toHaveLength(1);
  });

  it('get a whole time limit from exact shares of a paper', async () => {
    // 20 minutes over 7 problems is 171.43 s each: the seven make 1,200 s, not a second more.
    const exam = await createExam(db(), { papers: [{ problems: 7, timeLimitMinutes: 20 }] });
    const sheet = (await start(await member(), { mode: 'MOCK', examIdx: exam.examIdx, random: true, count: 7 })).json();
    expect(sheet).toMatchObject({ totalCount: 7, timeLimitSeconds: 1200 });
  });
});

describe('a set with nothing to solve', () => {
  it('is refused with a Korean 409 for a paper and for a random set', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 0 }] });
    const session = await member();
    const message = '풀 수 있는 문제가 없습니다.';
    expectKoreanError(await start(session, { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx }), 409, message, 'NO_PROBLEMS');
    expectKoreanError(await start(session, { mode: 'ONE', examIdx: exam.examIdx, random: true }), 409, message, 'NO_PROBLEMS');
    expect(await db().select().from(examRecords).where(eq(examRecords.userId, session.user.id))).toHaveLength(0);
  });
});

describe('a paid exam the member no longer holds', () => {
  it('cannot be resumed', async () => {
    const exam = await createExam(db(), { brand: 'b', isFree: false, categorySlug: 'hospital-test' });
    const session = await member('b');
    await grantExam(db(), session.user.id, exam.examIdx);
    const payload = { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx };
    expect((await start(session, payload, BRAND_B_HOST)).statusCode).toBe(201);
    expect((await start(session, payload, BRAND_B_HOST)).statusCode).toBe(200);
    // A refund removes the entitlement.
    await db().delete(examEntitlements).where(eq(examEntitlements.userId, session.user.id));
    expectKoreanError(await start(session, payload, BRAND_B_HOST), 403, '구매 후 이용할 수 있는 시험입니다.', 'NOT_ENTITLED');
  });
});
