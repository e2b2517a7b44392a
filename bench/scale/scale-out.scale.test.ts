/**
 * Scale-out proof (ADR 18): three instances of the product behind nginx on PostgreSQL, Redis and S3
 * (scale-set.ts), exercised through the load balancer and through each instance directly. One set for the whole
 * file; the test that kills an instance runs last.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE, PNG_BYTES, PREPARE } from '../../src/test/upload-kit';
import { type BenchTakers, seedBenchTakers } from '../bench-fixtures';
import { type SaveResult, acked, expectedAnswers } from '../faults-report';
import { type ScaleSet, startScaleSet } from './scale-set';
import { asMember, graphql, login, openChatStream } from './scale-kit';
import { httpRequest, jsonRequest, waitFor } from './scale-http';

/** Background jobs run this often in the set (job-period.ts), so several periods fit in a test. */
const JOB_PERIOD_MS = 2_000;
const TAKERS = 20;

let set: ScaleSet;
let takers: BenchTakers;
/** Each instance's own origin, then the load balancer's. */
let everywhere: string[];

beforeAll(async () => {
  set = await startScaleSet({
    instances: 3,
    jobPeriodMs: JOB_PERIOD_MS,
    // The tests log in with the same demo accounts many times from one address (as the browser tests do).
    env: { LOGIN_MAX_ATTEMPTS: '1000', LOGIN_CLIENT_MAX_FAILURES: '1000', REGISTER_MAX_PER_MINUTE: '1000' },
    prepare: async (db) => {
      takers = await seedBenchTakers(db, TAKERS, 'scale-taker');
    },
    log: () => {},
  });
  everywhere = [...set.instances.map((instance) => instance.origin), set.lb];
});

afterAll(async () => {
  await set?.stop();
});

const visitorJson = async (origin: string, path: string) => {
  const response = await httpRequest(origin, { path });
  expect(response.status, `${origin}${path}: ${response.text.slice(0, 200)}`).toBe(200);
  return response.json();
};

describe('the load balancer', () => {
  it('spreads consecutive requests over every instance (round robin, no stickiness)', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < set.instances.length * 2; i += 1) {
      upstreams.add(String((await httpRequest(set.lb, { path: '/healthz' })).headers['x-upstream']));
    }
    expect([...upstreams].sort()).toEqual(set.instances.map((instance) => `127.0.0.1:${instance.port}`).sort());
  });
});

describe('chat across instances', () => {
  it('a message sent through one instance reaches the member’s streams held by every instance and by the load balancer', async () => {
    const student = await login(set.lb, 'student@careerroad.kr');
    const hr = await login(set.lb, 'hr@careerroad.kr');
    const [exam] = (await visitorJson(set.lb, '/apiV2/exams/best?limit=1')).items;
    const { data } = await graphql(set.lb, 'query ($id: Int!) { cbtExamChatRoom(cbtExamId: $id) { id } }', { id: exam.examIdx });
    const roomId = data.cbtExamChatRoom.id as string;
    const join = 'mutation ($id: ID!) { joinChatRoom(chatRoomId: $id) { chatRoomId } }';
    for (const cookie of [student, hr]) await graphql(set.lb, join, { id: roomId }, { cookie });

    const streams = await Promise.all(everywhere.map((origin) => openChatStream(origin, student)));
    try {
      // The stream through nginx starts at once: the response is not buffered.
      for (const { stream } of streams) expect((await stream.event('ready', 5_000)).data.chatRoomIds).toContain(roomId);
      const send = 'mutation ($id: ID!, $body: String!) { sendChatMessage(chatRoomId: $id, body: $body) { id body } }';
      for (const through of [set.instances[2]!.origin, set.lb]) {
        const body = `다른 서버에서 보낸 메시지 ${randomBytes(3).toString('hex')}`;
        const { data: sent } = await graphql(through, send, { id: roomId, body }, { cookie: hr });
        for (const { stream } of streams) {
          const frame = await stream.next((f) => f.event === 'message' && f.data.body === body, 5_000);
          expect(frame.data).toMatchObject({ id: sent.sendChatMessage.id, body, mine: false });
        }
      }
    } finally {
      for (const { stream } of streams) stream.close();
    }
  });
});

