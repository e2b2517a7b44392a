/**
 * `npm run bench:faults`: answer saves from many exam takers while PostgreSQL restarts (issue 21 item 6b).
 *
 * A private throwaway PostgreSQL cluster (initdb into a temp dir, its own loopback port and socket dir) is started so
 * the machine's shared PostgreSQL is never touched. The API runs in a child process on it (bench/serve.ts), takers
 * with sessions open one MOCK record each, then FAULT_SAVES answer saves are sent at a steady pace with bounded
 * concurrency while the cluster is restarted twice (`pg_ctl restart -m fast` at 1/3 and 2/3 of the saves).
 *
 * Reported: acknowledged (200/204) answers that are missing or different when read back (must be 0), every refused
 * save by status and whether it carried Retry-After (the contract: 503 + Retry-After, never 500), network errors and
 * timeouts, a final round of saves after the restarts (must all be 200), and whether the server process survived.
 * Exit code 1 when any of those fail; the table is printed either way.
 *
 * Env: FAULT_TAKERS (default 200), FAULT_SAVES (default 2000), FAULT_CONCURRENCY (default 32 in flight),
 * FAULT_SECONDS (default 30: the saves are paced over about this long so the restarts land in the middle),
 * FAULT_DOWN_MS (default 0: plain `pg_ctl restart`; > 0: stop, stay down this long, start),
 * FAULT_DEADLINE_SECONDS (default 180: hard cap for the whole run), FAULT_PG_BIN (default /usr/lib/postgresql/15/bin),
 * FAULT_PG_OPTIONS (extra postgres server options, e.g. "-c synchronous_commit=off"; default none).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { problems, recordAnswers } from '../src/db/schema';
import { seedBenchTakers } from './bench-fixtures';

const TAKERS = Number(process.env.FAULT_TAKERS ?? 200);
const SAVES = Number(process.env.FAULT_SAVES ?? 2000);
const CONCURRENCY = Number(process.env.FAULT_CONCURRENCY ?? 32);
const PACE_SECONDS = Number(process.env.FAULT_SECONDS ?? 30);
const DOWN_MS = Number(process.env.FAULT_DOWN_MS ?? 0);
const DEADLINE_SECONDS = Number(process.env.FAULT_DEADLINE_SECONDS ?? 180);
const PG_BIN = process.env.FAULT_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_OPTIONS = process.env.FAULT_PG_OPTIONS ?? '';
const REQUEST_TIMEOUT_MS = 10_000;
const HOST = 'localhost';
const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(1)}s`;
const log = (message: string) => console.log(`[faults ${elapsed()}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// Private PostgreSQL cluster

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary (as the postgres user when we are root: initdb refuses root) and resolves its output. */
function pgTool(dir: string, tool: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const binary = path.join(PG_BIN, tool);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(out) : reject(new Error(`${tool} ${args[0]} failed (${code ?? signal}): ${out.trim()}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

class Cluster {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-faults-'));
  readonly data = path.join(this.dir, 'data');
  readonly logFile = path.join(this.dir, 'postgres.log');
  port = 0;
  running = false;

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get serverOptions() {
    // Loopback TCP only, socket in our own temp dir; fsync stays on (acknowledged means durable).
    return ['-o', `-h 127.0.0.1 -p ${this.port} -k ${this.dir} ${PG_OPTIONS}`.trim()];
  }

  async init() {
    if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`no initdb in ${PG_BIN} (set FAULT_PG_BIN)`);
    if (asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString());
      const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString());
      chownSync(this.dir, uid, gid);
    }
    this.port = await freePort();
    await pgTool(this.dir, 'initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await this.ctl('start');
  }

  async ctl(action: 'start' | 'stop' | 'restart', mode: 'fast' | 'immediate' = 'fast') {
    const args = [action, '-D', this.data, '-w', '-t', '60', '-l', this.logFile];
    if (action !== 'start') args.push('-m', mode);
    if (action !== 'stop') args.push(...this.serverOptions);
    await pgTool(this.dir, 'pg_ctl', args);
    this.running = action !== 'stop';
  }

  /** Last lines of the cluster's log, for failures. */
  tail(lines = 15) {
    try {
      return readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Synchronous so it also runs from process 'exit'. */
  destroySync() {
    if (this.running && existsSync(path.join(this.data, 'postmaster.pid'))) {
      const binary = path.join(PG_BIN, 'pg_ctl');
      const args = ['stop', '-D', this.data, '-m', 'immediate', '-w', '-t', '30'];
      const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
      spawnSync(command, argv, { cwd: this.dir, stdio: 'ignore', timeout: 35_000 });
    }
    this.running = false;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// API child process

interface Api {
  child: ChildProcess;
  origin: string;
  /** Set when the server process exits before we stop it. */
  exited?: string;
  stderr: string[];
}

function startApi(databaseUrl: string): Promise<Api> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'serve.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api: Api = { child, origin: '', stderr: [] };
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) api.stderr.push(line);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port && !api.origin) {
        api.origin = `http://127.0.0.1:${port}`;
        resolve(api);
      }
    });
    child.once('exit', (code, signal) => {
      api.exited = `exited with ${code ?? signal} at ${elapsed()}`;
      reject(new Error(`serve.ts ${api.exited}: ${api.stderr.slice(-10).join('\n')}`));
    });
  });
}

