/** Resolves the site and brand of every request from its Host, with the same table the proxy uses. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type HostEntry, type ResolvedHost, resolveHost } from '../../config/hosts';

declare module 'fastify' {
  interface FastifyRequest {
    site: ResolvedHost;
  }
}

export const sitePlugin = fp(
  async (app: FastifyInstance, options: { hostTable: Readonly<Record<string, HostEntry>> }) => {
    app.decorateRequest('site', null as unknown as ResolvedHost);
    // One frozen answer per Host header value seen, for the table's hosts only (any other value is a fallback, and
    // keeping those would let a client grow the map).
    const known = new Map<string, ResolvedHost>();
    app.addHook('onRequest', (request, _reply, done) => {
      // SSR calls reach the API on the internal origin and name the original host in x-forwarded-host.
      const forwarded = request.headers['x-forwarded-host'];
      const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? request.headers.host ?? '';
      let site = known.get(host);
      if (!site) {
        site = Object.freeze(resolveHost(host, options.hostTable));
        if (site.known && known.size < 1_000) known.set(host, site);
      }
      request.site = site;
      done();
    });
  },
  { name: 'site' },
);
