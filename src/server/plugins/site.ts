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
    app.addHook('onRequest', async (request) => {
      // SSR calls reach the API on the internal origin and name the original host in x-forwarded-host.
      const forwarded = request.headers['x-forwarded-host'];
      const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? request.headers.host;
      request.site = resolveHost(host, options.hostTable);
    });
  },
  { name: 'site' },
);
