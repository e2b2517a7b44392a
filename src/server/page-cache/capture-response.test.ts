import { type AddressInfo } from 'node:net';
import { createServer, get, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { captureResponse, type ResponseCapture } from './capture-response';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** Serves one request with `write` and returns what the client received and what the capture recorded. */
async function serveOnce(write: (res: ServerResponse) => void) {
  let capture!: ResponseCapture;
  const server = createServer((_req, res) => {
    capture = captureResponse(res);
    write(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  const received = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
    }).on('error', reject);
  });
  return { received, captured: capture.result() };
}

describe('captureResponse', () => {
  it('records the status, headers and body written in pieces, and still sends them', async () => {
    const { received, captured } = await serveOnce((res) => {
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write('<p>시험');
      res.write(Buffer.from(' 목록'), () => {});
      res.end('</p>', 'utf8');
    });
    expect(received).toEqual({ status: 200, body: '<p>시험 목록</p>' });
    expect(captured?.statusCode).toBe(200);
    expect(captured?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(captured?.body.toString()).toBe('<p>시험 목록</p>');
  });

  it('sees headers passed to writeHead', async () => {
    const { captured } = await serveOnce((res) => {
      res.setHeader('x-before', '1');
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end();
    });
    expect(captured).toMatchObject({ statusCode: 404, headers: { 'x-before': '1', 'content-type': 'text/html' } });
    expect(captured?.body.length).toBe(0);
  });

  it('has nothing while the response has not ended', () => {
    const res = { write: () => true, end: () => undefined, statusCode: 200, getHeaders: () => ({}) } as unknown as ServerResponse;
    const capture = captureResponse(res);
    res.write('partial');
    expect(capture.result()).toBeUndefined();
  });
});
