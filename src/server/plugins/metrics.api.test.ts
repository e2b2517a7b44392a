/**
 * GET /metrics: each series moves when its event happens — requests by route family (errors by status class), a
 * background job's run, an answer-save batch, a chat stream opening and closing, a mail entering the outbox, the pool —
 * and only a scraper with the token (or, without one, this machine) may read it. Samples are compared before and
 * after each event: the process' series (batch sizes) add up across the apps of a test worker.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openStream, startApp } from '../../test/chat-stream-kit';
import { createExam, createLoggedInUser } from '../../test/factories';
import { scrapeMetrics } from '../../test/metrics-kit';
import { type InjectOptions, type TestApp, createTestApp, injectRequest, useTestApp } from '../../test/test-app';

const t = useTestApp();
const request = (method: 'GET' | 'POST' | 'PUT', url: string, options?: InjectOptions) => injectRequest(t.app, method, url, options);
const member = () => createLoggedInUser(t.database.db);
const scrape = () => scrapeMetrics(t.app);

describe('GET /metrics', () => {
  it('counts requests by route family, from the route pattern, with 4xx as errors (5xx: database-outage.api.test.ts)', async () => {
    const before = await scrape();
    expect(before.text).toContain('# TYPE http_request_duration_seconds histogram');
    const session = await member();
    expect((await request('GET', '/apiV2/exam-types')).statusCode).toBe(200);
    expect((await request('GET', '/apiV2/exams/999999', { cookie: session.cookie })).statusCode).toBe(404);
    expect((await request('GET', '/shop/cart', { host: 'nurse.localhost:3000' })).statusCode).toBe(401);
    expect((await request('POST', '/graphql', { payload: { query: '{ __typename }' } })).statusCode).toBe(200);
    expect((await request('GET', '/no-such-page')).statusCode).toBe(404);
    const after = await scrape();

    const count = 'http_request_duration_seconds_count';
    expect(after.value(count, { family: 'cbt', method: 'GET', status_class: '2xx' }) - before.value(count, { family: 'cbt', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(after.value(count, { family: 'cbt', status_class: '4xx' }) - before.value(count, { family: 'cbt', status_class: '4xx' })).toBe(1);
    expect(after.value('http_request_errors_total', { family: 'cbt', status_class: '4xx' }) - before.value('http_request_errors_total', { family: 'cbt', status_class: '4xx' })).toBe(1);
    expect(after.value('http_request_errors_total', { family: 'shop', status_class: '4xx' }) - before.value('http_request_errors_total', { family: 'shop', status_class: '4xx' })).toBe(1);
    expect(after.value(count, { family: 'portal-graphql', method: 'POST' }) - before.value(count, { family: 'portal-graphql', method: 'POST' })).toBe(1);
    // No route matched (API tests run without Next): one bounded label, never the path.
    expect(after.value(count, { family: 'unmatched' }) - before.value(count, { family: 'unmatched' })).toBe(1);
    expect(after.text).not.toContain('no-such-page');
    expect(after.text).not.toContain('/apiV2/');
    // The histogram's buckets are there for latency quantiles per family.
    expect(after.value('http_request_duration_seconds_bucket', { family: 'cbt', method: 'GET', status_class: '2xx', le: '+Inf' })).toBeGreaterThan(0);
  });

  it('counts a background job run', async () => {
    const runs = { job: 'expire-overdue-records' };
    const before = await scrapeMetrics(t.app);
    expect(before.text).toContain('background_job_failures_total{job="expire-overdue-records"} 0');
    expect(await t.app.jobs.runDue('expire-overdue-records')).toEqual(['expire-overdue-records']);
    const after = await scrapeMetrics(t.app);
    expect(after.value('background_job_runs_total', runs) - before.value('background_job_runs_total', runs)).toBe(1);
    expect(after.value('background_job_failures_total', runs)).toBe(0);
    expect(after.value('background_job_duration_seconds_count', runs) - before.value('background_job_duration_seconds_count', runs)).toBe(1);
  });

  it('records the size of answer-save batches', async () => {
    const exam = await createExam(t.database.db, { papers: [{ problems: 4, timeLimitMinutes: 20 }] });
    const session = await member();
    const started = await request('POST', '/apiV2/records', {
      cookie: session.cookie,
      payload: { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { recordIdx } = started.json() as { recordIdx: number };
    const batcher = { batcher: 'answer-save' };
    const before = await scrape();
    // Three saves sent together share one statement.
    const saves = await Promise.all(
      exam.problems
        .slice(0, 3)
        .map((p) => request('PUT', `/apiV2/records/${recordIdx}/answers/${p.id}`, { cookie: session.cookie, payload: { choice: 1 } })),
    );
    expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200]);
    const after = await scrape();
    const batches = after.value('statement_batch_size_count', batcher) - before.value('statement_batch_size_count', batcher);
    const saved = after.value('statement_batch_size_sum', batcher) - before.value('statement_batch_size_sum', batcher);
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(saved).toBe(3);
  });

  it('shows a mail entering the outbox', async () => {
    const depth = { transport: 'outbox' };
    const before = await scrape();
    await t.app.mailer.send({ brand: 'a', to: 'metrics@example.kr', subject: '제목', body: '본문' });
    const after = await scrape();
    expect(after.value('mail_outbox_unsent', depth) - before.value('mail_outbox_unsent', depth)).toBe(1);
  });

  it("shows the database pool of the app's driver", async () => {
    const kind = t.database.kind;
    const scraped = await scrape();
    expect(scraped.value('db_pool_connections', { driver: kind, state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(scraped.value('db_pool_connections', { driver: kind, state: 'waiting' })).toBe(0);
    expect(scraped.value('db_pool_max_connections', { driver: kind })).toBe(kind === 'postgres' ? 4 : 1);
    // Node's own series come along.
    expect(scraped.text).toContain('process_resident_memory_bytes');
  });

  it('counts open chat streams: one more while a stream is open, back when it closes', async () => {
    const running = await startApp(t.database);
    try {
      const session = await member();
      const before = (await scrapeMetrics(running.app)).value('chat_streams_open');
      const stream = await openStream(running, { cookie: session.cookie });
      await stream.event('ready');
      expect((await scrapeMetrics(running.app)).value('chat_streams_open')).toBe(before + 1);
      stream.close();
      const deadline = Date.now() + 3_000;
      while ((await scrapeMetrics(running.app)).value('chat_streams_open') !== before) {
        if (Date.now() > deadline) throw new Error('the closed stream is still counted');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await running.app.close();
    }
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: this machine only, and not through a proxy', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { host: 'localhost:3000', ...headers } });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('203.0.113.9')).statusCode).toBe(404);
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
  });

  describe('with METRICS_TOKEN', () => {
    let guarded: TestApp;
    afterAll(() => guarded?.close());

    it('refuses a request without the token, from anywhere, and answers the bearer of it', async () => {
      guarded = await createTestApp({ metricsToken: 'scrape-token-of-the-test' });
      const scrapeWith = (headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
        guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { host: 'localhost:3000', ...headers } });
      const missing = await scrapeWith({}, '127.0.0.1');
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toBe('Bearer');
      expect(missing.json()).toMatchObject({ statusCode: 401 });
      expect((await scrapeWith({ authorization: 'Bearer wrong-token-of-the-test' })).statusCode).toBe(401);
      const allowed = await scrapeWith({ authorization: 'Bearer scrape-token-of-the-test' });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('http_request_duration_seconds');
    });
  });
});