describe('cached reads across instances', () => {
  it('a like through one instance changes the count every instance serves on the very next read', async () => {
    const [exam] = (await visitorJson(set.lb, '/apiV2/exams/best?limit=1')).items;
    const member = asMember(await login(set.lb, 'student@careerroad.kr'));
    const counts = () => Promise.all(set.instances.map(async (i) => (await visitorJson(i.origin, `/apiV2/exams/${exam.examIdx}`)).likeCount));
    // Every instance holds the exam in its read cache now.
    const [before] = await counts();
    await member.send(set.lb, 'POST', `/apiV2/exams/${exam.examIdx}/unlike`);
    const base = (await counts())[0]!;
    expect(base).toBeLessThanOrEqual(before);
    // Each instance in turn takes the write; the others answer the next read with the new count.
    for (const [n, writer] of set.instances.entries()) {
      const action = n % 2 === 0 ? 'like' : 'unlike';
      const written = await member.send(writer.origin, 'POST', `/apiV2/exams/${exam.examIdx}/${action}`);
      expect(written.status).toBe(200);
      const expected = action === 'like' ? base + 1 : base;
      expect(written.json().likeCount).toBe(expected);
      expect(await counts()).toEqual(set.instances.map(() => expected));
    }
  });

  it('an exam published through one instance is listed by every instance on the next read, in the API and on the category page', async () => {
    const [sample] = (await visitorJson(set.lb, '/apiV2/exams/best?limit=1')).items;
    const category = sample.examTypes[0].slug as string;
    const examTypeId = sample.examTypes.at(-1).id as number;
    const listPath = `/apiV2/exams?categorySlug=${category}&pageSize=50`;
    const pagePath = `/exam/${category}`;
    const title = `스케일 아웃 모의고사 ${randomBytes(3).toString('hex')}`;
    // Every instance caches the list and the anonymous category page first.
    for (const instance of set.instances) {
      await visitorJson(instance.origin, listPath);
      expect((await httpRequest(instance.origin, { path: pagePath })).status).toBe(200);
    }

    const admin = asMember(await login(set.lb, 'admin@careerroad.kr'));
    const author = set.instances[0]!.origin;
    const created = await admin.send(author, 'POST', '/apiV2/admin/exams', { examTypeId, title });
    expect(created.status, created.text).toBe(201);
    const examIdx = created.json().examIdx as number;
    const paper = await admin.send(author, 'POST', `/apiV2/admin/exams/${examIdx}/exam-details`, { title: '1회', timeLimitMinutes: 20 });
    const problem = { subject: '공통', stem: '첫 문제', choices: ['가', '나', '다', '라'], answer: 2 };
    expect((await admin.send(author, 'POST', `/apiV2/admin/exam-details/${paper.json().examDetailIdx}/problems`, problem)).status).toBe(201);
    expect((await admin.send(author, 'POST', `/apiV2/admin/exams/${examIdx}/publish`)).status).toBe(200);

    for (const instance of set.instances) {
      const listed = (await visitorJson(instance.origin, listPath)).items.map((item: { examIdx: number }) => item.examIdx);
      expect(listed, instance.origin).toContain(examIdx);
      const page = await httpRequest(instance.origin, { path: pagePath });
      expect(page.text, `${instance.origin}${pagePath} (x-page-cache: ${page.headers['x-page-cache']})`).toContain(title);
    }
  });
});

describe('sessions across instances', () => {
  it('a logout through one instance refuses the token on every instance at once', async () => {
    const member = asMember(await login(set.lb, 'student@careerroad.kr'));
    // Each instance has the session in its session cache after this.
    for (const origin of everywhere) expect((await member.get(origin, '/apiV2/auth/profile')).status).toBe(200);
    expect((await member.send(set.instances[1]!.origin, 'POST', '/apiV2/auth/logout')).status).toBe(204);
    for (const origin of everywhere) expect((await member.get(origin, '/apiV2/auth/profile')).status, origin).toBe(401);
  });
});

