/**
 * Login throttling against password spraying and credential stuffing (issue 21), on top of the per-client-and-account
 * request limit of the login route:
 * - per client across accounts: at most `clientMaxFailures` failed logins per `clientWindowMs` (one address trying
 *   many accounts). An attempt is counted when it starts and taken back when it succeeds, so a burst of parallel
 *   attempts cannot slip past the count.
 * - per account across clients: after `accountFreeFailures` failures in a row, each further failure makes the next
 *   attempt wait twice as long as the last (1 s, 2 s, 4 s … up to `accountMaxDelayMs`). It slows an attacker spread
 *   over many addresses without locking the owner out: a correct password after the wait logs in and resets it.
 * Counters live in the app's CounterStore (Redis when REDIS_URL is set), so every instance applies the same limits.
 */
import { AppError } from '../http/errors';
import type { CounterStore } from '../http/counter-store';

export interface LoginThrottleOptions {
  store: CounterStore;
  clientMaxFailures: number;
  clientWindowMs: number;
  accountFreeFailures?: number;
  accountBaseDelayMs?: number;
  accountMaxDelayMs?: number;
}

export interface LoginAttempt {
  /** The client's address. */
  client: string;
  /** Brand and normalised email: the account tried, whether it exists or not. */
  account: string;
}

export interface LoginThrottle {
  /** Refuses the attempt with 429 (and Retry-After) when a limit is reached; otherwise counts it as started. */
  begin(attempt: LoginAttempt): Promise<void>;
  succeeded(attempt: LoginAttempt): Promise<void>;
  failed(attempt: LoginAttempt): Promise<void>;
}

/** "N초" under a minute, "N분" above: how long the member must wait. */
export function formatWait(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { store, clientMaxFailures, clientWindowMs } = options;
  const freeFailures = options.accountFreeFailures ?? 5;
  const baseDelayMs = options.accountBaseDelayMs ?? 1_000;
  const maxDelayMs = options.accountMaxDelayMs ?? 15 * 60_000;
  // Failures in a row are remembered a while after the longest wait, then forgotten.
  const accountMemoryMs = maxDelayMs * 4;

  const clientKey = (attempt: LoginAttempt) => `login-client:${attempt.client}`;
  const failuresKey = (attempt: LoginAttempt) => `login-account-failures:${attempt.account}`;
  const waitKey = (attempt: LoginAttempt) => `login-account-wait:${attempt.account}`;
  const tooMany = (ttlMs: number, message: string) =>
    new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', message, { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

  return {
    async begin(attempt) {
      const wait = await store.get(waitKey(attempt));
      if (wait.count > 0) {
        const seconds = Math.max(1, Math.ceil(wait.ttlMs / 1000));
        throw tooMany(wait.ttlMs, `로그인 실패가 반복되어 ${formatWait(seconds)} 후에 다시 시도할 수 있습니다.`);
      }
      const client = await store.increment(clientKey(attempt), clientWindowMs);
      if (client.count > clientMaxFailures) {
        await store.decrement(clientKey(attempt));
        throw tooMany(client.ttlMs, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
      }
    },
    async succeeded(attempt) {
      await Promise.all([
        store.decrement(clientKey(attempt)),
        store.delete(failuresKey(attempt)),
        store.delete(waitKey(attempt)),
      ]);
    },
    async failed(attempt) {
      const { count } = await store.increment(failuresKey(attempt), accountMemoryMs);
      if (count < freeFailures) return;
      const delayMs = Math.min(maxDelayMs, baseDelayMs * 2 ** (count - freeFailures));
      await store.delete(waitKey(attempt));
      await store.increment(waitKey(attempt), delayMs);
    },
  };
}
