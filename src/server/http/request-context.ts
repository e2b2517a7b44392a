/**
 * The request id and the log lines that carry it. Logs are pino's JSON lines on stdout, one object per line, with an
 * ISO time and the level as a word. Every request gets an id (a UUID, or the X-Request-Id a trusted proxy sent), which
 * Fastify binds to request.log as `requestId` and the response returns as X-Request-Id, so a client's report, the load
 * balancer's log and ours meet on one value.
 *
 * Code that runs for a request but logs through the app's logger (the mailer, the read-cache bump, domain code handed
 * `app.log`) gets the id too: the request's lifecycle runs inside an AsyncLocalStorage scope, and the logger's mixin
 * adds the id of the scope it is called in to any line that does not carry it already.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The field of every request-scoped log line. */
export const REQUEST_ID_LOG_FIELD = 'requestId';

/** What a proxy may hand us as an id: short, and nothing that could break a log line or a header. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

interface RequestScope {
  requestId: string;
  /** The request's own logger, whose lines carry the id through Fastify's binding already. */
  log: FastifyBaseLogger;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * Fastify's genReqId. The client's X-Request-Id is taken only behind a trusted proxy (TRUST_PROXY=true: the
 * instances are reachable from the load balancer alone), which sets or passes it; otherwise any client could choose
 * the id its requests are logged under.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  };
}

/** Fastify's `logger` options: pino JSON with an ISO time, the level's name, and the request id of the scope. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin(_object: object, _level: number, logger: unknown) {
      const scope = scopes.getStore();
      return scope && logger !== scope.log ? { [REQUEST_ID_LOG_FIELD]: scope.requestId } : {};
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Runs each request's lifecycle in its scope and returns its id. Registered first, so every later hook, the handler
 * and what they start see the scope.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response: hijacked replies (Next's pages, chat streams) write their own head and keep it.
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    scopes.run({ requestId: request.id, log: request.log }, done);
  });
}
