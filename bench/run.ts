/**
 * `npm run bench`: throughput of our API routes as a ratio of a bare Fastify route serving the same bytes,
 * measured in one run on this machine. Ratios (not absolute req/s) are what to compare across machines.
 *
 * Env: BENCH_SECONDS (default 5 per target), BENCH_CONNECTIONS (default 50), DATABASE_URL (default PGlite in memory).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/client';
import { createUser } from '../src/server/accounts/create-user';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(target: Target): Promise<number> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Generate load from a worker thread so the server's event loop is not shared with the load generator.
    workers: 1,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${target.name}: ${bad} failed responses out of ${result.requests.total}`);
  return result.requests.average;
}

async function main() {
  const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
  await database.migrate();
  const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' };
  const app = await buildApp({ config, db: database.db, logger: false });
  const origin = await listen(app);

  const email = `bench-${Date.now()}@example.kr`;
  await createUser(database.db, { brand: 'a', email, password: 'bench12345', username: '벤치', type: 'NORMAL' });
  const login = await fetch(`${origin}/apiV2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify({ email, password: 'bench12345' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);
  const headers = { cookie, host: 'localhost' };
  const profileBody = await (await fetch(`${origin}/apiV2/auth/profile`, { headers })).text();

  // The baseline: a bare Fastify route answering the very same bytes, no database, no plugins.
  const bare = Fastify({ logger: false });
  bare.get('/apiV2/auth/profile', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(profileBody);
  });
  const bareOrigin = await listen(bare);

  console.log(`bench: ${SECONDS}s per target, ${CONNECTIONS} connections, database ${database.kind}`);
  const rows: Array<{ route: string; reqPerSec: number; baseline: number; ratio: number }> = [];
  const pairs: Array<[string, Target, Target]> = [
    [
      'GET /apiV2/auth/profile',
      { name: 'profile', url: `${origin}/apiV2/auth/profile`, headers },
      { name: 'bare', url: `${bareOrigin}/apiV2/auth/profile`, headers },
    ],
  ];
  for (const [route, ours, baseline] of pairs) {
    // Interleave baseline and ours so both see the same machine state.
    const base = await measure(baseline);
    const own = await measure(ours);
    rows.push({ route, reqPerSec: Math.round(own), baseline: Math.round(base), ratio: Number((own / base).toFixed(3)) });
  }
  console.table(rows);
  for (const row of rows) console.log(`${row.route}: ${row.ratio}× of a bare Fastify route (${row.reqPerSec} vs ${row.baseline} req/s)`);

  await app.close();
  await bare.close();
  await database.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
