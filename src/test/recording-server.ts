/** Test helper: a real local HTTP server on 127.0.0.1 with a random port that records every request. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type TestHandler = (req: RecordedRequest, res: ServerResponse) => void;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  setHandler: (handler: TestHandler) => void;
  close: () => Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startTestServer(initial?: TestHandler): Promise<TestServer> {
  let handler: TestHandler = initial ?? ((_req, res) => sendJson(res, 200, {}));
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * One recording server for the whole test file, its recorded requests cleared after each test: call at the top of
 * the file. The returned object is usable at once; it reads through to the file's server.
 */
export function useRecordingServer(initial?: TestHandler): TestServer {
  let opened: TestServer | undefined;
  beforeAll(async () => {
    opened = await startTestServer(initial);
  });
  afterAll(() => opened?.close());
  afterEach(() => {
    if (opened) opened.requests.length = 0;
  });
  const current = () => {
    if (!opened) throw new Error('useRecordingServer: the server opens in beforeAll; use it inside tests');
    return opened;
  };
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    setHandler: (handler) => current().setHandler(handler),
    close: () => current().close(),
  };
}
