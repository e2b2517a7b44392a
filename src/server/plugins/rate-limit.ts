/**
 * Rate limits of the whole app (http/rate-limit.ts): decorates `app.rateLimiter` and counts every route whose config
 * carries `rateLimit(family, max, windowMs, message?)` in its own onRequest hook, which runs after the app-wide
 * ones (site, security) and before authentication and validation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { CounterStore } from '../http/counter-store';
import { type RateLimitRule, type RateLimiter, createRateLimiter, enforceRateLimit } from '../http/rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set with rateLimit() from src/server/http/rate-limit.ts. */
    rateLimit?: RateLimitRule;
  }
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitPluginOptions {
  /** The app's one counter store (Redis when REDIS_URL is set). */
  store: CounterStore;
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    const limiter = createRateLimiter(options.store);
    app.decorate('rateLimiter', limiter);

    app.addHook('onRoute', (route) => {
      const rule = route.config?.rateLimit;
      if (!rule) return;
      // Each route counts on its own: the same caller has a separate window on every limited route.
      const operation = `${[route.method].flat().join(',')} ${route.url}`;
      const limit = async (request: FastifyRequest, reply: FastifyReply) => {
        enforceRateLimit(reply, await limiter.count(request, operation, rule), rule.message);
      };
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, limit as onRequestHookHandler];
    });
  },
  { name: 'rate-limit' },
);
