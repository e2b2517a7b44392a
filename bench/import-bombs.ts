/**
 * XLSX import bombs (the import's bounds, src/server/exam-import/read-xlsx-rows.ts): three operators at once each
 * submit a 1,000,000-row sheet and a shared-strings bomb to the dry run while a visitor polls /healthz. Reported:
 * /healthz p95 during the imports, the refusals' statuses and latency, and the API process's memory growth (its
 * peak RSS during the imports over its RSS before). Targets: p95 ≤ 100 ms, refusal < 1 s, growth < 100 MB.
 *
 * `measureImportBombs` is the row bench/run.ts adds; `npx tsx bench/import-bombs.ts` runs it alone on a scratch
 * PostgreSQL database (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), created and dropped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { createExam, createLoggedInOperator } from '../src/test/factories';
import { millionRowXlsx, sharedStringsBombXlsx } from '../src/test/xlsx-bombs';

const HOST = 'cbt.careerroad.localhost';

export interface ImportBombsSetup {
  origin: string;
  /** The API process (or the launcher it runs under), whose RSS with its children's is sampled from /proc. */
  pid: number;
  /** Cookie headers of operators (CONTENT_EDITOR of brand A), one concurrent importer each. */
  operatorCookies: string[];
  /** A brand A exam to import into. */
  examIdx: number;
}

export interface ImportBombsResult {
  healthzP95Ms: number;
  healthzMaxMs: number;
  healthzSamples: number;
  refusals: Array<{ name: string; statuses: string; maxMs: number }>;
  memoryGrowthMb: number;
  lines: string[];
}

function post(origin: string, requestPath: string, cookie: string, body: string) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${origin}${requestPath}`,
      { method: 'POST', headers: { host: HOST, cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

function get(origin: string, requestPath: string) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(`${origin}${requestPath}`, { headers: { host: HOST } }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    request.once('error', reject);
    request.end();
  });
}

/** Resident set size in bytes of `pid` and its descendants (tsx runs the server in a child of its own; Linux /proc). */
function rssOf(pid: number): number {
  let total = 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    total += match ? Number(match[1]) * 1024 : 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) total += rssOf(Number(child));
    }
  } catch {
    // The process ended between listing and reading.
  }
  return total;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function measureImportBombs(setup: ImportBombsSetup): Promise<ImportBombsResult> {
  const bombs = [
    { name: '1,000,000-row XLSX', file: await millionRowXlsx() },
    { name: 'shared-strings bomb XLSX', file: await sharedStringsBombXlsx() },
  ];
  const bodyOf = (file: Buffer) =>
    JSON.stringify({ source: 'XLSX', content: file.toString('base64'), examIdx: setup.examIdx, paperTitle: '폭탄', timeLimitMinutes: 10 });
  const bodies = bombs.map((bomb) => ({ name: bomb.name, bytes: bomb.file.length, body: bodyOf(bomb.file) }));

  // Warm the route (module loading, first JIT) so the figures are the steady cost of a refusal.
  for (const bomb of bodies) await post(setup.origin, '/apiV2/admin/exam-imports/dry-run', setup.operatorCookies[0]!, bomb.body);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBefore = rssOf(setup.pid);
  let rssPeak = rssBefore;

  let polling = true;
  const healthz: number[] = [];
  const poller = (async () => {
    while (polling) {
      healthz.push(await get(setup.origin, '/healthz'));
      rssPeak = Math.max(rssPeak, rssOf(setup.pid));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));

  const results = new Map<string, Array<{ status: number; ms: number }>>(bodies.map((b) => [b.name, []]));
  // Each operator submits both bombs, one after the other (the import lock allows one at a time per operator).
  await Promise.all(
    setup.operatorCookies.map(async (cookie) => {
      for (let round = 0; round < 3; round += 1) {
        for (const bomb of bodies) results.get(bomb.name)!.push(await post(setup.origin, '/apiV2/admin/exam-imports/dry-run', cookie, bomb.body));
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  polling = false;
  await poller;

  const sorted = [...healthz].sort((a, b) => a - b);
  const refusals = bodies.map((bomb) => {
    const answers = results.get(bomb.name)!;
    return {
      name: `${bomb.name} (${(bomb.bytes / 1024).toFixed(0)} KB)`,
      statuses: [...new Set(answers.map((a) => a.status))].join('/'),
      maxMs: Math.max(...answers.map((a) => a.ms)),
    };
  });
  const result = {
    healthzP95Ms: percentile(sorted, 95),
    healthzMaxMs: sorted.at(-1) ?? 0,
    healthzSamples: sorted.length,
    refusals,
    memoryGrowthMb: (rssPeak - rssBefore) / (1024 * 1024),
  };
  const lines = [
    `GET /healthz during ${setup.operatorCookies.length} operators' XLSX bombs: p95 ${result.healthzP95Ms.toFixed(0)} ms, max ${result.healthzMaxMs.toFixed(0)} ms over ${result.healthzSamples} requests (target p95 ≤ 100 ms)`,
    ...refusals.map((r) => `${r.name}: answered ${r.statuses}, slowest ${r.maxMs.toFixed(0)} ms (target < 1000 ms)`),
    `API process memory growth: ${result.memoryGrowthMb.toFixed(1)} MB (RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak ${(rssPeak / 2 ** 20).toFixed(0)} MB during; target < 100 MB)`,
  ];
  return { ...result, lines };
}

function startApi(databaseUrl: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'serve.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
}

async function main() {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `careerroad_bench_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  let child: ChildProcess | undefined;
  try {
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    const exam = await createExam(database.db, { brand: 'a', subType: '가져오기 벤치 유형' });
    const operatorCookies: string[] = [];
    for (let i = 0; i < 3; i += 1) operatorCookies.push((await createLoggedInOperator(database.db, { username: `벤치운영자${i}` })).cookie);
    await database.close();
    const api = await startApi(url.toString());
    child = api.child;
    const result = await measureImportBombs({ origin: api.origin, pid: api.child.pid!, operatorCookies, examIdx: exam.examIdx });
    for (const line of result.lines) console.log(line);
  } finally {
    if (child && child.exitCode === null) await new Promise((resolve) => (child!.once('exit', resolve), child!.kill()));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

if (require.main === module) {
  void main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