async function stopApi(api: Api) {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]))) api.child.kill('SIGKILL');
}

// ---------------------------------------------------------------------------------------------------------------
// Saves

interface SaveResult {
  k: number;
  taker: number;
  problemId: number;
  choice: number;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or undefined for a network error / timeout. */
  status?: number;
  retryAfter?: string | null;
  body?: string;
  error?: string;
}

async function request(url: string, init: RequestInit): Promise<{ status: number; retryAfter: string | null; body: string }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

/** At most `limit` tasks at a time. */
function limiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

interface Restart {
  atSave: number;
  startedAt: number;
  endedAt: number;
  error?: string;
}

async function main() {
  const cluster = new Cluster();
  let api: Api | undefined;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (api) await stopApi(api);
    cluster.destroySync();
  };
  process.once('exit', () => {
    api?.child.kill('SIGKILL');
    cluster.destroySync();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n[faults] ${signal}: stopping the cluster and removing ${cluster.dir}`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  const hardCap = setTimeout(() => {
    console.error(`[faults] hard cap of ${DEADLINE_SECONDS}s reached; giving up`);
    void cleanup().finally(() => process.exit(2));
  }, DEADLINE_SECONDS * 1000);
  hardCap.unref();

  try {
    await cluster.init();
    log(`private PostgreSQL 127.0.0.1:${cluster.port} in ${cluster.dir}`);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database careerroad_faults');
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/careerroad_faults');

    const database = await openDatabase({ url: databaseUrl });
    await database.migrate();
    const { cookies, paperId, problemIds: paperProblems } = await seedBenchTakers(database.db, TAKERS, 'fault');
    const paper = { id: paperId };
    await database.close();
    log(`seeded: ${TAKERS} takers, paper ${paper.id} with ${paperProblems.length} problems`);

    api = await startApi(databaseUrl);
    const { origin } = api;
    const headersOf = (cookie: string) => ({ host: HOST, cookie, 'content-type': 'application/json' });

    // One open MOCK record per taker.
    const gate = limiter(CONCURRENCY);
    const recordIds = await Promise.all(
      cookies.map((cookie) =>
        gate(async () => {
          const r = await request(`${origin}/apiV2/records`, { method: 'POST', headers: headersOf(cookie), body: JSON.stringify({ mode: 'MOCK', examDetailIdx: paper.id }) });
          if (r.status !== 200 && r.status !== 201) throw new Error(`POST /apiV2/records: ${r.status} ${r.body.slice(0, 200)}`);
          return (JSON.parse(r.body) as { recordIdx: number }).recordIdx;
        }),
      ),
    );
    log(`${recordIds.length} MOCK records open; sending ${SAVES} saves over ~${PACE_SECONDS}s, ${CONCURRENCY} in flight, restarts at saves ${Math.floor(SAVES / 3)} and ${Math.floor((2 * SAVES) / 3)}`);

    const restarts: Restart[] = [];
    let restartChain: Promise<void> = Promise.resolve();
    const restartAt = new Set([Math.floor(SAVES / 3), Math.floor((2 * SAVES) / 3)]);
    const restartCluster = (atSave: number) => {
      restartChain = restartChain.then(async () => {
        const restart: Restart = { atSave, startedAt: performance.now(), endedAt: 0 };
        restarts.push(restart);
        log(`restarting PostgreSQL (save ${atSave})${DOWN_MS > 0 ? `, down for ${DOWN_MS} ms` : ''}`);
        try {
          if (DOWN_MS > 0) {
            await cluster.ctl('stop', 'fast');
            await sleep(DOWN_MS);
            await cluster.ctl('start');
          } else {
            await cluster.ctl('restart', 'fast');
          }
        } catch (error) {
          restart.error = error instanceof Error ? error.message : String(error);
        }
        restart.endedAt = performance.now();
        log(`PostgreSQL back after ${(restart.endedAt - restart.startedAt).toFixed(0)} ms${restart.error ? ` (error: ${restart.error})` : ''}`);
      });
    };

    // Save k goes to taker k % N, problem slot ⌊k / N⌋ % P: by default every (record, problem) pair gets one save.
    // Should a pair get more (FAULT_SAVES > takers × problems), its saves run one after another.
    const results: SaveResult[] = [];
    let started = 0;
    const pairTail = new Map<string, Promise<unknown>>();
    const save = (k: number, taker: number, slot: number, choice: number): Promise<SaveResult> => {
      const problemId = paperProblems[slot % paperProblems.length]!;
      const key = `${taker}:${problemId}`;
      const run = async (): Promise<SaveResult> => {
        // The restarts fire when the (SAVES/3)th and (2·SAVES/3)th saves actually go out, not when they are queued.
        started += 1;
        if (restartAt.has(started)) restartCluster(started);
        const result: SaveResult = { k, taker, problemId, choice, startedAt: performance.now(), endedAt: 0 };
        try {
          const r = await request(`${origin}/apiV2/records/${recordIds[taker]}/answers/${problemId}`, {
            method: 'PUT',
            headers: headersOf(cookies[taker]!),
            body: JSON.stringify({ choice }),
          });
          Object.assign(result, { status: r.status, retryAfter: r.retryAfter, body: r.body });
        } catch (error) {
          result.error = error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error);
        }
        result.endedAt = performance.now();
        results.push(result);
        return result;
      };
      const next = (pairTail.get(key) ?? Promise.resolve()).then(() => gate(run));
      pairTail.set(key, next);
      return next;
    };
    const choiceOf = (taker: number, slot: number, round: number) => 1 + ((taker * 7 + slot * 3 + round) % 4);

    const pending: Array<Promise<SaveResult>> = [];
    const interval = (PACE_SECONDS * 1000) / SAVES;
    const phaseStart = performance.now();
    for (let k = 0; k < SAVES; k += 1) {
      const due = phaseStart + k * interval;
      const now = performance.now();
      if (due > now) await sleep(due - now);
      const taker = k % TAKERS;
      const slot = Math.floor(k / TAKERS);
      pending.push(save(k, taker, slot, choiceOf(taker, slot % paperProblems.length, Math.floor(slot / paperProblems.length))));
    }
    await Promise.all(pending);
    await restartChain;
    log(`saves done; final round: one save per taker`);

    // After the restarts: one more save per taker (new slot), all must be 200.
    const finalSlot = Math.ceil(SAVES / TAKERS);
    const finals = await Promise.all(
      cookies.map((_, taker) => save(SAVES + taker, taker, finalSlot, choiceOf(taker, finalSlot % paperProblems.length, Math.floor(finalSlot / paperProblems.length)))),
    );

    // Expected per (record, problem): the latest acknowledged choice; later unacknowledged saves of the same pair
    // may or may not have landed, so their choices are accepted too.
    const byPair = new Map<string, SaveResult[]>();
    for (const r of [...results].sort((a, b) => a.k - b.k)) {
      const key = `${r.taker}:${r.problemId}`;
      byPair.set(key, [...(byPair.get(key) ?? []), r]);
    }
    const acked = (r: SaveResult) => r.status === 200 || r.status === 204;
    const expected = new Map<string, { taker: number; problemId: number; choices: Set<number> }>();
    for (const [key, list] of byPair) {
      const lastAck = list.map(acked).lastIndexOf(true);
      if (lastAck === -1) continue;
      const choices = new Set(list.slice(lastAck).filter((r, i) => i === 0 || !acked(r)).map((r) => r.choice));
      expected.set(key, { taker: list[0]!.taker, problemId: list[0]!.problemId, choices });
    }

    // Read every record back through the API (the taker's sheet); a record the API will not serve is read with pg.
    const stored = new Map<string, number | null>();
    let readViaApi = 0;
    const unreadable: number[] = [];
    await Promise.all(
      recordIds.map((recordIdx, taker) =>
        gate(async () => {
          for (let attempt = 0; attempt < 3; attempt += 1) {
            try {
              const r = await request(`${origin}/apiV2/records/${recordIdx}`, { headers: headersOf(cookies[taker]!) });
              if (r.status === 200) {
                const sheet = JSON.parse(r.body) as { answers: Array<{ multipleProblemIdx: number; choice: number | null }> };
                for (const a of sheet.answers) stored.set(`${taker}:${a.multipleProblemIdx}`, a.choice);
                readViaApi += 1;
                return;
              }
            } catch {
              // retried below
            }
            await sleep(500);
          }
          unreadable.push(taker);
        }),
      ),
    );
    if (unreadable.length > 0) {
      const direct = await openDatabase({ url: databaseUrl, poolSize: 2 });
      const rows = await direct.db
        .select({ recordId: recordAnswers.recordId, problemId: recordAnswers.problemId, choice: recordAnswers.choice })
        .from(recordAnswers)
        .where(inArray(recordAnswers.recordId, unreadable.map((taker) => recordIds[taker]!)));
      const takerOf = new Map(recordIds.map((id, taker) => [id, taker]));
      for (const row of rows) stored.set(`${takerOf.get(row.recordId)}:${row.problemId}`, row.choice);
      await direct.close();
    }

    let missing = 0;
    let different = 0;
    const missingSamples: string[] = [];
    for (const [key, want] of expected) {
      const got = stored.get(key);
      if (got === undefined || got === null) missing += 1;
      else if (!want.choices.has(got)) different += 1;
      else continue;
      if (missingSamples.length < 5) missingSamples.push(`record ${recordIds[want.taker]} problem ${want.problemId}: acknowledged ${[...want.choices].join('/')}, stored ${got ?? 'nothing'}`);
    }

    // Server alive: never exited, and every final-round save answered 200.
    const serverAlive = api.child.exitCode === null && api.child.signalCode === null && !api.exited;
    const finalOk = finals.filter((r) => r.status === 200).length;

    // Tally the main phase.
    const mainPhase = results.filter((r) => r.k < SAVES);
    const refused = new Map<number, { with: number; without: number; sample: string }>();
    const networkErrors = new Map<string, number>();
    for (const r of mainPhase) {
      if (r.status === undefined) networkErrors.set(r.error ?? '?', (networkErrors.get(r.error ?? '?') ?? 0) + 1);
      else if (!acked(r)) {
        const entry = refused.get(r.status) ?? { with: 0, without: 0, sample: (r.body ?? '').slice(0, 160) };
        if (r.retryAfter) entry.with += 1;
        else entry.without += 1;
        refused.set(r.status, entry);
      }
    }
    const ackCount = mainPhase.filter(acked).length;
    const ackMs = mainPhase.filter(acked).map((r) => r.endedAt - r.startedAt).sort((a, b) => a - b);
    const pct = (p: number) => Math.round(ackMs[Math.min(ackMs.length - 1, Math.floor((p / 100) * ackMs.length))] ?? 0);
    const networkErrorCount = [...networkErrors.values()].reduce((a, b) => a + b, 0);
    const badRefusals = [...refused].reduce((sum, [status, e]) => sum + (status === 503 ? e.without : e.with + e.without), 0);

    const rows: Array<{ metric: string; value: string | number }> = [
      { metric: 'saves sent', value: mainPhase.length },
      { metric: 'acknowledged (200/204)', value: ackCount },
      { metric: 'acknowledged save latency p50 / p95 / max', value: `${pct(50)} / ${pct(95)} / ${Math.round(ackMs.at(-1) ?? 0)} ms` },
    ];
    for (const [status, e] of [...refused].sort((a, b) => a[0] - b[0])) {
      rows.push({ metric: `refused ${status}`, value: `${e.with + e.without} (${e.with} with Retry-After, ${e.without} without)` });
    }
    if (refused.size === 0) rows.push({ metric: 'refused', value: 0 });
    rows.push(
      { metric: 'network errors / timeouts', value: networkErrorCount },
      { metric: 'acknowledged but missing after restarts', value: missing },
      { metric: 'acknowledged but different after restarts', value: different },
      { metric: 'records read back via API', value: `${readViaApi}/${recordIds.length}` },
      { metric: `final round after restarts (1 save/taker)`, value: `${finalOk}/${finals.length} ok` },
      { metric: 'server process alive after', value: serverAlive ? 'yes' : `no (${api.exited ?? 'killed'})` },
    );
    console.log();
    console.table(rows);

    // Per restart: how long pg_ctl took, refusals around it, and how long until the first save succeeded again.
    const restartRows = restarts.map((restart, i) => {
      const windowEnd = restarts[i + 1]?.startedAt ?? Infinity;
      const around = mainPhase.filter((r) => r.endedAt >= restart.startedAt && r.startedAt < windowEnd);
      const failed = around.filter((r) => !acked(r));
      const firstOkAfter = around.filter((r) => acked(r) && r.startedAt >= restart.endedAt).sort((a, b) => a.endedAt - b.endedAt)[0];
      const lastFailure = failed.sort((a, b) => b.endedAt - a.endedAt)[0];
      const slowest = failed.reduce((max, r) => Math.max(max, r.endedAt - r.startedAt), 0);
      return {
        restart: i + 1,
        'at save': restart.atSave,
        'pg_ctl ms': Math.round(restart.endedAt - restart.startedAt),
        'failed saves': failed.length,
        'slowest failure ms': Math.round(slowest),
        'last failure after pg up ms': lastFailure ? Math.round(lastFailure.endedAt - restart.endedAt) : '-',
        'first ok after pg up ms': firstOkAfter ? Math.round(firstOkAfter.endedAt - restart.endedAt) : 'none',
        error: restart.error ?? '',
      };
    });
    console.table(restartRows);
    for (const [status, e] of refused) console.log(`  sample ${status} body: ${e.sample}`);
    for (const [error, count] of networkErrors) console.log(`  network error ×${count}: ${error}`);
    for (const sample of missingSamples) console.log(`  missing: ${sample}`);
    for (const r of finals.filter((f) => f.status !== 200).slice(0, 3)) console.log(`  final round failure: ${r.status ?? r.error} ${r.body?.slice(0, 160) ?? ''}`);
    const stderrLines = api.stderr.length;
    if (!serverAlive) console.log(`  server stderr (it exited):\n    ${api.stderr.slice(0, 30).join('\n    ')}`);
    else if (stderrLines > 0) {
      const distinct = [...new Set(api.stderr.map((l) => l.slice(0, 140)))];
      console.log(`  server stderr: ${stderrLines} lines, e.g. ${distinct.slice(0, 3).join(' | ')}`);
    }

    const failures: string[] = [];
    if (missing + different > 0) failures.push(`${missing + different} acknowledged answers missing or different`);
    if (!serverAlive) failures.push('the server process exited');
    if (badRefusals > 0) failures.push(`${badRefusals} refused saves were not 503 with Retry-After`);
    if (networkErrorCount > 0) failures.push(`${networkErrorCount} saves got no HTTP answer (network error / timeout)`);
    if (finalOk !== finals.length) failures.push(`${finals.length - finalOk} saves failed after the restarts`);
    if (restarts.some((r) => r.error)) failures.push('a PostgreSQL restart failed');
    if (refused.size === 0 && networkErrorCount === 0) console.log('  note: no save failed at all; the restarts may have fallen between requests');
    console.log(
      failures.length === 0
        ? `verdict: PASS — ${ackCount} acknowledged answers all kept across 2 PostgreSQL restarts; every refusal was 503 with Retry-After; server served normally afterwards (${elapsed()})`
        : `verdict: FAIL — ${failures.join('; ')} (${elapsed()})`,
    );
    process.exitCode = failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error);
    console.error(`[faults] PostgreSQL log tail:\n${cluster.tail()}`);
    if (api?.stderr.length) console.error(`[faults] server stderr tail:\n${api.stderr.slice(-10).join('\n')}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
    clearTimeout(hardCap);
  }
}

void main();
