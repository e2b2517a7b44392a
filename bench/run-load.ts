/** How run.ts measures: the servers it starts, the load it sends (autocannon) and the requests of a taker's exam. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CONNECTIONS, HOST, PIN, SECONDS, WRITERS } from './run-config';

/** One line of the closing table. */
export interface Row {
  area: string;
  route: string;
  'req/s': number;
  baseline: string;
  'baseline req/s': number;
  ratio: number;
  /** The target ratio; blank where the row is shown for comparison only. */
  target: string;
}

export interface Target {
  route: string;
  method: 'GET' | 'PUT' | 'POST';
  /** Path as registered on the bare baseline (fixed). */
  barePath: string;
  /** Requests to send to our API; rotated so writes spread over many takers. */
  requests: Array<{ path: string; headers: Record<string, string>; body?: string }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One request with the Host header as given (fetch() silently drops a Host header). */
export function send(origin: string, options: { method: string; path: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${origin}${options.path}`, { method: options.method, headers: options.headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.once('error', reject);
    request.end(options.body);
  });
}

export function stopChild(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => (child.once('exit', resolve), child.kill()));
}

export type LoadRequest = { method?: string; path: string; headers: Record<string, string>; body?: string };

/**
 * Requests per second our API answers over CONNECTIONS connections. Every autocannon connection walks the list from
 * its start, so with `spread` each connection starts at its own offset instead: 50 connections then write 50
 * different takers' answers at a time, as 50 takers do, not the same answer 50 times over.
 */
export async function load(origin: string, requests: LoadRequest[], { spread = false, seconds = SECONDS } = {}): Promise<number> {
  let next = 0;
  const setupClient = (client: { setRequests(requests: autocannon.Request[]): void }) => {
    const offset = Math.floor((next++ * requests.length) / CONNECTIONS) % requests.length;
    client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)] as autocannon.Request[]);
  };
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: requests as autocannon.Request[],
    ...(spread ? { setupClient: setupClient as unknown as autocannon.Options['setupClient'] } : {}),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${requests[0]!.path}: ${bad} failed of ${result.requests.total}`);
  return result.requests.average;
}

/** Each taker's open mock exam, started through the API with the taker's own session. */
export async function startRecords(origin: string, cookies: string[], paperId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const cookie of cookies) {
    const response = await fetch(`${origin}/apiV2/records`, {
      method: 'POST',
      headers: { host: HOST, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'MOCK', examDetailIdx: paperId }),
    });
    const body = (await response.json()) as { recordIdx?: number; record?: { recordIdx: number } };
    const id = body.recordIdx ?? body.record?.recordIdx;
    if (!response.ok || !id) throw new Error(`start record: ${response.status} ${JSON.stringify(body)}`);
    ids.push(id);
  }
  return ids;
}

/** PUT answer requests rotating over the takers' records and the paper's first five problems. */
export function answerRequests(recordIds: number[], cookies: string[], problemIds: number[]) {
  return recordIds.flatMap((recordIdx, i) =>
    problemIds.slice(0, 5).map((problemId, j) => ({
      method: 'PUT',
      path: `/apiV2/records/${recordIdx}/answers/${problemId}`,
      headers: { host: HOST, cookie: cookies[i]!, 'content-type': 'application/json' },
      body: JSON.stringify({ choice: 1 + ((i + j) % 4) }),
    })),
  );
}

export function pinLoadGenerator() {
  if (PIN) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

export function startChild(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const args = [require.resolve('tsx/cli'), path.join(__dirname, script)];
  const child = spawn(PIN ? 'taskset' : process.execPath, PIN ? ['-c', '0', process.execPath, ...args] : args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export async function measure(origin: string, target: Target, bare: boolean, seconds = SECONDS): Promise<number> {
  const requests = bare
    ? [{ method: target.method, path: target.barePath, headers: { host: HOST, 'content-type': 'application/json' }, body: target.requests[0]!.body }]
    : target.requests.map((r) => ({ method: target.method, path: r.path, headers: r.headers, body: r.body }));
  try {
    return await load(origin, requests, { seconds });
  } catch (error) {
    throw new Error(`${target.route}${bare ? ' (bare)' : ''}: ${(error as Error).message}`);
  }
}

/** Runs the database's pending background work (dead rows, dirty pages) now rather than during a measurement. */
export async function settleDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Synchronized start: every taker starts the same paper at once, then the first WRITERS save a first answer at once.
 * Returns both timings and the writers' records (starting again resumes the open attempt).
 */
export async function synchronizedStart(origin: string, cookies: string[], paperId: number, problemIds: number[]) {
  const headersOf = (cookie: string) => ({ host: HOST, cookie, 'content-type': 'application/json' });
  const timed = async (fn: () => Promise<Response>) => {
    const started = performance.now();
    try {
      const response = await fn();
      await response.arrayBuffer();
      return { ms: performance.now() - started, ok: response.ok, body: response };
    } catch {
      return { ms: performance.now() - started, ok: false, body: undefined };
    }
  };
  const starts = await Promise.all(
    cookies.map((cookie) =>
      timed(() => fetch(`${origin}/apiV2/records`, { method: 'POST', headers: headersOf(cookie), body: JSON.stringify({ mode: 'MOCK', examDetailIdx: paperId }) })),
    ),
  );
  // Each writer's record id: starting again resumes the open attempt.
  const writerCookies = cookies.slice(0, Math.min(cookies.length, WRITERS));
  const recordIds = await startRecords(origin, writerCookies, paperId);
  const firstProblem = problemIds[0]!;
  const saves = await Promise.all(
    writerCookies.map((cookie, i) =>
      timed(() => fetch(`${origin}/apiV2/records/${recordIds[i]}/answers/${firstProblem}`, { method: 'PUT', headers: headersOf(cookie), body: JSON.stringify({ choice: 1 + (i % 4) }) })),
    ),
  );
  return { starts, saves, recordIds, writerCookies };
}
