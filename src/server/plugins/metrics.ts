/**
 * GET /metrics in Prometheus' text format, and the response hook that counts every request by route family
 * (src/server/http/route-family.ts): its time, method and status class, and 4xx/5xx as errors. Registered before the
 * routes, so the hook sees every one of them, pages and hijacked replies (Next) included: it runs when the response
 * has been written. A response the client abandoned (a chat stream closed by the browser, a download cut off) never
 * finishes and is not counted; open chat streams are their own gauge.
 *
 * Who may read it: with METRICS_TOKEN set, a request carrying `Authorization: Bearer <token>`; without it, only a
 * request made on this machine (a loopback socket) that no proxy forwarded (no X-Forwarded-For / Forwarded header),
 * since a load balancer on the same machine connects from loopback too. A wrong or missing token is answered 401; without
 * a token, a request from elsewhere gets the API's 404, as for a path that does not exist. docs/deploy.md "Metrics and
 * alerts".
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, poolCountsOf } from '../../db/client';
import { countUnsentMail } from '../mail/count-unsent-mail';
import type { AppMetrics } from '../metrics/app-metrics';
import { sendError } from '../http/errors';
import { routeFamilyOf } from '../http/route-family';

export const METRICS_PATH = '/metrics';

export interface MetricsPluginOptions {
  metrics: AppMetrics;
  db: Db;
  /** Bearer token a scraper must send; absent → loopback requests only. */
  token?: string;
  /** Whether mail is handed to SMTP (its outbox then holds only what failed) or kept in the outbox. */
  mailTransport: 'smtp' | 'outbox';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsPluginOptions) => {
    const { metrics, db } = options;
    metrics.watchPool(() => poolCountsOf(db));
    metrics.watchMailOutbox(
      () =>
        countUnsentMail(db).catch((error: unknown) => {
          app.log.warn({ err: error }, 'metrics: mail outbox not counted');
          return undefined;
        }),
      options.mailTransport,
    );

    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(routeFamilyOf(request.routeOptions.url), request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
    const hasToken = (request: FastifyRequest): boolean => {
      const given = Buffer.from(request.headers.authorization ?? '');
      return expected !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
    };
    const isLocal = (request: FastifyRequest): boolean => {
      const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
      return !forwarded && LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
    };

    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (expected && !hasToken(request)) return sendError(reply.header('www-authenticate', 'Bearer'), 401);
      if (!expected && !isLocal(request)) return sendError(reply, 404);
      reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
      return metrics.render();
    });
  },
  { name: 'metrics' },
);
