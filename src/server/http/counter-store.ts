/**
 * Expiring counters behind every limit (request rate limits, failed logins, job claims; http/rate-limit.ts): in
 * process by default, shared through Redis when the app has one, so every instance sees the same counts
 * (docs/ARCHITECTURE.md).
 */
import type { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Milliseconds until the counter expires; 0 when it does not exist. */
  ttlMs: number;
}

export interface CounterStore {
  /** Adds one; a new counter expires `windowMs` from now, an existing one keeps its expiry. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** Takes one back (never below zero). */
  decrement(key: string): Promise<void>;
  get(key: string): Promise<Counter>;
  delete(key: string): Promise<void>;
}

const NONE: Counter = { count: 0, ttlMs: 0 };
const SWEEP_FROM = 10_000;
const MAX_ENTRIES = 200_000;

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (!entry || entry.expiresAt > now()) return entry;
    counters.delete(key);
    return undefined;
  };
  // Bounded memory under a flood of distinct keys (every rate limit counts here): expired entries go whenever the
  // map has doubled since the last sweep, so sweeping costs O(1) per increment on average; at MAX_ENTRIES the
  // oldest quarter goes too (a forgotten counter only lets its caller start a fresh window).
  let sweepAt = SWEEP_FROM;
  const sweep = () => {
    if (counters.size < sweepAt) return;
    for (const [key, entry] of counters) if (entry.expiresAt <= now()) counters.delete(key);
    if (counters.size >= MAX_ENTRIES) {
      for (const key of counters.keys()) {
        if (counters.size < MAX_ENTRIES * 0.75) break;
        counters.delete(key);
      }
    }
    sweepAt = Math.min(MAX_ENTRIES, Math.max(SWEEP_FROM, counters.size * 2));
  };
  return {
    async increment(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count++;
      counters.set(key, entry);
      return { count: entry.count, ttlMs: entry.expiresAt - now() };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count--;
    },
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.expiresAt - now() } : NONE;
    },
    async delete(key) {
      counters.delete(key);
    },
  };
}

export function createRedisCounterStore(redis: Redis, prefix = 'careerroad-counter:'): CounterStore {
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      // SET NX starts the window once; INCR and PTTL then read the same counter in one round trip.
      const results = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttlMs = Number(results?.[2]?.[1] ?? windowMs);
      return { count, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
    },
    async decrement(key) {
      const k = prefix + key;
      // Only an existing, positive counter goes down (DECR would create a key without expiry).
      await redis.eval(
        "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        k,
      );
    },
    async get(key) {
      const k = prefix + key;
      const results = await redis.multi().get(k).pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttlMs = Number(results?.[1]?.[1] ?? 0);
      return count > 0 && ttlMs > 0 ? { count, ttlMs } : NONE;
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
}
