/**
 * HTTP to the scale set with the Host header as given (Node's fetch drops a Host header you set, and the host picks
 * the site and brand), plus the bounded wait every start-up and test uses instead of sleeping.
 */
import http from 'node:http';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** `name=value` of every Set-Cookie. */
  cookies: string[];
  json<T = any>(): T;
}

export interface HttpOptions {
  method?: string;
  path: string;
  /** Host header; picks the site and brand (src/config/hosts.ts). Default brand A's CBT. */
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

/** One request on its own connection; rejects on a network error or after `timeoutMs` (default 10 s). */
export function httpRequest(origin: string, options: HttpOptions): Promise<HttpResponse> {
  const { method = 'GET', path, host = 'cbt.careerroad.localhost', headers = {}, body, timeoutMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, agent: false, timeout: timeoutMs, headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        const cookies = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text, cookies, json: () => JSON.parse(text) });
      });
    });
    request.once('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
    request.once('error', reject);
    request.end(body);
  });
}

/** A JSON request (the API's and GraphQL's bodies). */
export function jsonRequest(origin: string, method: string, path: string, body: unknown, options: Omit<HttpOptions, 'path' | 'method' | 'body'> = {}) {
  return httpRequest(origin, {
    ...options,
    method,
    path,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** An error from `check` that ends the wait at once (a process that exited) instead of being retried. */
  fatal?: (error: unknown) => boolean;
}

/** Polls `check` until it returns a value other than undefined/false, at most `timeoutMs`; throws naming `what`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 10_000, intervalMs = 50, fatal = () => false }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      if (fatal(error)) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${timeoutMs} ms${lastError ? ` (last error: ${(lastError as Error).message})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
