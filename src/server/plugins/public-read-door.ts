/**
 * The front door of public reads: a visitor's GET of an address the API answered from the read cache
 * before (http/public-read.ts remembers it) is answered from that entry here, in the first hooks, before routing,
 * validation, authentication and the handler. The entry is the same one the route would send (the read cache only
 * hands out entries no write has made stale), so the answer is byte for byte what the route answers.
 *
 * Members (a session cookie or bearer token) always go through the route, which merges their own flags.
 * Registered after the site plugin (brand) and the security plugin (headers), which therefore still run.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../http/api-paths';
import { publicReadAddress, writePublicRead } from '../http/public-read';
import type { ReadCache } from '../read-cache/read-cache';
import { ACCESS_TOKEN_COOKIE } from './auth';

export const publicReadDoorPlugin = fp(
  async (app: FastifyInstance, options: { readCache: ReadCache }) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !isApiRequest(request.method, request.url)) return done();
      if (request.headers.authorization || request.cookies[ACCESS_TOKEN_COOKIE]) return done();
      const cached = options.readCache.recall(publicReadAddress(request));
      if (!cached) return done();
      writePublicRead(request, reply, cached);
    });
  },
  { name: 'public-read-door', dependencies: ['site', 'security'] },
);
