/**
 * buildApp: the whole front door as one Fastify instance, without listening (tests call app.inject).
 * Order: external plugins → our plugins → API routes → Next for everything else.
 */
import path from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { type ChatEventBus, createInProcessChatEventBus, createRedisChatEventBus } from './chat/chat-event-bus';
import { type ServerConfig, s3BrowserOrigin } from '../config/server-config';
import { createMemoryCounterStore, createRedisCounterStore } from './http/counter-store';
import { registerErrorHandling, sendError } from './http/errors';
import { loggerOptions, registerRequestContext, requestIdGenerator, REQUEST_ID_LOG_FIELD } from './http/request-context';
import { createLoginThrottle } from './http/login-throttle';
import { safeValidatorFactory } from './http/safe-values';
import { backgroundJobs } from './jobs/background-jobs';
import { jobsPlugin } from './jobs/jobs-plugin';
import { createAppMetrics } from './metrics/app-metrics';
import { type ReadCache, createReadCache } from './read-cache/read-cache';
import { type ReadVersions, createInProcessReadVersions, createRedisReadVersions } from './read-cache/read-versions';
import { createSessionCache } from './accounts/session-cache';
import { createProfileCountsCache } from './accounts/profile-counts-cache';
import { createPageCache } from './page-cache/page-cache';
import { DIST_DIR } from './next-build';
import { createStaticAssets } from './static-assets/static-assets';
import { authPlugin } from './plugins/auth';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { type NextRequestHandler, nextHandlerPlugin } from './plugins/next-handler';
import { publicReadDoorPlugin } from './plugins/public-read-door';
import { pretendardFontRoutes } from './plugins/pretendard-fonts';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sitePlugin } from './plugins/site';
import { consoleAuditEventRoutes } from './routes/console/console-audit-events';
import { consoleOrderPaymentRoutes } from './routes/console/console-order-payments';
import { consoleExamRoutes } from './routes/console/console-exams';
import { consoleExamImportRoutes } from './routes/console/console-exam-imports';
import { consoleExamTypeRoutes } from './routes/console/console-exam-types';
import { consoleFaqRoutes } from './routes/console/console-faq';
import { consoleLegalDocumentRoutes } from './routes/console/console-legal-documents';
import { consoleCorporateAccountRoutes } from './routes/console/console-corporate-accounts';
import { consoleCommunityReportRoutes } from './routes/console/console-community-reports';
import { consoleSummaryRoutes } from './routes/console/console-summary';
import { consoleInquiryRoutes } from './routes/console/console-inquiries';
import { consoleErrorReportRoutes } from './routes/console/console-error-reports';
import { memberErrorReportRoutes } from './routes/error-reports/member-error-reports';
import { consolePostingReviewRoutes } from './routes/console/console-posting-reviews';
import { consoleOrderRoutes } from './routes/console/console-orders';
import { consoleCouponRoutes } from './routes/console/console-coupons';
import { myInquiryRoutes } from './routes/inquiries/my-inquiries';
import { accountRecoveryRoutes } from './routes/cbt/account-recovery';
import { authRoutes } from './routes/cbt/auth';
import { corporateProfileRoutes } from './routes/cbt/corporate-profile';
import { socialLoginRoutes } from './routes/cbt/social-login';
import { createSocialProviders } from './social-login/social-providers';
import { cbtExamRoutes } from './routes/cbt/exams';
import { cbtExamsForScrappedTestsRoutes } from './routes/cbt/exams-for-scrapped-tests';
import { cbtProblemRoutes } from './routes/cbt/problems';
import { cbtRecordRoutes } from './routes/cbt/records';
import { cbtReviewNoteRoutes } from './routes/cbt/review-notes';
import { chatEventRoutes } from './routes/chat/chat-events';
import { communityGraphqlRoutes } from './routes/community/graphql';
import { portalGraphqlRoutes } from './routes/portal/graphql';
import { portalLogoutRoutes } from './routes/portal/logout';
import { shopAddressRoutes } from './routes/shop/addresses';
import { shopCartRoutes } from './routes/shop/cart';
import { shopCategoryRoutes } from './routes/shop/categories';
import { shopContentRoutes } from './routes/shop/content';
import { legalDocumentRoutes } from './routes/legal/legal-documents';
import { marketingConsentRoutes } from './routes/legal/marketing-consent';
import { shopExamProductRoutes } from './routes/shop/exam-products';
import { shopOrderRoutes } from './routes/shop/orders';
import { shopPaymentRoutes } from './routes/shop/payments';
import { shopProductRoutes } from './routes/shop/products';
import { shopProfileRoutes } from './routes/shop/profile';
import { type PaymentProviders, createPaymentProviders } from './payments/payment-providers';
import { shopUserRoutes } from './routes/shop/users';
import { shopWishlistRoutes } from './routes/shop/wishlist';
import { uploadRoutes } from './routes/uploads/uploads';
import { createStorage } from './storage/create-storage';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Db;
  /** Shared store for rate limits and job claims across instances; in-memory when absent. */
  redis?: Redis;
  /**
   * Chat event bus. When absent: Redis pub/sub over `redis` (plus a dedicated subscriber connection) if given,
   * else in process; buildApp then owns it and closes it with the app. A bus passed in belongs to the caller.
   */
  chatEventBus?: ChatEventBus;
  /**
   * Versions of what is served from memory (public reads, pages, sessions). When absent: broadcast over `redis` if
   * given, else in process; buildApp owns and closes them. Versions passed in belong to the caller.
   */
  readVersions?: ReadVersions;
  /** Where mail goes; when absent, chosen from the configuration (src/server/mail/create-mailer.ts). */
  mailer?: Mailer;
  /** Next's request handler; absent in API tests, where unknown paths answer a JSON 404. */
  nextHandler?: NextRequestHandler;
  /** Next runs in development mode (npm run dev). */
  dev?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // A UUID per request, or a trusted proxy's X-Request-Id; on every request-scoped log line and the response.
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_FIELD }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Korean URLs are long once percent-encoded.
    routerOptions: { maxParamLength: 500 },
    // Every route's validator also refuses what the database cannot take (Infinity, NUL, lone surrogates).
    schemaController: { compilersFactory: { buildValidator: safeValidatorFactory } },
    // A client must finish sending its request within this time (slow-body clients cannot pin sockets).
    requestTimeout: 30_000,
    // Errors Fastify raises before routing (broken percent-encoding, an overlong path parameter): Korean bodies too,
    // never Fastify's English one that repeats the whole URL.
    frameworkErrors: (error, _request, reply) => {
      if (error.statusCode === 414) sendError(reply, 414, 'URI_TOO_LONG');
      else sendError(reply, 400, 'BAD_URL', '요청 주소가 올바르지 않습니다.');
    },
  });

  // First, so every later hook and handler runs in the request's scope (its id on their log lines).
  registerRequestContext(app);

  // External plugins.
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: '커리어로드 API', version: '1.0.0', description: 'CBT REST, brand B shop REST and portal APIs.' },
    },
  });

  // Our plugins.
  registerErrorHandling(app);
  // After the error handler (its route answers errors like every other route) and before every route, which its
  // response hook counts by family (GET /metrics).
  const metrics = createAppMetrics();
  await app.register(metricsPlugin, {
    metrics,
    db,
    token: config.metricsToken,
    mailTransport: config.smtpUrl && !options.mailer ? 'smtp' : 'outbox',
  });
  await app.register(sitePlugin, { hostTable: config.hostTable });
  // Made before the security headers: Toss's window (when enabled) must be allowed to frame and be called (ADR 28).
  const payments = createPaymentProviders();
  const paymentOrigins = payments.TOSS?.browserOrigins ?? [];
  await app.register(securityPlugin, {
    appEnv: config.appEnv,
    hostTable: config.hostTable,
    extraConnectSrc: [...(config.s3 ? [s3BrowserOrigin(config.s3)] : []), ...paymentOrigins],
    extraFrameSrc: paymentOrigins,
    nextDev: options.dev,
  });
  // Versions of what is served from memory (public reads, sessions): a write's bump reaches every instance.
  const readVersions = options.readVersions ?? (await createOwnReadVersions(app, options.redis));
  await app.register(authPlugin, {
    db,
    sessionTtlDays: config.sessionTtlDays,
    secureCookies: config.secureCookies,
    hostTable: config.hostTable,
    sessionCache: createSessionCache({ versions: readVersions }),
  });
  // One counter store for every limit and job claim: shared through Redis when the app has it.
  const counters = options.redis ? createRedisCounterStore(options.redis) : createMemoryCounterStore();
  await app.register(rateLimitPlugin, { store: counters });
  // Public reads (exam lists, categories, …) from memory, made stale by the writes that change them;
  // a visitor's repeat of an address already answered is served at the door, before routing.
  const readCache = createReadCache({ versions: readVersions });
  await app.register(publicReadDoorPlugin, { readCache });

  // API routes.
  // A member's profile counts from memory, made stale by the writes to their notifications and scraps.
  app.decorate('profileCounts', createProfileCountsCache({ versions: readVersions }));
  // Mail: always written to mail_outbox, then to SMTP with SMTP_URL; a mailer passed in is the caller's.
  if (options.mailer) app.decorate('mailer', options.mailer);
  else {
    const own = createMailer(config, db, app.log);
    app.decorate('mailer', own.mailer);
    app.addHook('onClose', async () => own.close());
  }
  await app.register(authRoutes, {
    profileCounts: app.profileCounts,
    db,
    sessionTtlDays: config.sessionTtlDays,
    loginThrottle: createLoginThrottle({
      store: counters,
      attemptMax: config.loginMaxAttempts,
      attemptWindowMs: config.loginWindowMs,
      clientMaxFailures: config.loginClientMaxFailures,
      clientWindowMs: config.loginClientWindowMs,
    }),
    registerMaxPerMinute: config.registerMaxPerMinute,
  });
  // 비밀번호 찾기 and 이메일 찾기 beside the login, on every host.
  await app.register(accountRecoveryRoutes, {
    db,
    hostTable: config.hostTable,
    appEnv: config.appEnv,
    sessionTtlDays: config.sessionTtlDays,
  });
  // The corporate site's own account: company and contact-person details, approval state.
  await app.register(corporateProfileRoutes, { db });
  await app.register(socialLoginRoutes, {
    db,
    providers: createSocialProviders(config.socialLogin),
    hostTable: config.hostTable,
    appEnv: config.appEnv,
    sessionTtlDays: config.sessionTtlDays,
    secureCookies: config.secureCookies,
    registerMaxPerMinute: config.registerMaxPerMinute,
  });
  await registerShopRoutes(app, { db, readCache, payments, hostTable: config.hostTable, appEnv: config.appEnv });
  await app.register(legalDocumentRoutes, { db });
  await app.register(marketingConsentRoutes, { db });
  await app.register(portalLogoutRoutes, { db, hostTable: config.hostTable, appEnv: config.appEnv });
  const chatEventBus = options.chatEventBus ?? createOwnChatEventBus(app, options.redis);
  const storage = createStorage(config);
  // Every background job, once per interval across instances (claims in the same counter store).
  await app.register(jobsPlugin, {
    db,
    claims: counters,
    jobs: backgroundJobs({ storage, payments, profileCounts: app.profileCounts }),
    metrics,
  });
  await app.register(uploadRoutes, { db, storage, uploadMaxPerMinute: config.uploadMaxPerMinute });
  await app.register(portalGraphqlRoutes, {
    db,
    storage,
    secureCookies: config.secureCookies,
    uploadUrlTtlSeconds: config.uploadUrlTtlSeconds,
    uploadMaxPerMinute: config.uploadMaxPerMinute,
    suggestionMaxPerMinute: config.suggestionMaxPerMinute,
    chatEventBus,
    appEnv: config.appEnv,
    readCache,
    hostTable: config.hostTable,
  });
  // Its own Mercurius in its own plugin context (ADR 8), beside the portal's.
  await app.register(communityGraphqlRoutes, { db, hostTable: config.hostTable, appEnv: config.appEnv, readCache });
  await app.register(chatEventRoutes, { db, bus: chatEventBus, pingIntervalMs: config.chatPingIntervalMs, metrics });
  await registerCbtRoutes(app, { db, readCache });
  await registerConsoleRoutes(app, { db, readCache, payments });
  await app.register(memberErrorReportRoutes, { db });
  app.get('/apiV2/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // /healthz for load balancers, /healthz/live and /readyz for orchestrators.
  await app.register(healthPlugin, { db });
  // The self-hosted Pretendard's subsets, with a year's immutable caching (ADR 50).
  await app.register(pretendardFontRoutes);
  // Unknown API paths get the JSON error body, never Next's HTML 404.
  app.all('/apiV2/*', { schema: { hide: true } }, async (_request, reply) => sendError(reply, 404));

  if (options.nextHandler) {
    await app.register(nextHandlerPlugin, {
      handle: options.nextHandler,
      dev: options.dev,
      // Anonymous catalogue pages from memory, stale with the same bumps; dev renders each for its tooling.
      ...(options.dev ? {} : { pageCache: createPageCache({ versions: readVersions }) }),
      // The build's scripts and styles from memory, brotli/gzip made once (Next would send them uncompressed).
      ...(options.dev ? {} : { staticAssets: createStaticAssets(path.join(DIST_DIR, 'static')) }),
    });
  }
  return app;
}

