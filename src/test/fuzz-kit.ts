/**
 * Shared parts of the API fuzz tests (src/server/hardening/rest-fuzz.api.test.ts and graphql-fuzz.api.test.ts):
 * a probe (one malformed request), the rules every answer must follow, the runner that sends probes and collects
 * failures, and the data every probe refers to (ids that exist, so each request varies exactly one argument and the
 * rest is valid-looking).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createSession } from '../server/accounts/create-session';
import { getCbtExamChatRoom } from '../server/chat/get-cbt-exam-chat-room';
import { joinChatRoom } from '../server/chat/join-chat-room';
import {
  type TestCommunityBoard,
  type TestExam,
  type TestSession,
  createCommunityBoard,
  createCommunityPost,
  createExam,
  createLoggedInUser,
  createShopProduct,
  createUser,
} from './factories';
import { KOREAN, LEAK_PATTERN } from './fuzz-values';
import { BRAND_A_HOST, BRAND_B_HOST, type TestApp, createTestApp } from './test-app';
import { type ShopProduct, type User, users } from '../db/schema';

// ---------------------------------------------------------------------------------------------------------------
// One probe = one request; checking = the rules every answer must follow.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Probe {
  method: Method;
  url: string;
  host: string;
  /** A cookie, or a function making a fresh one (logout routes end the session they are sent with). */
  cookie?: string | (() => Promise<string>);
  headers?: Record<string, string>;
  /** Raw body text (or bytes), sent as application/json. */
  body?: string | Buffer;
  /** The route or field and the argument varied, for the report. */
  target: string;
  /** The malformed value's label, for the report. */
  value: string;
  /** GraphQL answers keep graphql-js' own messages ("Syntax Error: ...") and need no Korean message. */
  graphql?: boolean;
  /** The request must be refused with a 4xx (a document not worth executing), not answered. */
  refuse?: boolean;
}

const BATCH_SIZE = 20;
let requestsSent = 0;

/** How many requests this worker's probes have sent so far (each test file runs in its own worker). */
export const requestCount = () => requestsSent;

