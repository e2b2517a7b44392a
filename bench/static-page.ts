/**
 * The static baseline of `npm run bench:pages`: bench/static-page.html (Korean text, no script) from a bare node:http
 * server on loopback, on a port the system picks, so it needs none of the ports the other servers are given.
 */
import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const PAGE = readFileSync(path.join(__dirname, 'static-page.html'));

/** Serves the page at every path of http://127.0.0.1:<port>/; resolves with the server and its origin. */
export async function startStaticPage(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': PAGE.length });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function stopStaticPage(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
