/**
 * Logs are JSON lines, and every line written while a request is handled carries its id — lines of request.log and
 * lines of code that only has the app's logger (the mailer) alike — which the response returns as X-Request-Id.
 * A client's X-Request-Id is taken only behind a trusted proxy.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/server-config';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-db';
import { buildApp } from '../app';

let database: Database;
const apps: FastifyInstance[] = [];
const lines: Array<Record<string, unknown>> = [];
const rawLines: string[] = [];

async function appWith(trustProxy: boolean): Promise<FastifyInstance> {
  const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'info', trustProxy };
  const app = await buildApp({
    config,
    db: database.db,
    logStream: {
      write: (line) => {
        rawLines.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  // A handler that logs both ways, and mails through the app's mailer (which logs with the app's logger).
  app.get('/apiV2/test-logging', async (request) => {
    request.log.info('through request.log');
    await new Promise((resolve) => setTimeout(resolve, 5));
    app.log.info('through the app logger, later in the request');
    await app.mailer.send({ brand: 'a', to: 'log@example.kr', subject: '제목', body: '본문' });
    return { ok: true };
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('request ids in logs', () => {
  it('puts the id on every line of the request, and returns it', async () => {
    const app = await appWith(false);
    lines.length = 0;
    rawLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/apiV2/test-logging', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'incoming request',
        'through request.log',
        'through the app logger, later in the request',
        'mail kept in outbox (no SMTP_URL)',
        'request completed',
      ]),
    );
    for (const line of lines) {
      expect(line.requestId, String(line.msg)).toBe(id);
      expect(line.level, String(line.msg)).toBe('info');
      expect(line.time, String(line.msg)).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    // One requestId field per line, never two (request.log's binding and the scope's mixin never both write it).
    for (const raw of rawLines) expect(raw.split('"requestId"').length, raw).toBe(2);

    // Two requests, two ids.
    const again = await app.inject({ method: 'GET', url: '/healthz/live', headers: { host: 'localhost:3000' } });
    expect(again.headers['x-request-id']).not.toBe(id);
  });

  it("ignores a client's X-Request-Id unless a trusted proxy sent it", async () => {
    const direct = await appWith(false);
    const proxied = await appWith(true);
    const get = (app: FastifyInstance, requestId: string) =>
      app.inject({ method: 'GET', url: '/healthz/live', headers: { host: 'localhost:3000', 'x-request-id': requestId } });

    expect((await get(direct, 'lb-1234')).headers['x-request-id']).not.toBe('lb-1234');
    expect((await get(proxied, 'lb-1234')).headers['x-request-id']).toBe('lb-1234');
    // Nothing that could break a log line or a header, even from the proxy.
    expect((await get(proxied, 'a b"c')).headers['x-request-id']).not.toBe('a b"c');
    expect((await get(proxied, 'x'.repeat(200))).headers['x-request-id']).toHaveLength(36);
  });
});
