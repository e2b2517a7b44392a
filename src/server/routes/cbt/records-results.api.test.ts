/**
 * Records API: submitting (once, under concurrency, racing an answer), the result, solution and rank afterwards,
 * and the member's record list.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examRecords, reviewNotes } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import type { TestSession } from '../../../test/factories';
import { useRecordsApi } from '../../../test/records-kit';

const { request, db, member, paperExam, start, startPaper, answer, submit, getRecord, answerPaper } = useRecordsApi();

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
      // Decided on the server: an average of 50 is under 60, no subject under 40.
      verdict: { passed: false, failedSubjects: [], passAverage: 60, subjectCutoff: 40 },
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
