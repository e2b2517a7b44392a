/**
 * 문제 오류 신고 and answer-key rescore (ADR 32): members report problems they took; ADMIN and
 * CONTENT_EDITOR work the queue (a visitor 401, a member 403) and rescore after a key change; old records keep their
 * stored scores until the explicit 재채점, which is idempotent; every change one audit row.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, examRecords, mailOutbox, notifications, users } from '../../../db/schema/index';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { type TestSession, createExam, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

const CBT_A = 'localhost:3000';
const CONSOLE_A = 'admin.localhost:3000';
const CBT_B = 'nurse.localhost:3000';
const CONSOLE_B = 'nurse-admin.localhost:3000';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, session?: TestSession, payload?: object, host = CONSOLE_A) =>
  t.app.inject({
    method,
    url,
    headers: { host, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

const auditCount = async (action: string, resourceId: string | number) =>
  (await db().select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, String(resourceId)))))[0]!.n;

/** A member who took (and submitted) the exam's paper with the given choices, problem by problem. */
async function takenBy(exam: Awaited<ReturnType<typeof createExam>>, choices: number[], member?: TestSession, host = CBT_A) {
  const taker = member ?? (await createLoggedInUser(db(), { brand: host === CBT_B ? 'b' : 'a' }));
  const started = await call('POST', '/apiV2/records', taker, { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx }, host);
  expect(started.statusCode, started.body).toBe(201);
  const recordIdx = started.json().recordIdx as number;
  for (const [i, choice] of choices.entries()) {
    const saved = await call('PUT', `/apiV2/records/${recordIdx}/answers/${exam.problems[i]!.id}`, taker, { choice }, host);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const submitted = await call('POST', `/apiV2/records/${recordIdx}/submit`, taker, {}, host);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { taker, recordIdx };
}

const scoreOf = async (recordIdx: number) =>
  (await db().select({ score: examRecords.score, correct: examRecords.correctCount }).from(examRecords).where(eq(examRecords.id, recordIdx)))[0]!;

describe('who may use the error report queue and rescore', () => {
  it('refuses a visitor (401) and a member (403) on every console route, and a visitor (401) on the member routes', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 4 }] });
    const { taker } = await takenBy(exam, [1, 2, 3, 4]);
    const reported = await call('POST', `/apiV2/problems/${exam.problems[0]!.id}/error-reports`, taker, { reason: 'ANSWER', detail: '정답이 틀린 것 같습니다.' }, CBT_A);
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = reported.json().id as string;
    const member = await createLoggedInUser(db(), { brand: 'a' });
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/apiV2/admin/error-reports'],
      ['POST', `/apiV2/admin/error-reports/${reportId}/resolve`, { decision: 'DISMISS' }],
      ['GET', `/apiV2/admin/problems/${exam.problems[0]!.id}/rescore`],
      ['POST', `/apiV2/admin/problems/${exam.problems[0]!.id}/rescore`, {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expectKoreanError(await call(method, url, member, payload), 403, '운영자만 이용할 수 있습니다.');
    }
    expect((await call('POST', `/apiV2/problems/${exam.problems[0]!.id}/error-reports`, undefined, { reason: 'ANSWER', detail: '틀림' }, CBT_A)).statusCode).toBe(401);
    expect((await call('GET', '/apiV2/error-reports/mine', undefined, undefined, CBT_A)).statusCode).toBe(401);
    // A CONTENT_EDITOR works this queue (content work).
    const editor = await createLoggedInOperator(db());
    expect((await call('GET', '/apiV2/admin/error-reports', editor)).statusCode).toBe(200);
  });
});

