/**
 * One operation at a time per key across every instance: a counter in the app's CounterStore (http/counter-store.ts,
 * Redis when the app has one) taken before the work and given back after it, whatever the outcome. A second caller
 * while it is held gets 429 with the Korean message. The counter expires after `ttlMs`, so a crashed instance never
 * keeps the key forever.
 */
import type { CounterStore } from './counter-store';
import { tooManyRequests } from './rate-limit';

export async function oneAtATime<T>(
  store: CounterStore,
  key: string,
  options: { ttlMs: number; message: string },
  run: () => Promise<T>,
): Promise<T> {
  const { count, ttlMs } = await store.increment(key, options.ttlMs);
  if (count > 1) {
    await store.decrement(key);
    throw tooManyRequests(options.message, Math.max(1, Math.ceil(ttlMs / 1000)));
  }
  try {
    return await run();
  } finally {
    await store.decrement(key);
  }
}