/** The brand B shop's REST routes (ADR 27–29): members, catalogue, cart, orders and payments, my page, terms and help. */
async function registerShopRoutes(
  app: FastifyInstance,
  {
    db,
    readCache,
    payments,
    hostTable,
    appEnv,
  }: { db: Db; readCache: ReadCache; payments: PaymentProviders } & Pick<ServerConfig, 'hostTable' | 'appEnv'>,
) {
  await app.register(shopUserRoutes, { db, hostTable, appEnv });
  await app.register(shopCategoryRoutes, { db, readCache });
  await app.register(shopCartRoutes, { db });
  await app.register(shopExamProductRoutes, { db });
  // Payment providers by method (bank transfer is the embedded default; ADR 27).
  await app.register(shopOrderRoutes, { db, payments });
  await app.register(shopPaymentRoutes, { db, payments });
  await app.register(shopProductRoutes, { db });
  // The member's my page (ADR 29): 찜, addresses, 회원정보 수정 over the profile operations; terms and help.
  await app.register(shopWishlistRoutes, { db });
  await app.register(shopAddressRoutes, { db });
  await app.register(shopProfileRoutes, { db });
  await app.register(shopContentRoutes, { db });
}

/** The CBT REST routes: exams, papers, records and answers, problems, the wrong-answer note. */
async function registerCbtRoutes(app: FastifyInstance, { db, readCache }: { db: Db; readCache: ReadCache }) {
  await app.register(cbtExamRoutes, { db, readCache });
  await app.register(cbtExamsForScrappedTestsRoutes, { db });
  await app.register(cbtRecordRoutes, { db, readCache });
  await app.register(cbtProblemRoutes, { db });
  await app.register(cbtReviewNoteRoutes, { db });
}

