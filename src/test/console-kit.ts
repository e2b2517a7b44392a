/**
 * What the console's API tests (src/server/routes/console) share, bound to the file's test app: requests to the
 * console host and to the authoring routes, audit rows of a resource, and the fixtures more than one of their files
 * uses (reported community posts, postings in review, a draft exam written through the API).
 */
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BrandId } from '../config/hosts';
import { auditEvents, postings, type User } from '../db/schema/index';
import { reportCommunityPost } from '../server/community/report-community-post';
import { type TestSession, createCommunityBoard, createCommunityPost, createExam, createPosting, createUser } from './factories';
import { BRAND_A_HOST, BRAND_B_HOST, type TestApp } from './test-app';

/** The console's hosts of brand A and brand B (src/config/hosts.ts). */
export const CONSOLE_A = 'admin.localhost:3000';
export const CONSOLE_B = 'nurse-admin.localhost:3000';

/** The console's queues and dashboard: requests to the console host (brand A's unless `host`). */
export function consoleTestKit(testApp: () => TestApp) {
  const db = () => testApp().database.db;

  const call = (method: 'GET' | 'POST', url: string, session?: TestSession, payload?: object, host = CONSOLE_A) =>
    testApp().app.inject({
      method,
      url,
      headers: { host, ...(session ? { cookie: session.cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  const auditRowsOf = (resourceType: string, resourceId: number | string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, resourceType), eq(auditEvents.resourceId, String(resourceId))))
      .orderBy(auditEvents.id);

  const auditCount = async (action: string, resourceId: string) =>
    (await db().select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId))))[0]!.n;

  /** Members who report `postId` (each a new member of the brand). */
  async function reportPostBy(reporters: number, brand: BrandId, postId: number, reason: 'SPAM' | 'ABUSE' = 'SPAM') {
    const outcomes = [];
    for (let i = 0; i < reporters; i += 1) {
      const reporter = await createUser(db(), { brand });
      outcomes.push(
        await reportCommunityPost(db(), {
          brand,
          actor: { userId: reporter.id, role: 'MEMBER' },
          postId,
          fields: { reason, detail: '' },
        }),
      );
    }
    return outcomes;
  }

  async function reportedPost(brand: BrandId, reporters: number, author?: User) {
    const board = await createCommunityBoard(db(), { brand, title: '콘솔 게시판' });
    const post = await createCommunityPost(db(), board, { author: author ?? (await createUser(db(), { brand, username: '글쓴이' })), title: '신고된 글' });
    await reportPostBy(reporters, brand, post.id);
    return { board, post };
  }

  async function inReviewPosting(brand: BrandId = 'a', title?: string) {
    const posting = await createPosting(db(), { brand, ...(title ? { title } : {}) });
    const [updated] = await db()
      .update(postings)
      .set({ reviewStatus: 'IN_REVIEW', publishedAt: null, submittedAt: new Date() })
      .where(eq(postings.id, posting.id))
      .returning();
    return updated!;
  }

  return { call, auditRowsOf, auditCount, reportPostBy, reportedPost, inReviewPosting };
}

export type AuthoringMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

export const problemBody = (overrides: Record<string, unknown> = {}) => ({
  subject: '한국사',
  stem: '조선을 세운 사람은?',
  choices: ['이성계', '왕건', '주몽', '온조'],
  answer: 1,
  explanation: '1392년 이성계가 조선을 세웠다.',
  ...overrides,
});

/** Exam authoring: requests to the brand's CBT host (brand A's unless `options.host`), where the authoring routes answer. */
export function authoringTestKit(testApp: () => TestApp) {
  const db = () => testApp().database.db;

  const call = (
    method: AuthoringMethod,
    url: string,
    options: { session?: TestSession; host?: string; payload?: unknown } = {},
  ): Promise<LightMyRequestResponse> =>
    testApp().app.inject({
      method,
      url,
      headers: { host: options.host ?? BRAND_A_HOST, ...(options.session ? { cookie: options.session.cookie } : {}) },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  async function auditRows(resourceType: string, resourceId: number | string) {
    return db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, resourceType), eq(auditEvents.resourceId, String(resourceId))))
      .orderBy(auditEvents.id);
  }

  /** A leaf exam type of the brand (made by the factory's exam), for new exams. */
  async function brandTypeId(brand: 'a' | 'b' = 'a', subType = '작성 테스트 유형'): Promise<number> {
    const exam = await createExam(db(), { brand, subType });
    return exam.examTypeId;
  }

  /** A draft exam with one paper of `problemCount` problems, made through the API by `editor`. */
  async function draftThroughApi(
    editor: TestSession,
    problemCount = 1,
    host = BRAND_A_HOST,
    names: { subType?: string; title?: string } = {},
  ) {
    const examTypeId = await brandTypeId(host === BRAND_B_HOST ? 'b' : 'a', names.subType);
    const exam = await call('POST', '/apiV2/admin/exams', { session: editor, host, payload: { examTypeId, title: names.title ?? '작성 중인 시험' } });
    expect(exam.statusCode, exam.body).toBe(201);
    const examIdx = exam.json().examIdx as number;
    const paper = await call('POST', `/apiV2/admin/exams/${examIdx}/exam-details`, {
      session: editor,
      host,
      payload: { title: '1회', timeLimitMinutes: 30 },
    });
    expect(paper.statusCode, paper.body).toBe(201);
    const examDetailIdx = paper.json().examDetailIdx as number;
    const problemIds: number[] = [];
    for (let i = 0; i < problemCount; i++) {
      const problem = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, {
        session: editor,
        host,
        payload: problemBody({ stem: `문제 ${i + 1}` }),
      });
      expect(problem.statusCode, problem.body).toBe(201);
      problemIds.push(problem.json().multipleProblemIdx);
    }
    return { examIdx, examDetailIdx, problemIds };
  }

  return { call, auditRows, brandTypeId, draftThroughApi };
}
