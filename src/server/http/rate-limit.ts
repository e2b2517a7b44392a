/**
 * The one rate limiter every route family uses, the first step of the request pipeline (rate limit → authenticate →
 * validate → authorize → operation → present). Fixed windows counted in the app's CounterStore: in process, or Redis
 * with REDIS_URL so every instance counts together. Keys are `rl:<family>:<operation>:<caller>`, the caller being the
 * member when signed in, else the client address (IPv6 by /64, what one subscriber usually holds). Over the limit:
 * 429 TOO_MANY_REQUESTS with a Korean message and Retry-After.
 *
 * - A route: `config: rateLimit('shop', 30, 60_000, '주문 요청이 너무 많습니다. …')`; plugins/rate-limit.ts counts it
 *   in onRequest, the operation being the route's method and URL pattern.
 * - Anything else (GraphQL resolvers): `const limitSend = app.rateLimiter.limit('chat', 'send', 20, 10_000, message)`,
 *   then `await limitSend(request)` in the resolver.
 * - Counts of something other than requests (failed logins, accounts/login-throttle.ts): `rateLimitKey` and the
 *   limiter's `store`, so they share the same store and key space.
 */
import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CounterStore } from './counter-store';
import { AppError, DEFAULT_MESSAGES } from './errors';

export interface RateLimitRule {
  /** Route family, the first part of the key: `cbt`, `shop`, `auth`, `uploads`, `portal`, `chat`, `community`… */
  family: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** The Korean 429 message; the generic one when absent. */
  message?: string;
}

/** The route config of a limited route (`config: rateLimit(…)`). */
export interface RateLimitConfig {
  rateLimit: RateLimitRule;
}

export function rateLimit(family: string, max: number, windowMs = 60_000, message?: string): RateLimitConfig {
  return { rateLimit: { family, max, windowMs, message } };
}

export interface RateLimitState {
  max: number;
  /** Requests left in the window (0 once over). */
  remaining: number;
  /** Seconds until the window ends, at least 1. */
  resetSeconds: number;
  exceeded: boolean;
}

export interface RateLimiter {
  readonly store: CounterStore;
  /** Counts one hit on `key` (already namespaced, see rateLimitKey); `exceeded` once there were more than `max`. */
  hit(key: string, max: number, windowMs: number): Promise<RateLimitState>;
  /** Counts one request of the caller under `operation` against `rule`. */
  count(request: FastifyRequest, operation: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** count() that throws 429 (with Retry-After) when over the limit. */
  check(request: FastifyRequest, operation: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** check() bound to one operation: what a resolver awaits before doing anything. */
  limit(
    family: string,
    operation: string,
    max: number,
    windowMs: number,
    message?: string,
  ): (request: FastifyRequest) => Promise<void>;
}

/** `rl:<family>:<part>:<part>…`: one key space per route family, shared by every instance through the store. */
export function rateLimitKey(family: string, ...parts: string[]): string {
  return ['rl', family, ...parts].join(':');
}

/** The Korean 429 every limit answers; Retry-After comes from `retryAfterSeconds`. */
export function tooManyRequests(message = DEFAULT_MESSAGES[429]!, retryAfterSeconds?: number): AppError {
  return new AppError(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds });
}

/**
 * A client address as a limit counts it: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 prefix, since one
 * subscriber is usually given a whole /64 and could otherwise walk through fresh addresses.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // `::` stands for as many zero groups as are missing; a trailing dotted IPv4 part is two groups.
  const width = (groups: string[]) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - width(headGroups) - width(tailGroups))).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The caller a limit counts: `user:<id>` for a member, else `ip:<address>`. */
export async function rateLimitCaller(request: FastifyRequest): Promise<string> {
  const session = await request.getSession();
  return session ? `user:${session.user.id}` : `ip:${clientAddressKey(request.ip)}`;
}

/** The X-RateLimit-* headers of a limited route (as @fastify/rate-limit sent them before this helper). */
export function setRateLimitHeaders(reply: FastifyReply, state: RateLimitState): void {
  reply
    .header('x-ratelimit-limit', state.max)
    .header('x-ratelimit-remaining', state.remaining)
    .header('x-ratelimit-reset', state.resetSeconds);
}

/** Sends the headers of `state` and refuses the request when it is over the limit. */
export function enforceRateLimit(reply: FastifyReply, state: RateLimitState, message?: string): void {
  setRateLimitHeaders(reply, state);
  if (state.exceeded) throw tooManyRequests(message, state.resetSeconds);
}

export function createRateLimiter(store: CounterStore): RateLimiter {
  const hit = async (key: string, max: number, windowMs: number): Promise<RateLimitState> => {
    const { count, ttlMs } = await store.increment(key, windowMs);
    return {
      max,
      remaining: Math.max(0, max - count),
      resetSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
      exceeded: count > max,
    };
  };
  const count = async (request: FastifyRequest, operation: string, rule: RateLimitRule) =>
    hit(rateLimitKey(rule.family, operation, await rateLimitCaller(request)), rule.max, rule.windowMs);
  const check = async (request: FastifyRequest, operation: string, rule: RateLimitRule) => {
    const state = await count(request, operation, rule);
    if (state.exceeded) throw tooManyRequests(rule.message, state.resetSeconds);
    return state;
  };
  return {
    store,
    hit,
    count,
    check,
    limit: (family, operation, max, windowMs, message) => {
      const rule: RateLimitRule = { family, max, windowMs, message };
      return async (request) => {
        await check(request, operation, rule);
      };
    },
  };
}
