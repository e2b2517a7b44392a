/**
 * The records API tests' app and calls (records-*.api.test.ts): `useRecordsApi()` at the top of a test file
 * opens one app on a fresh database for the file and returns calls bound to it.
 */
import { expect } from 'vitest';
import { type TestExam, type TestSession, createExam, createLoggedInUser } from './factories';
import { BRAND_A_HOST, type InjectOptions, injectRequest, useTestApp } from './test-app';

export type StartedSheet = { recordIdx: number; problems: Array<{ multipleProblemIdx: number }> } & Record<string, unknown>;

export function useRecordsApi() {
  const t = useTestApp();

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
    return response.json() as StartedSheet;
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

  return { request, db, member, paperExam, start, startPaper, answer, submit, getRecord, answerPaper };
}