/** Why an answer breaks the rules, or null when it is fine. */
export function problemWith(probe: Probe, response: LightMyRequestResponse): string | null {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push('5xx');
  else if (probe.refuse && response.statusCode < 400) problems.push('executed instead of refused with a 4xx');
  // graphql-js' syntax errors are documented to reach clients as they are (docs/CONTRACTS.md); "Syntax Error:" is
  // a message, not a leaked exception, so only that exact phrase is spared.
  const scanned = probe.graphql ? response.body.replace(/Syntax Error:/g, 'Syntax error -') : response.body;
  const leak = LEAK_PATTERN.exec(scanned);
  if (leak) problems.push(`leaks "${leak[0]}"`);
  // Every REST client error is an API error body { statusCode, code, message } meant for the member, so its message
  // must be Korean whatever the 4xx (400, 401, 403, 404, 413, 415, 429, ...).
  if (!probe.graphql && response.statusCode >= 400 && response.statusCode < 500) {
    let message: unknown;
    try {
      message = (JSON.parse(response.body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || !KOREAN.test(message)) {
      problems.push(`${response.statusCode} without a Korean message`);
    }
  }
  return problems.length ? problems.join(', ') : null;
}

const excerpt = (body: string) => JSON.stringify(body.slice(0, 200));

/** Sends one probe; a failure line for the report, or null. */
export async function run(t: TestApp, probe: Probe): Promise<string | null> {
  const cookie = typeof probe.cookie === 'function' ? await probe.cookie() : probe.cookie;
  // No Origin header: the server then skips its Origin check, so unsafe methods reach validation.
  const headers: Record<string, string> = {
    host: probe.host,
    ...(cookie ? { cookie } : {}),
    ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...probe.headers,
  };
  const line = (status: string, why: string, body: string) =>
    `${probe.method} ${probe.target} ← ${probe.value}: ${status} ${why} ${body}`;
  requestsSent += 1;
  let response: LightMyRequestResponse;
  try {
    response = await t.app.inject({
      method: probe.method,
      url: probe.url,
      headers,
      ...(probe.body !== undefined ? { payload: probe.body } : {}),
    });
  } catch (error) {
    return line('-', 'request threw', String(error).slice(0, 200));
  }
  const problem = problemWith(probe, response);
  return problem ? line(String(response.statusCode), problem, excerpt(response.body)) : null;
}

/** Sends probes in small concurrent batches (PGlite is single-threaded; bigger batches only queue) and collects. */
export async function runAll(t: TestApp, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < probes.length; i += BATCH_SIZE) {
    const results = await Promise.all(probes.slice(i, i + BATCH_SIZE).map((probe) => run(t, probe)));
    for (const result of results) if (result) failures.push(result);
  }
  return failures;
}

/** Failures are collected and reported together, so one run lists everything left to fix. */
export function expectNoFailures(failures: string[], probes: number) {
  const report = `${failures.length} of ${probes} malformed requests were answered wrongly:\n${failures.join('\n')}`;
  expect(failures.length, report).toBe(0);
}

// ---------------------------------------------------------------------------------------------------------------
// Data: ids that exist, so every request varies exactly one argument and the rest is valid-looking.

export interface FuzzFixture {
  t: TestApp;
  member: TestSession;
  memberB: TestSession;
  /** Members whose sessions logout routes may end: each logout probe gets a fresh session of one of them. */
  logoutUserA: User;
  logoutUserB: User;
  /**
   * Extra members, used in turn by routes limited per member (starting a record, ordering, chat messages) and as
   * login accounts, so that a 429 does not stop a probe before the validation and the operation it is meant to reach.
   */
  poolA: readonly TestSession[];
  poolB: readonly TestSession[];
  /** The next member of a pool, round-robin over both pools. */
  nextOf(pool: readonly TestSession[]): TestSession;
  /** A number not returned before, for values that must be new each time (a registration email). */
  unique(): number;
  exam: TestExam;
  product: ShopProduct;
  orderSheetNo: string;
  board: TestCommunityBoard;
  recordIdx: number;
  chatRoomId: string;
  close(): Promise<void>;
}

export async function createFuzzFixture(): Promise<FuzzFixture> {
  // Generous rate limits: a 429 would stop the request before the validation and operations these tests are about.
  const t = await createTestApp({
    loginMaxAttempts: 1_000_000,
    loginClientMaxFailures: 1_000_000,
    registerMaxPerMinute: 1_000_000,
    uploadMaxPerMinute: 1_000_000,
    suggestionMaxPerMinute: 1_000_000,
  });
  try {
    const db = t.database.db;
    const member = await createLoggedInUser(db, { nickname: '퍼즈회원' });
    const memberB = await createLoggedInUser(db, { brand: 'b', nickname: '퍼즈회원B' });
    const logoutUserA = await createUser(db);
    const logoutUserB = await createUser(db, { brand: 'b' });
    const exam = await createExam(db, { title: '퍼즈 시험', papers: [{ problems: 4 }] });
    const shopExam = await createExam(db, { brand: 'b', isFree: false, price: 12_000 });
    const product = await createShopProduct(db, { examId: shopExam.examIdx, price: 12_000 });
    const board = await createCommunityBoard(db, { menu: { bookmarkable: true } });
    await createCommunityPost(db, board, { author: member.user });
    const room = await getCbtExamChatRoom(db, { brand: 'a', examId: exam.examIdx });
    await joinChatRoom(db, room.id, member.user.id);
    // Pool members share the member's password hash (no hashing cost) and are in the chat room too.
    const poolOf = async (brand: 'a' | 'b', size: number) => {
      const pool: TestSession[] = [];
      for (let i = 0; i < size; i++) {
        const [user] = await db
          .insert(users)
          .values({
            brand,
            email: `fuzz-pool-${brand}-${i}@example.kr`,
            username: '퍼즈',
            type: 'NORMAL',
            passwordHash: member.user.passwordHash,
          })
          .returning();
        const { token } = await createSession(db, user!, { ttlDays: 1 });
        if (brand === 'a') await joinChatRoom(db, room.id, user!.id);
        pool.push({ user: user!, cookie: `accessToken=${token}` });
      }
      return pool;
    };
    const poolA = await poolOf('a', 16);
    const poolB = await poolOf('b', 16);
    const order = await t.app.inject({
      method: 'POST',
      url: '/v2/orders',
      headers: { host: BRAND_B_HOST, cookie: memberB.cookie, 'content-type': 'application/json' },
      payload: { products: [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    const record = await t.app.inject({
      method: 'POST',
      url: '/apiV2/records',
      headers: { host: BRAND_A_HOST, cookie: member.cookie, 'content-type': 'application/json' },
      payload: { mode: 'ONE', examDetailIdx: exam.papers[0]!.examDetailIdx },
    });
    expect(record.statusCode, record.body).toBe(201);
    let poolTurn = 0;
    let uniqueCounter = 0;
    return {
      t,
      member,
      memberB,
      logoutUserA,
      logoutUserB,
      poolA,
      poolB,
      nextOf: (pool) => pool[poolTurn++ % pool.length]!,
      unique: () => ++uniqueCounter,
      exam,
      product,
      orderSheetNo: (order.json() as { orderSheetNo: string }).orderSheetNo,
      board,
      recordIdx: (record.json() as { recordIdx: number }).recordIdx,
      chatRoomId: room.id,
      close: () => t.close(),
    };
  } catch (error) {
    // A failed set-up still releases its database, since afterAll gets no fixture to close.
    await t.close();
    throw error;
  }
}