describe('a member reports an error', () => {
  it('reports a problem they took once (a second open report is 409), with Korean 400s for bad input', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 4 }] });
    const { taker } = await takenBy(exam, [1, 2, 3, 4]);
    const url = `/apiV2/problems/${exam.problems[1]!.id}/error-reports`;
    expectKoreanError(await call('POST', url, taker, { reason: 'ANSWER', detail: '   ' }, CBT_A), 400, '오류 내용을 입력해주세요.');
    expectKoreanError(await call('POST', url, taker, { reason: 'ANSWER', detail: '가'.repeat(501) }, CBT_A), 400, '오류 내용은 500자 이내로 입력해주세요.');
    const badReason = await call('POST', url, taker, { reason: 'WRONG', detail: '내용' }, CBT_A);
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toMatch(/[가-힣]/);
    const first = await call('POST', url, taker, { reason: 'EXPLANATION', detail: '해설이 정답과 다릅니다.' }, CBT_A);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ problemNumber: 2, reason: 'EXPLANATION', status: 'OPEN' });
    expectKoreanError(await call('POST', url, taker, { reason: 'ANSWER', detail: '다시 신고' }, CBT_A), 409, '이미 신고한 문제입니다. 처리 결과를 기다려주세요.');
  });

  it('cannot report a problem they were never shown (404), and never sees another member\'s reports', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 4 }] });
    const { taker } = await takenBy(exam, [1, 2, 3, 4]);
    const stranger = await createLoggedInUser(db(), { brand: 'a' });
    expectKoreanError(
      await call('POST', `/apiV2/problems/${exam.problems[0]!.id}/error-reports`, stranger, { reason: 'ANSWER', detail: '틀림' }, CBT_A),
      404,
      '문제를 찾을 수 없습니다.',
    );
    expect((await call('POST', `/apiV2/problems/${exam.problems[0]!.id}/error-reports`, taker, { reason: 'ANSWER', detail: '틀림' }, CBT_A)).statusCode).toBe(201);
    expect((await call('GET', '/apiV2/error-reports/mine', taker, undefined, CBT_A)).json().totalCount).toBe(1);
    expect((await call('GET', '/apiV2/error-reports/mine', stranger, undefined, CBT_A)).json()).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe('the operator works the queue', () => {
  it('lists open reports first with the count on the same problem, resolves all of a problem at once, notifies each reporter once, audits each', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 4 }] });
    const problemId = exam.problems[2]!.id;
    const one = await takenBy(exam, [1, 2, 3, 4]);
    const two = await takenBy(exam, [1, 2, 4, 4]);
    for (const { taker } of [one, two]) {
      expect((await call('POST', `/apiV2/problems/${problemId}/error-reports`, taker, { reason: 'ANSWER', detail: '3번 정답 확인 부탁드립니다.' }, CBT_A)).statusCode).toBe(201);
    }
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const queue = (await call('GET', '/apiV2/admin/error-reports?status=OPEN&pageSize=100', admin)).json();
    const mine = queue.items.filter((item: { problemId: number }) => item.problemId === problemId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ problemNumber: 3, openReportsOnProblem: 2, examDetailIdx: exam.papers[0]!.examDetailIdx });

    expectKoreanError(await call('POST', `/apiV2/admin/error-reports/${mine[0].id}/resolve`, admin, { decision: 'RESOLVE', note: ' ' }), 400, '처리 내용을 입력해주세요.');
    const resolved = await call('POST', `/apiV2/admin/error-reports/${mine[0].id}/resolve`, admin, { decision: 'RESOLVE', note: '정답을 4번으로 고쳤습니다.', allOnProblem: true });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({ status: 'RESOLVED', resolvedCount: 2, notifiedCount: 2 });
    expectKoreanError(await call('POST', `/apiV2/admin/error-reports/${mine[1].id}/resolve`, admin, { decision: 'DISMISS' }), 409, '이미 처리된 신고입니다.');
    for (const { taker } of [one, two]) {
      const notices = await db().select().from(notifications).where(eq(notifications.userId, taker.user.id));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.title).toBe('신고하신 문제 오류가 처리되었어요. 정답을 4번으로 고쳤습니다.');
      const own = (await call('GET', '/apiV2/error-reports/mine', taker, undefined, CBT_A)).json();
      expect(own.items[0]).toMatchObject({ status: 'RESOLVED', resolutionNote: '정답을 4번으로 고쳤습니다.' });
    }
    for (const item of mine) expect(await auditCount('error-report.resolve', item.id)).toBe(1);
  });

  it('mails a brand B reporter the decision (brand B has no notifications list), and writes no notification', async () => {
    const exam = await createExam(db(), { brand: 'b', title: '오류 신고 메일 시험', papers: [{ problems: 4 }] });
    const { taker } = await takenBy(exam, [1, 2, 3, 4], undefined, CBT_B);
    const reported = await call('POST', `/apiV2/problems/${exam.problems[1]!.id}/error-reports`, taker, { reason: 'PROBLEM', detail: '보기 2에 오타가 있습니다.' }, CBT_B);
    expect(reported.statusCode, reported.body).toBe(201);
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN', brand: 'b' });
    const dismissed = await call('POST', `/apiV2/admin/error-reports/${reported.json().id}/resolve`, admin, { decision: 'DISMISS', note: '표준 표기입니다.' }, CONSOLE_B);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ status: 'DISMISSED', resolvedCount: 1, notifiedCount: 1 });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, taker.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ brand: 'b', subject: '[너스패스] 신고하신 문제 오류를 검토했어요' });
    expect(mails[0]!.body).toContain('오류 신고 메일 시험 · 실전 모의고사 1회 2번');
    expect(mails[0]!.body).toContain('■ 처리 내용\n표준 표기입니다.');
    expect(await db().select().from(notifications).where(eq(notifications.userId, taker.user.id))).toHaveLength(0);
  });

  it('mails only the reporters whose accounts still exist when all reports on a problem are decided', async () => {
    const exam = await createExam(db(), { brand: 'b', title: '탈퇴 신고자 시험', papers: [{ problems: 2 }] });
    const reporters = [];
    for (let i = 0; i < 2; i++) {
      const { taker } = await takenBy(exam, [1, 2], undefined, CBT_B);
      const reported = await call('POST', `/apiV2/problems/${exam.problems[0]!.id}/error-reports`, taker, { reason: 'ANSWER', detail: '정답이 2번 같습니다.' }, CBT_B);
      expect(reported.statusCode, reported.body).toBe(201);
      reporters.push({ taker, reportId: reported.json().id as string });
    }
    const [staying, leaving] = reporters;
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving!.taker.user.id));
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN', brand: 'b' });
    const resolved = await call('POST', `/apiV2/admin/error-reports/${staying!.reportId}/resolve`, admin, { decision: 'RESOLVE', note: '정답을 고쳤습니다.', allOnProblem: true }, CONSOLE_B);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({ status: 'RESOLVED', resolvedCount: 2, notifiedCount: 1 });
    const mailedTo = (await db().select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.subject, '[너스패스] 신고하신 문제 오류가 처리되었어요'))).map((m) => m.to);
    expect(mailedTo).toContain(staying!.taker.user.email);
    expect(mailedTo).not.toContain(leaving!.taker.user.email);
  });
});