describe('background jobs across instances', () => {
  it('each job runs once per period across the three instances, and its work is done', async () => {
    const database = new pg.Client({ connectionString: set.databaseUrl });
    await database.connect();
    try {
      // An overdue MOCK record for the expiring job to score.
      const cookie = takers.cookies[TAKERS - 1]!;
      const started = await asMember(cookie).send(set.lb, 'POST', '/apiV2/records', { mode: 'MOCK', examDetailIdx: takers.paperId });
      const recordId = started.json().recordIdx as number;
      await database.query(`update exam_records set deadline_at = now() - interval '1 minute' where id = $1`, [recordId]);

      const firstSlot = Math.ceil(Date.now() / JOB_PERIOD_MS);
      const jobs = ['delete-stale-uploads', 'expire-overdue-records', 'remind-closing-postings'];
      const wanted = [firstSlot, firstSlot + 1, firstSlot + 2];
      const runs = await waitFor(
        'three periods of every job',
        () => {
          // Runs start at their period's start: a second into the last wanted period, all of them are in.
          if (Date.now() < wanted.at(-1)! * JOB_PERIOD_MS + 1_000) return undefined;
          const lines = readFileSync(set.jobLog!, 'utf8').trim().split('\n').filter(Boolean);
          return lines.map((line) => JSON.parse(line) as { job: string; slot: number; pid: number }).filter((run) => wanted.includes(run.slot));
        },
        { timeoutMs: 5 * JOB_PERIOD_MS + 5_000, intervalMs: 200 },
      );
      for (const job of jobs) {
        expect(wanted.map((slot) => runs.filter((run) => run.job === job && run.slot === slot).length), job).toEqual([1, 1, 1]);
      }
      const pids = new Set(set.instances.map((instance) => instance.child.pid));
      for (const run of runs) expect(pids.has(run.pid)).toBe(true);

      const { rows } = await database.query('select status from exam_records where id = $1', [recordId]);
      expect(rows[0].status).toBe('EXPIRED');
    } finally {
      await database.end();
    }
  });
});

describe('uploads across instances (S3)', () => {
  it('an upload prepared on one instance, PUT to its signed URL and completed on another is served by a third', async () => {
    const [first, second, third] = set.instances;
    const { data, response } = await graphql(first!.origin, PREPARE, { name: 'scale.png', size: PNG_BYTES.length, type: 'image/png' });
    const prepared = data.attachmentPrepareUpload;
    // A visitor's uploads belong to the uploadSession cookie the first instance set.
    const cookie = response.cookies.find((c) => c.startsWith('uploadSession='))!;
    expect(cookie).toBeDefined();
    const signed = new URL(prepared.signedURL);
    expect(signed.origin).toBe(set.s3.config.endpoint);
    const put = await httpRequest(signed.origin, {
      method: 'PUT',
      path: `${signed.pathname}${signed.search}`,
      host: signed.host,
      headers: { 'content-type': 'image/png', 'content-length': String(PNG_BYTES.length) },
      body: PNG_BYTES,
    });
    expect(put.status).toBe(200);

    const { data: completed } = await graphql(third!.origin, COMPLETE, { attachmentID: prepared.attachment.id }, { cookie });
    expect(completed.attachmentCompleteUpload).toMatchObject({ id: prepared.attachment.id, type: 'image/png', size: PNG_BYTES.length });
    for (const origin of [second!.origin, set.lb]) {
      const served = await httpRequest(origin, { path: prepared.attachment.url });
      expect(served.status).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body.equals(PNG_BYTES)).toBe(true);
    }
  });
});