/** The operator console's routes (`/apiV2/admin/…`, ADR 24) and members' side of its queues. */
async function registerConsoleRoutes(
  app: FastifyInstance,
  { db, readCache, payments }: { db: Db; readCache: ReadCache; payments: PaymentProviders },
) {
  // Operators: authoring makes the catalogue it publishes stale through the same read cache.
  await app.register(consoleExamRoutes, { db, readCache });
  await app.register(consoleExamImportRoutes, { db, readCache });
  await app.register(consoleExamTypeRoutes, { db, readCache });
  await app.register(consoleFaqRoutes, { db });
  await app.register(consoleLegalDocumentRoutes, { db });
  await app.register(consoleAuditEventRoutes, { db });
  await app.register(consoleOrderPaymentRoutes, { db, payments });
  await app.register(consoleCorporateAccountRoutes, { db });
  // The console's report queue (ADR 24) shares the community's read cache: a decision drops the cached lists.
  await app.register(consoleCommunityReportRoutes, { db, readCache });
  await app.register(consoleSummaryRoutes, { db });
  // The console's queues (ADR 30): inquiries, posting review, bank-transfer orders.
  await app.register(consoleInquiryRoutes, { db });
  await app.register(consolePostingReviewRoutes, { db, readCache });
  await app.register(consoleOrderRoutes, { db });
  // The console's coupons (ADR 33): create, end early, issue to members.
  await app.register(consoleCouponRoutes, { db });
  await app.register(myInquiryRoutes, { db });
  // 문제 오류 신고 and answer-key rescore (ADR 32): the console's queue and 재채점, and members' reports.
  await app.register(consoleErrorReportRoutes, { db, readCache });
}

/** The bus buildApp makes for itself (Redis when the app has Redis), closed when the app closes. */
async function createOwnReadVersions(app: FastifyInstance, redis: Redis | undefined): Promise<ReadVersions> {
  const versions = redis
    ? await createRedisReadVersions(redis, redis.duplicate(), (error) => app.log.warn({ err: error }, 'read-cache bump'))
    : createInProcessReadVersions();
  app.addHook('onClose', async () => versions.close());
  return versions;
}

function createOwnChatEventBus(app: FastifyInstance, redis: Redis | undefined): ChatEventBus {
  const bus = redis
    ? createRedisChatEventBus({ publisher: redis, subscriber: redis.duplicate() })
    : createInProcessChatEventBus();
  app.addHook('onClose', async () => bus.close());
  return bus;
}
