/**
 * `npm run bench:scale`: throughput of the scale set (scale-set.ts) through nginx in front of 1 and of 3 instances on
 * this machine, beside the first instance answered directly (what nginx costs). One set of three instances with two
 * load balancers (one in front of the first instance only), so both figures come from the same processes; the three
 * ways are measured one after another per route, twice, and each keeps its best round (background load on a shared
 * machine only ever lowers a figure). On 2 cores shared by nginx, PostgreSQL, Redis, the instances and the load,
 * 3 instances cannot be 3× faster: the row shows what the extra processes and the load balancer cost and that
 * nothing fails (any non-2xx answer fails the bench).
 *
 * Env: BENCH_SECONDS (default 5 per target), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 2),
 * SCALE_ADMIN_URL (see scale-set.ts).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { seedBenchTakers } from '../bench-fixtures';
import { jsonRequest } from './scale-http';
import { startScaleSet } from './scale-set';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * Answer saves spread over this many takers' records, five problems each (as in bench/run.ts); more takers than there,
 * since six rounds of saves within a minute must stay under each taker's 600 saves a minute.
 */
const WRITERS = 600;

type LoadRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/** Requests per second over CONNECTIONS connections, each connection starting at its own place in `requests`. */
async function load(origin: string, requests: LoadRequest[]): Promise<{ perSecond: number; total: number }> {
  let client = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: requests as autocannon.Request[],
    setupClient: ((c: { setRequests(r: autocannon.Request[]): void }) => {
      const offset = Math.floor((client++ * requests.length) / CONNECTIONS) % requests.length;
      c.setRequests([...requests.slice(offset), ...requests.slice(0, offset)] as autocannon.Request[]);
    }) as unknown as autocannon.Options['setupClient'],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(`${origin}${requests[0]!.path}: ${failed} of ${result.requests.total} failed (statuses ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts)`);
  }
  return { perSecond: result.requests.average, total: result.requests.total };
}

interface Target {
  route: string;
  requests: LoadRequest[];
}

async function main() {
  console.log(`bench:scale: ${SECONDS}s per target, ${CONNECTIONS} connections, best of ${ROUNDS} rounds, load generated on the same machine`);
  let writers: Awaited<ReturnType<typeof seedBenchTakers>> | undefined;
  const set = await startScaleSet({
    instances: 3,
    singleInstanceBalancer: true,
    prepare: async (db) => void (writers = await seedBenchTakers(db, WRITERS, 'scale-bench')),
  });
  try {
    const { cookies, paperId, problemIds } = writers!;
    const recordIds: number[] = [];
    for (const cookie of cookies) {
      const started = await jsonRequest(set.lb, 'POST', '/apiV2/records', { mode: 'MOCK', examDetailIdx: paperId }, { headers: { cookie } });
      recordIds.push(started.json().recordIdx);
    }
    const visitor = { host: 'cbt.careerroad.localhost' };
    const targets: Target[] = [
      { route: 'GET /apiV2/exams (category list, visitor)', requests: [{ method: 'GET', path: '/apiV2/exams?categorySlug=public-company', headers: visitor }] },
      { route: 'GET /apiV2/auth/profile (member)', requests: cookies.slice(0, CONNECTIONS).map((cookie) => ({ method: 'GET', path: '/apiV2/auth/profile', headers: { ...visitor, cookie } })) },
      {
        route: 'PUT /apiV2/records/:id/answers/:problem (answer save)',
        requests: recordIds.flatMap((recordId, i) =>
          problemIds.slice(0, 5).map((problemId, j) => ({
            method: 'PUT',
            path: `/apiV2/records/${recordId}/answers/${problemId}`,
            headers: { ...visitor, cookie: cookies[i]!, 'content-type': 'application/json' },
            body: JSON.stringify({ choice: 1 + ((i + j) % 4) }),
          })),
        ),
      },
      { route: 'page / (CBT home, brand A, visitor)', requests: [{ method: 'GET', path: '/', headers: visitor }] },
    ];
    const ways = { direct: set.instances[0]!.origin, one: set.lbOne!, three: set.lb };
    // Write transactions per request (transaction ids taken, which unlike pg_stat counters are never late) tell how
    // far the instances group answer saves into one statement and commit (ADR 15) with 1 and with 3 of them.
    const stats = new pg.Client({ connectionString: set.databaseUrl });
    // Dropping the scratch database at the end ends this session: expected, and no reason to hide a failure before it.
    stats.on('error', () => {});
    await stats.connect();
    const transactions = async () => Number((await stats.query('select txid_current() as id')).rows[0].id);
    const rows = [];
    for (const target of targets) {
      const best = { direct: 0, one: 0, three: 0 };
      const writesPerRequest = { direct: 0, one: 0, three: 0 };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const way of ['direct', 'one', 'three'] as const) {
          const before = await transactions();
          const { perSecond, total } = await load(ways[way], target.requests);
          if (perSecond > best[way]) [best[way], writesPerRequest[way]] = [perSecond, ((await transactions()) - before - 1) / total];
        }
      }
      rows.push({
        route: target.route,
        '1 instance, direct': Math.round(best.direct),
        'nginx → 1 instance': Math.round(best.one),
        'nginx → 3 instances': Math.round(best.three),
        '3 vs 1 (nginx)': Number((best.three / best.one).toFixed(2)),
        'nginx vs direct (1)': Number((best.one / best.direct).toFixed(2)),
        'write transactions/request 1 → 3': `${writesPerRequest.one.toFixed(2)} → ${writesPerRequest.three.toFixed(2)}`,
      });
    }
    await stats.end();
    console.table(rows);
  } finally {
    await set.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
