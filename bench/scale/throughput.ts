/**
 * `npm run bench:scale`: throughput of the scale set (scale-set.ts) with 1 and with 3 instances on this machine,
 * through nginx, beside one instance answered directly (what nginx costs). Same requests, same load generator, one
 * run; on 2 cores shared by nginx, PostgreSQL, Redis, the instances and the load, 3 instances cannot be 3× faster:
 * the row shows what the extra processes and the load balancer cost and that nothing fails (any non-2xx answer
 * fails the bench).
 *
 * Env: BENCH_SECONDS (default 5 per target), BENCH_CONNECTIONS (default 50), SCALE_ADMIN_URL (see scale-set.ts).
 */
import autocannon from 'autocannon';
import { seedBenchTakers } from '../bench-fixtures';
import { jsonRequest } from './scale-http';
import { startScaleSet } from './scale-set';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Answer saves spread over this many takers' records, five problems each (as in bench/run.ts). */
const WRITERS = 200;

type LoadRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/** Requests per second over CONNECTIONS connections, each connection starting at its own place in `requests`. */
async function requestsPerSecond(origin: string, requests: LoadRequest[]): Promise<number> {
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
  if (failed > 0) throw new Error(`${origin}${requests[0]!.path}: ${failed} of ${result.requests.total} failed`);
  return result.requests.average;
}

interface Target {
  route: string;
  requests: LoadRequest[];
}

/** Starts a set of `instances`, measures every target through nginx (and, for one instance, directly). */
async function measureSet(instances: number): Promise<{ nginx: number[]; direct?: number[]; routes: string[] }> {
  let writers: Awaited<ReturnType<typeof seedBenchTakers>> | undefined;
  const set = await startScaleSet({ instances, prepare: async (db) => void (writers = await seedBenchTakers(db, WRITERS, 'scale-bench')) });
  try {
    const { cookies, paperId, problemIds } = writers!;
    const recordIds: number[] = [];
    for (const cookie of cookies) {
      const started = await jsonRequest(set.lb, 'POST', '/apiV2/records', { mode: 'MOCK', examDetailIdx: paperId }, { headers: { cookie } });
      recordIds.push(started.json().recordIdx);
    }
    const visitor = { host: 'localhost' };
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
    const nginx: number[] = [];
    const direct: number[] = [];
    for (const target of targets) {
      nginx.push(await requestsPerSecond(set.lb, target.requests));
      if (instances === 1) direct.push(await requestsPerSecond(set.instances[0]!.origin, target.requests));
    }
    return { nginx, ...(instances === 1 ? { direct } : {}), routes: targets.map((t) => t.route) };
  } finally {
    await set.stop();
  }
}

async function main() {
  console.log(`bench:scale: ${SECONDS}s per target, ${CONNECTIONS} connections, load generated on the same machine`);
  const one = await measureSet(1);
  const three = await measureSet(3);
  console.table(
    one.routes.map((route, i) => ({
      route,
      '1 instance, direct': Math.round(one.direct![i]!),
      'nginx → 1 instance': Math.round(one.nginx[i]!),
      'nginx → 3 instances': Math.round(three.nginx[i]!),
      '3 vs 1 (nginx)': Number((three.nginx[i]! / one.nginx[i]!).toFixed(2)),
      'nginx vs direct (1)': Number((one.nginx[i]! / one.direct![i]!).toFixed(2)),
    })),
  );
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
