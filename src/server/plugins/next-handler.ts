/**
 * Hands every request that is not an API route to Next's request handler.
 * Registered in its own context so API body parsing and auth never run for page requests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export type NextRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export async function nextHandlerPlugin(app: FastifyInstance, options: { handle: NextRequestHandler; dev?: boolean }) {
  // Next reads request bodies itself; leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    logLevel: 'warn',
    schema: { hide: true },
    handler: async (request, reply) => {
      // Headers set by hooks (security headers) live on the reply until send; copy them before hijacking.
      // Next's dev server serves some client scripts as application/json; nosniff would stop Chromium running them.
      const skipNoSniff = options.dev && request.url.startsWith('/_next/static/development/');
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value === undefined || (skipNoSniff && name === 'x-content-type-options')) continue;
        reply.raw.setHeader(name, value as string | string[] | number);
      }
      reply.hijack();
      await options.handle(request.raw, reply.raw);
    },
  });
}
