/**
 * `npm run bench:faults`: answer saves from many exam takers while PostgreSQL restarts.
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
 * Parts: faults-cluster.ts (the private cluster), faults-api.ts (the API child process and HTTP calls),
 * faults-report.ts (what should have been kept, the tables and the verdict).
 *
 * Env: FAULT_TAKERS (default 200), FAULT_SAVES (default 2000), FAULT_CONCURRENCY (default 32 in flight),
 * FAULT_SECONDS (default 30: the saves are paced over about this long so the restarts land in the middle),
 * FAULT_DOWN_MS (default 0: plain `pg_ctl restart`; > 0: stop, stay down this long, start),
 * FAULT_DEADLINE_SECONDS (default 180: hard cap for the whole run), FAULT_PG_BIN (default /usr/lib/postgresql/15/bin),
 * FAULT_PG_OPTIONS (extra postgres server options, e.g. "-c synchronous_commit=off"; default none).
 */
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { recordAnswers } from '../src/db/schema';
import { seedBenchTakers } from './bench-fixtures';
import { type Api, limiter, request, sleep, startApi, stopApi } from './faults-api';
import { Cluster } from './faults-cluster';
import { type Restart, type SaveResult, expectedAnswers, report } from './faults-report';

const TAKERS = Number(process.env.FAULT_TAKERS ?? 200);
const SAVES = Number(process.env.FAULT_SAVES ?? 2000);
const CONCURRENCY = Number(process.env.FAULT_CONCURRENCY ?? 32);
const PACE_SECONDS = Number(process.env.FAULT_SECONDS ?? 30);
const DOWN_MS = Number(process.env.FAULT_DOWN_MS ?? 0);
const DEADLINE_SECONDS = Number(process.env.FAULT_DEADLINE_SECONDS ?? 180);
const PG_BIN = process.env.FAULT_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_OPTIONS = process.env.FAULT_PG_OPTIONS ?? '';
const HOST = 'cbt.careerroad.localhost';
const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(1)}s`;
const log = (message: string) => console.log(`[faults ${elapsed()}] ${message}`);

async function main() {
  const cluster = new Cluster(PG_BIN, PG_OPTIONS);
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

    api = await startApi(databaseUrl, elapsed);
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

    const expected = expectedAnswers(results);

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

    const failures = report({ saves: SAVES, results, finals, restarts, expected, stored, recordIds, readViaApi, api, elapsed });
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
