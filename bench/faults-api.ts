/** bench/faults.ts: the API child process (bench/serve.ts), HTTP calls to it, and bounded concurrency. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const REQUEST_TIMEOUT_MS = 10_000;

/** For pacing the saves, backing off before a retry and bounding the wait for a stopped process. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Api {
  child: ChildProcess;
  origin: string;
  /** Set when the server process exits before we stop it. */
  exited?: string;
  stderr: string[];
}

/** Starts bench/serve.ts on `databaseUrl`; resolves once it printed its port. `elapsed` labels an early exit. */
export function startApi(databaseUrl: string, elapsed: () => string): Promise<Api> {
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

export async function stopApi(api: Api) {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]))) api.child.kill('SIGKILL');
}

export async function request(url: string, init: RequestInit): Promise<{ status: number; retryAfter: string | null; body: string }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

/** At most `limit` tasks at a time. */
export function limiter(limit: number) {
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
