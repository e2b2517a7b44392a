/**
 * Where a page asked for on an alias host lives (the host table's `canonicalHost`, ADR 44): the same path and query on
 * the brand's host, with the port the browser used. Only GET and HEAD move — a form posted to an alias is answered
 * where it was sent, rather than replayed somewhere the user did not choose.
 */
import type { FastifyRequest } from 'fastify';

export function canonicalPageUrl(request: FastifyRequest): string | undefined {
  // A front door built without the site plugin (a bare test app) has no aliases.
  const canonical = request.site?.canonicalHost;
  if (!canonical || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  let port = '';
  try {
    port = new URL(`http://${request.headers.host ?? ''}`).port;
  } catch {
    // A Host header no URL can hold: the canonical host on the scheme's default port.
  }
  return `${request.protocol}://${canonical}${port ? `:${port}` : ''}${request.url}`;
}