describe('changing an answer key and rescoring', () => {
  it('leaves closed records scored as they were until 재채점, which counts, rescores once and is idempotent', async () => {
    const exam = await createExam(db(), { papers: [{ problems: 4 }] });
    // testProblems' keys are 1, 2, 3, 4.
    const problem = exam.problems[2]!;
    const right = await takenBy(exam, [1, 2, 3, 4]); // 100
    const other = await takenBy(exam, [1, 2, 4, 4]); // 75
    const blank = await takenBy(exam, [1, 2]); // 50
    expect(await scoreOf(right.recordIdx)).toEqual({ score: 100, correct: 4 });
    expect(await scoreOf(other.recordIdx)).toEqual({ score: 75, correct: 3 });
    const editor = await createLoggedInOperator(db());

    const preview = await call('GET', `/apiV2/admin/problems/${problem.id}/rescore?answer=4`, editor);
    expect(preview.json()).toEqual({ problemId: problem.id, answer: 4, answeredCount: 2, affectedRecordCount: 2 });
    expect((await call('GET', `/apiV2/admin/problems/${problem.id}/rescore`, editor)).json().affectedRecordCount).toBe(0);

    const changed = await call('PATCH', `/apiV2/admin/problems/${problem.id}`, editor, { answer: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    // Scored as they were: the stored scores and the solution's marks still follow the old key.
    expect(await scoreOf(right.recordIdx)).toEqual({ score: 100, correct: 4 });
    const solution = (await call('GET', `/apiV2/records/${right.recordIdx}/solution`, right.taker, undefined, CBT_A)).json();
    expect(solution.problems[2]).toMatchObject({ choice: 3, isCorrect: true, answer: 4 });
    expect((await call('GET', `/apiV2/admin/problems/${problem.id}/rescore`, editor)).json().affectedRecordCount).toBe(2);

    const rescored = await call('POST', `/apiV2/admin/problems/${problem.id}/rescore`, editor, {});
    expect(rescored.statusCode, rescored.body).toBe(200);
    expect(rescored.json()).toMatchObject({ answer: 4, affectedRecordCount: 2, rescoredRecordCount: 2 });
    expect(await scoreOf(right.recordIdx)).toEqual({ score: 75, correct: 3 });
    expect(await scoreOf(other.recordIdx)).toEqual({ score: 100, correct: 4 });
    expect(await scoreOf(blank.recordIdx)).toEqual({ score: 50, correct: 2 });
    const after = (await call('GET', `/apiV2/records/${right.recordIdx}/solution`, right.taker, undefined, CBT_A)).json();
    expect(after.problems[2]).toMatchObject({ choice: 3, isCorrect: false, answer: 4 });

    const again = await call('POST', `/apiV2/admin/problems/${problem.id}/rescore`, editor, {});
    expect(again.json()).toMatchObject({ affectedRecordCount: 0, rescoredRecordCount: 0 });
    expect(await scoreOf(other.recordIdx)).toEqual({ score: 100, correct: 4 });
    expect(await auditCount('problem.rescore', problem.id)).toBe(1);
    expect(await auditCount('problem.update', problem.id)).toBe(1);
    const [row] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'problem.rescore'), eq(auditEvents.resourceId, String(problem.id))));
    expect(row).toMatchObject({ before: { answer: 3, affectedRecordCount: 2 }, after: { answer: 4, rescoredRecordCount: 2 } });
  });
});
