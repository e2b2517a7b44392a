/**
 * Security headers for pages and API, and an Origin check for cookie-authenticated unsafe requests
 * (SameSite=Lax already blocks most cross-site posts; this covers same-site-but-foreign origins).
 *
 * Helmet's middleware is built once here. (@fastify/helmet rebuilt it, parsing every directive, on each request:
 * about a third of a cached public read's time.) Pages get a fresh nonce per response. API answers are JSON, never a
 * document, so they carry one short precomputed header set (ADR 11).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setCspNonce } from '../../config/csp-nonce';
import { PRETENDARD_URL_PREFIX } from '../../config/pretendard';
import { type AppEnv, type HostEntry, normalizeHostname } from '../../config/hosts';
import { isApiRequest } from '../http/api-paths';
import { forbidden } from '../http/errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HSTS = 'max-age=31536000; includeSubDomains';

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      appEnv: AppEnv;
      hostTable: Readonly<Record<string, HostEntry>>;
      /** Other origins the browser may call, e.g. the S3 bucket signed uploads are PUT to. */
      extraConnectSrc?: string[];
      /** Other origins pages may frame, e.g. Toss Payments' window when Toss is enabled (ADR 28). */
      extraFrameSrc?: string[];
      /** Next runs in development mode, whose tooling needs inline scripts and eval. */
      nextDev?: boolean;
    },
  ) => {
    const production = options.appEnv === 'production';
    // Production builds run only our own script files and the scripts stamped with this request's nonce (Next's,
    // by pages/_document.tsx): an injected inline script or eval never runs. `npm run dev` keeps Next's tooling.
    // Helmet calls the nonce directive once per response while writing the header: the nonce is made there.
    const issueNonce = (request: IncomingMessage) => {
      const nonce = randomBytes(16).toString('base64');
      setCspNonce(request, nonce);
      return `'nonce-${nonce}'`;
    };
    const siteHosts = Object.keys(options.hostTable);
    // Our own sites may frame each other (the chat panel) and be called from each other.
    const ownOrigins = siteHosts.flatMap((h) => (production ? [`https://${h}`, `wss://${h}`] : [`http://${h}:*`, `ws://${h}:*`]));
    const pagePolicy = (scriptSrc: Array<string | typeof issueNonce>): HelmetOptions => ({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          // styled-components inserts its rules at run time; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            ...ownOrigins,
            ...(options.extraConnectSrc ?? []),
            'https://*.ingest.sentry.io',
            'https://*.sentry.io',
          ],
          // Community posts embed YouTube videos, only ever as privacy-enhanced embeds (sanitize-community-body.ts).
          frameSrc: ["'self'", ...ownOrigins, 'https://www.youtube-nocookie.com', ...(options.extraFrameSrc ?? [])],
          frameAncestors: ["'self'", ...ownOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...ownOrigins],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      // Cross-site images and the chat frame are ours; COEP would block them.
      crossOriginEmbedderPolicy: false,
      // frame-ancestors above decides who may frame us (our own sites: the chat panel frames the chat site);
      // X-Frame-Options cannot list other origins, and browsers ignore it when frame-ancestors is present.
      xFrameOptions: false,
      // Sent by the hook below, which knows whether the request came over TLS.
      strictTransportSecurity: false,
    });
    const pageHeaders = helmet(
      pagePolicy(
        options.nextDev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https://t1.kakaocdn.net']
          : ["'self'", issueNonce, 'https://t1.kakaocdn.net'],
      ),
    );
    // JSON is never a document: it runs nothing, frames nothing and is framed by nobody. The short policy OWASP's REST
    // cheat sheet gives, plus the headers that matter for a non-document answer; sent as one precomputed set.
    const apiHeaders: Record<string, string> = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-permitted-cross-domain-policies': 'none',
    };

    // HSTS in production, on answers that came over TLS: browsers ignore it over plain HTTP (RFC 6797 §8.1), and a
    // development host must never be pinned to HTTPS. Behind a proxy, request.protocol is the X-Forwarded-Proto the
    // trusted proxy set (TRUST_PROXY); otherwise it is the connection's own.
    const hsts = (request: FastifyRequest, reply: FastifyReply) => {
      if (production && request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    };

    app.addHook('onRequest', (request, reply, done) => {
      hsts(request, reply);
      // Every API answer (http/api-paths.ts), JSON or not, gets the API's set; pages get the page policy. The
      // self-hosted font files are no document either, and a page fetches a dozen or more of them: with the page
      // policy (6 KB of header with the development host table) each would carry a fifth of its size again (ADR 50).
      if (isApiRequest(request.method, request.url) || request.url.startsWith(PRETENDARD_URL_PREFIX)) {
        reply.headers(apiHeaders);
        done();
      } else {
        // Helmet throws (rather than passing an error) since 8.1; its callback only says it is done.
        pageHeaders(request.raw, reply.raw, () => done());
      }
    });

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      if (request.headers.authorization?.startsWith('Bearer ')) return;
      const origin = request.headers.origin;
      if (!origin || origin === 'null') {
        // Browsers always send Origin on cross-origin POSTs; its absence means a same-origin or non-browser client.
        // An opaque Origin is refused unless the browser itself says the request is same-origin: our pages'
        // no-referrer policy makes a plain form's POST (sign-out) carry `Origin: null`.
        if (origin === 'null' && request.headers['sec-fetch-site'] !== 'same-origin') throw forbidden('허용되지 않은 출처의 요청입니다.');
        return;
      }
      let hostname: string;
      try {
        hostname = normalizeHostname(new URL(origin).host);
      } catch {
        throw forbidden('허용되지 않은 출처의 요청입니다.');
      }
      if (!options.hostTable[hostname]) throw forbidden('허용되지 않은 출처의 요청입니다.');
    });
  },
  { name: 'security' },
);