describe('an instance lost mid-exam', () => {
  it(`losing an instance during ${TAKERS} takers’ answer saves loses no acknowledged answer, and every taker’s next save succeeds through the others`, async () => {
    const SAVES_PER_TAKER = 30;
    const KILL_AFTER_ACKS = 150;
    const victim = set.instances[1]!;
    const headersOf = (cookie: string) => ({ cookie });
    const recordIds = await Promise.all(
      takers.cookies.slice(0, TAKERS).map(async (cookie) => {
        const response = await jsonRequest(set.lb, 'POST', '/apiV2/records', { mode: 'MOCK', examDetailIdx: takers.paperId }, { headers: headersOf(cookie) });
        expect([200, 201]).toContain(response.status);
        return response.json().recordIdx as number;
      }),
    );

    const results: Array<SaveResult & { upstream?: string; afterKill: boolean }> = [];
    let killedAt: number | undefined;
    let killing: Promise<void> | undefined;
    let k = 0;
    const deadline = Date.now() + 60_000;
    await Promise.all(
      recordIds.map(async (recordId, taker) => {
        for (let n = 0; n < SAVES_PER_TAKER && Date.now() < deadline; n += 1) {
          const problemId = takers.problemIds[n % takers.problemIds.length]!;
          const choice = 1 + ((taker + n) % 4);
          const result: SaveResult & { upstream?: string; afterKill: boolean } = {
            k: k++,
            taker,
            problemId,
            choice,
            startedAt: performance.now(),
            endedAt: 0,
            afterKill: killedAt !== undefined,
          };
          try {
            const response = await jsonRequest(set.lb, 'PUT', `/apiV2/records/${recordId}/answers/${problemId}`, { choice }, { headers: headersOf(takers.cookies[taker]!) });
            Object.assign(result, { status: response.status, body: response.text.slice(0, 200), upstream: response.headers['x-upstream'] });
          } catch (error) {
            result.error = (error as Error).message;
          }
          result.endedAt = performance.now();
          results.push(result);
          if (!killing && results.filter(acked).length >= KILL_AFTER_ACKS) {
            killing = set.kill(victim.index).then(() => void (killedAt = performance.now()));
          }
          // After the kill has begun, wait for it, so "after the kill" means the instance is gone.
          if (killing && killedAt === undefined) await killing;
        }
      }),
    );
    expect(killedAt, 'the instance was killed mid-exam').toBeDefined();

    // What every taker's sheet holds now, read through the load balancer.
    const stored = new Map<string, number | null>();
    for (const [taker, recordId] of recordIds.entries()) {
      const sheet = await asMember(takers.cookies[taker]!).get(set.lb, `/apiV2/records/${recordId}`);
      expect(sheet.status).toBe(200);
      for (const answer of sheet.json().answers as Array<{ multipleProblemIdx: number; choice: number | null }>) {
        stored.set(`${taker}:${answer.multipleProblemIdx}`, answer.choice);
      }
    }
    const expected = expectedAnswers(results);
    const lost = [...expected].filter(([key, want]) => !want.choices.has(stored.get(key) ?? -1)).map(([key]) => key);

    const afterKill = results.filter((r) => r.afterKill);
    const victimAddress = `127.0.0.1:${victim.port}`;
    const retried = results.filter((r) => r.upstream?.includes(','));
    console.log(
      `[scale] kill mid-exam: ${results.length} saves, ${results.filter(acked).length} acknowledged, ` +
        `${results.filter((r) => !acked(r)).length} not acknowledged, ${lost.length} acknowledged answers lost; ` +
        `${retried.length} retried by nginx on another instance; after the kill ${afterKill.filter(acked).length}/${afterKill.length} saves acknowledged`,
    );
    expect(lost).toEqual([]);
    // Every taker went on after the kill, and every one of those saves was acknowledged by a surviving instance.
    expect(new Set(afterKill.map((r) => r.taker)).size).toBe(TAKERS);
    expect(afterKill.filter((r) => !acked(r)).map((r) => r.status ?? r.error)).toEqual([]);
    for (const r of afterKill) expect(r.upstream?.split(', ').at(-1)).not.toBe(victimAddress);
  });
});
