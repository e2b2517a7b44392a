/**
 * Exam authoring: only CONTENT_EDITORs and ADMINs of the host's brand reach `/apiV2/admin/exams…`
 * (visitors 401, members 403); they create drafts, papers and problems, publish and unpublish;
 * another brand's resources are 404; every change is one audit row with its before and after. What authoring refuses:
 * console-exams-refusals.api.test.ts.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, exams } from '../../../db/schema/index';
import { type AuthoringMethod as Method, authoringTestKit, problemBody } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createExam, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;
const { call, auditRows, brandTypeId, draftThroughApi } = authoringTestKit(() => t);

describe('who may author', () => {
  /** Every console route with a valid request; ids are of an existing draft. */
  async function everyRoute() {
    const editor = await createLoggedInOperator(db());
    const { examIdx, examDetailIdx, problemIds } = await draftThroughApi(editor);
    const examTypeId = await brandTypeId();
    return [
      ['GET', '/apiV2/admin/exams', undefined],
      ['POST', '/apiV2/admin/exams', { examTypeId, title: '권한 없는 시험' }],
      ['GET', `/apiV2/admin/exams/${examIdx}`, undefined],
      ['PATCH', `/apiV2/admin/exams/${examIdx}`, { title: '바꾼 제목' }],
      ['POST', `/apiV2/admin/exams/${examIdx}/publish`, undefined],
      ['POST', `/apiV2/admin/exams/${examIdx}/unpublish`, undefined],
      ['POST', `/apiV2/admin/exams/${examIdx}/exam-details`, { title: '2회', timeLimitMinutes: 10 }],
      ['GET', `/apiV2/admin/exam-details/${examDetailIdx}`, undefined],
      ['PATCH', `/apiV2/admin/exam-details/${examDetailIdx}`, { title: '1회 (수정)' }],
      ['POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, problemBody()],
      ['PATCH', `/apiV2/admin/problems/${problemIds[0]}`, { stem: '바꾼 문제' }],
      ['GET', '/apiV2/admin/audit-events', undefined],
    ] as const;
  }

  it('refuses a visitor with 401 and a member with 403 on every route, writing nothing', async () => {
    const routes = await everyRoute();
    const member = await createLoggedInUser(db());
    const corporate = await createLoggedInUser(db(), { type: 'CORPORATE' });
    const [examsBefore, auditBefore] = await Promise.all([
      db().select({ n: count() }).from(exams),
      db().select({ n: count() }).from(auditEvents),
    ]);
    for (const [method, url, payload] of routes) {
      expectKoreanError(await call(method, url, { payload }), 401, undefined, 'UNAUTHORIZED');
      for (const session of [member, corporate]) {
        const response = await call(method, url, { session, payload });
        expectKoreanError(response, 403, undefined, 'FORBIDDEN');
      }
    }
    expect(await db().select({ n: count() }).from(exams)).toEqual(examsBefore);
    expect(await db().select({ n: count() }).from(auditEvents)).toEqual(auditBefore);
  });

  it('runs the pipeline in order: authenticate (401), the operator role (403), then validate (400)', async () => {
    const member = await createLoggedInUser(db());
    const editor = await createLoggedInOperator(db(), { role: 'CONTENT_EDITOR' });
    expectKoreanError(await call('GET', '/apiV2/admin/exams/abc'), 401);
    expectKoreanError(await call('GET', '/apiV2/admin/exams/abc', { session: member }), 403, '운영자만 이용할 수 있습니다.');
    expectKoreanError(await call('GET', '/apiV2/admin/exams/1', { session: member }), 403, '운영자만 이용할 수 있습니다.');
    expectKoreanError(await call('GET', '/apiV2/admin/exams/abc', { session: editor }), 400, '잘못된 시험 번호입니다.');
  });

  it('keeps brands apart: another brand’s exam is 404 to an operator, and their session does not open this host', async () => {
    const editorA = await createLoggedInOperator(db());
    const editorB = await createLoggedInOperator(db(), { brand: 'b' });
    const { examIdx, examDetailIdx, problemIds } = await draftThroughApi(editorA);
    const asB = (method: Method, url: string, payload?: unknown) => call(method, url, { session: editorB, host: BRAND_B_HOST, payload });
    expectKoreanError(await asB('GET', `/apiV2/admin/exams/${examIdx}`), 404, '시험을 찾을 수 없습니다.');
    expectKoreanError(await asB('PATCH', `/apiV2/admin/exams/${examIdx}`, { title: '남의 시험' }), 404);
    expectKoreanError(await asB('POST', `/apiV2/admin/exams/${examIdx}/publish`), 404);
    expectKoreanError(await asB('POST', `/apiV2/admin/exams/${examIdx}/exam-details`, { title: 'X', timeLimitMinutes: 5 }), 404);
    expectKoreanError(await asB('GET', `/apiV2/admin/exam-details/${examDetailIdx}`), 404, '시험지를 찾을 수 없습니다.');
    expectKoreanError(await asB('POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, problemBody()), 404);
    expectKoreanError(await asB('PATCH', `/apiV2/admin/problems/${problemIds[0]}`, { stem: '남의 문제' }), 404);
    expect((await asB('GET', '/apiV2/admin/exams')).json().items.map((e: { examIdx: number }) => e.examIdx)).not.toContain(examIdx);
    // Sessions are per brand: brand B's operator is a visitor on brand A's host.
    expectKoreanError(await call('GET', `/apiV2/admin/exams/${examIdx}`, { session: editorB }), 401);
    const [exam] = await db().select().from(exams).where(eq(exams.id, examIdx));
    expect(exam).toMatchObject({ title: '작성 중인 시험', publishedAt: null });
  });
});

describe('authoring as a content editor', () => {
  it('creates a draft with papers and problems, edits them and publishes it, one audit row per change', async () => {
    const editor = await createLoggedInOperator(db(), { role: 'CONTENT_EDITOR' });
    const examTypeId = await brandTypeId();
    const created = await call('POST', '/apiV2/admin/exams', {
      session: editor,
      payload: { examTypeId, title: '  2026 한국사 능력 모의고사  ', description: '심화 대비', communityBoardSlug: 'cbt-korean-history' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const exam = created.json();
    expect(exam).toMatchObject({
      examTypeId,
      title: '2026 한국사 능력 모의고사',
      description: '심화 대비',
      isFree: true,
      price: null,
      communityBoardSlug: 'cbt-korean-history',
      status: 'DRAFT',
      publishedAt: null,
      examDetailCount: 0,
      problemCount: 0,
    });

    const paper1 = (await call('POST', `/apiV2/admin/exams/${exam.examIdx}/exam-details`, {
      session: editor,
      payload: { title: '1회', timeLimitMinutes: 40 },
    })).json();
    const paper2 = (await call('POST', `/apiV2/admin/exams/${exam.examIdx}/exam-details`, {
      session: editor,
      payload: { title: '2회', timeLimitMinutes: 50 },
    })).json();
    expect([paper1.sortOrder, paper2.sortOrder]).toEqual([0, 1]);

    const first = await call('POST', `/apiV2/admin/exam-details/${paper1.examDetailIdx}/problems`, {
      session: editor,
      payload: problemBody(),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ number: 1, points: 5, answer: 1, answerCount: 0, passageId: null });
    const ox = await call('POST', `/apiV2/admin/exam-details/${paper1.examDetailIdx}/problems`, {
      session: editor,
      payload: problemBody({ stem: '고려는 918년에 세워졌다.', choices: ['O', 'X'], answer: 1, points: 10 }),
    });
    expect(ox.json()).toMatchObject({ number: 2, choices: ['O', 'X'], points: 10 });
    await call('POST', `/apiV2/admin/exam-details/${paper2.examDetailIdx}/problems`, { session: editor, payload: problemBody({ number: 3 }) });

    const edited = await call('PATCH', `/apiV2/admin/problems/${first.json().multipleProblemIdx}`, {
      session: editor,
      payload: { answer: 2, choices: ['왕건', '이성계', '주몽', '온조'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ answer: 2, choices: ['왕건', '이성계', '주몽', '온조'], stem: '조선을 세운 사람은?' });
    const renamed = await call('PATCH', `/apiV2/admin/exam-details/${paper2.examDetailIdx}`, {
      session: editor,
      payload: { title: '2회 (개정)', sortOrder: 0 },
    });
    expect(renamed.json()).toMatchObject({ title: '2회 (개정)', timeLimitMinutes: 50, sortOrder: 0, problemCount: 1 });

    const whole = (await call('GET', `/apiV2/admin/exams/${exam.examIdx}`, { session: editor })).json();
    expect(whole).toMatchObject({ status: 'DRAFT', examDetailCount: 2, problemCount: 3 });
    // Sort order, then id: the renamed round moved to the front beside round 1.
    expect(whole.examDetails.map((p: { title: string }) => p.title)).toEqual(['1회', '2회 (개정)']);
    const sheet = (await call('GET', `/apiV2/admin/exam-details/${paper1.examDetailIdx}`, { session: editor })).json();
    expect(sheet).toMatchObject({ examStatus: 'DRAFT', problemCount: 2 });
    expect(sheet.problems.map((p: { number: number; answer: number }) => [p.number, p.answer])).toEqual([[1, 2], [2, 1]]);

    const publication = await call('POST', `/apiV2/admin/exams/${exam.examIdx}/publish`, { session: editor });
    expect(publication.statusCode, publication.body).toBe(200);
    expect(publication.json().status).toBe('PUBLISHED');
    expect(Date.parse(publication.json().publishedAt)).not.toBeNaN();
    // Publishing again is no change: the same answer, no second audit row.
    expect((await call('POST', `/apiV2/admin/exams/${exam.examIdx}/publish`, { session: editor })).json()).toEqual(
      publication.json(),
    );

    const examAudit = await auditRows('exam', exam.examIdx);
    expect(examAudit.map((row) => [row.action, row.actorId])).toEqual([
      ['exam.create', editor.user.id],
      ['exam.publish', editor.user.id],
    ]);
    expect(examAudit[0]).toMatchObject({ before: null, after: { title: '2026 한국사 능력 모의고사', publishedAt: null } });
    expect(examAudit[1]!.before).toMatchObject({ publishedAt: null });
    expect(examAudit[1]!.after).toMatchObject({ publishedAt: publication.json().publishedAt });

    const problemAudit = await auditRows('problem', first.json().multipleProblemIdx);
    expect(problemAudit.map((row) => row.action)).toEqual(['problem.create', 'problem.update']);
    expect(problemAudit[1]!.before).toMatchObject({ answer: 1, choices: ['이성계', '왕건', '주몽', '온조'] });
    expect(problemAudit[1]!.after).toMatchObject({ answer: 2, choices: ['왕건', '이성계', '주몽', '온조'] });
    const paperAudit = await auditRows('exam-detail', paper2.examDetailIdx);
    expect(paperAudit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['exam-detail.create', null, expect.objectContaining({ title: '2회', sortOrder: 1 })],
      ['exam-detail.update', expect.objectContaining({ title: '2회' }), expect.objectContaining({ title: '2회 (개정)', sortOrder: 0 })],
    ]);

    const unpublished = await call('POST', `/apiV2/admin/exams/${exam.examIdx}/unpublish`, { session: editor });
    expect(unpublished.json()).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect((await auditRows('exam', exam.examIdx)).map((row) => row.action)).toEqual([
      'exam.create',
      'exam.publish',
      'exam.unpublish',
    ]);
  });

  it('lists drafts and published exams of the brand, filtered by status and title', async () => {
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const draft = await createExam(db(), { title: '목록 확인 초안 시험', published: false });
    const live = await createExam(db(), { title: '목록 확인 공개 시험' });
    const list = (query: string) => call('GET', `/apiV2/admin/exams?keyword=목록 확인&${query}`, { session: admin });
    const all = (await list('')).json();
    expect(all.items.map((e: { examIdx: number; status: string }) => [e.examIdx, e.status])).toEqual([
      [live.examIdx, 'PUBLISHED'],
      [draft.examIdx, 'DRAFT'],
    ]);
    expect(all).toMatchObject({ totalCount: 2, page: 1, pageSize: 20 });
    expect((await list('status=DRAFT')).json().items.map((e: { examIdx: number }) => e.examIdx)).toEqual([draft.examIdx]);
    expect((await list('status=PUBLISHED')).json().items.map((e: { examIdx: number }) => e.examIdx)).toEqual([live.examIdx]);
  });

  it('refuses to publish an exam without papers, or with a paper without problems, and writes nothing', async () => {
    const editor = await createLoggedInOperator(db());
    const examTypeId = await brandTypeId();
    const exam = (await call('POST', '/apiV2/admin/exams', { session: editor, payload: { examTypeId, title: '빈 시험' } })).json();
    expectKoreanError(
      await call('POST', `/apiV2/admin/exams/${exam.examIdx}/publish`, { session: editor }),
      409,
      '회차가 없는 시험은 공개할 수 없습니다.',
      'EXAM_NOT_READY',
    );
    await call('POST', `/apiV2/admin/exams/${exam.examIdx}/exam-details`, { session: editor, payload: { title: '빈 1회', timeLimitMinutes: 10 } });
    expectKoreanError(
      await call('POST', `/apiV2/admin/exams/${exam.examIdx}/publish`, { session: editor }),
      409,
      '문제가 없는 회차가 있어 공개할 수 없습니다: 빈 1회',
    );
    const [row] = await db().select().from(exams).where(eq(exams.id, exam.examIdx));
    expect(row!.publishedAt).toBeNull();
    expect((await auditRows('exam', exam.examIdx)).map((r) => r.action)).toEqual(['exam.create']);
  });

  it('sells exams only where the brand has a shop, and a paid exam needs a price', async () => {
    const editorA = await createLoggedInOperator(db());
    const editorB = await createLoggedInOperator(db(), { brand: 'b' });
    expectKoreanError(
      await call('POST', '/apiV2/admin/exams', {
        session: editorA,
        payload: { examTypeId: await brandTypeId(), title: '유료 시험', isFree: false, price: 9_900 },
      }),
      400,
      '이 브랜드에서는 유료 시험을 만들 수 없습니다.',
      'PAID_EXAM_NOT_ALLOWED',
    );
    const typeB = await brandTypeId('b');
    expectKoreanError(
      await call('POST', '/apiV2/admin/exams', { session: editorB, host: BRAND_B_HOST, payload: { examTypeId: typeB, title: '유료', isFree: false } }),
      400,
      '유료 시험의 가격을 입력해주세요.',
    );
    const paid = await call('POST', '/apiV2/admin/exams', {
      session: editorB,
      host: BRAND_B_HOST,
      payload: { examTypeId: typeB, title: '병원 필기 유료 모의고사', isFree: false, price: 12_900 },
    });
    expect(paid.json()).toMatchObject({ isFree: false, price: 12_900, status: 'DRAFT' });
    // Made free, the exam loses its price; made paid again, it needs one.
    const free = await call('PATCH', `/apiV2/admin/exams/${paid.json().examIdx}`, { session: editorB, host: BRAND_B_HOST, payload: { isFree: true } });
    expect(free.json()).toMatchObject({ isFree: true, price: null });
    expectKoreanError(
      await call('PATCH', `/apiV2/admin/exams/${paid.json().examIdx}`, { session: editorB, host: BRAND_B_HOST, payload: { isFree: false } }),
      400,
      '유료 시험의 가격을 입력해주세요.',
    );
  });
});
