/**
 * Every limit on logging in, in one place and on the app's one counter store (http/rate-limit.ts; Redis when
 * REDIS_URL is set, so every instance applies the same limits), against guessing, password spraying and credential
 * stuffing (ADR 9):
 * - per client and account: at most `attemptMax` attempts per `attemptWindowMs`, every attempt counted before its
 *   body is validated (countAttempt, the route's first step).
 * - per client across accounts: at most `clientMaxFailures` failed logins per `clientWindowMs` (one address trying
 *   many accounts). An attempt is counted when it starts and taken back when it succeeds, so a burst of parallel
 *   attempts cannot slip past the count.
 * - per account across clients: after `accountFreeFailures` failures in a row, each further failure makes the next
 *   attempt wait twice as long as the last (1 s, 2 s, 4 s … up to `accountMaxDelayMs`). It slows an attacker spread
 *   over many addresses without locking the owner out: a correct password after the wait logs in and resets it.
 */
import type { CounterStore } from './counter-store';
import { AppError } from './errors';
import { type RateLimitState, createRateLimiter, rateLimitKey } from './rate-limit';

/** The 429 of the per-client limits (attempts per account, failures across accounts). */
export const TOO_MANY_LOGINS_MESSAGE = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

export interface LoginThrottleOptions {
  store: CounterStore;
  /** Attempts allowed per client and account within attemptWindowMs (5 per minute unless given). */
  attemptMax?: number;
  attemptWindowMs?: number;
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
  /** Counts one attempt of the client on the account, valid or not; `exceeded` past attemptMax in the window. */
  countAttempt(attempt: LoginAttempt): Promise<RateLimitState>;
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
  const attemptMax = options.attemptMax ?? 5;
  const attemptWindowMs = options.attemptWindowMs ?? 60_000;
  const limiter = createRateLimiter(store);
  const freeFailures = options.accountFreeFailures ?? 5;
  const baseDelayMs = options.accountBaseDelayMs ?? 1_000;
  const maxDelayMs = options.accountMaxDelayMs ?? 15 * 60_000;
  // Failures in a row are remembered a while after the longest wait, then forgotten.
  const accountMemoryMs = maxDelayMs * 4;

  const attemptsKey = (attempt: LoginAttempt) => rateLimitKey('auth', 'login-attempts', attempt.client, attempt.account);
  const clientKey = (attempt: LoginAttempt) => rateLimitKey('auth', 'login-client', attempt.client);
  const failuresKey = (attempt: LoginAttempt) => rateLimitKey('auth', 'login-account-failures', attempt.account);
  const waitKey = (attempt: LoginAttempt) => rateLimitKey('auth', 'login-account-wait', attempt.account);
  const tooMany = (ttlMs: number, message: string) =>
    new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', message, { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

  return {
    countAttempt: (attempt) => limiter.hit(attemptsKey(attempt), attemptMax, attemptWindowMs),
    async begin(attempt) {
      const wait = await store.get(waitKey(attempt));
      if (wait.count > 0) {
        const seconds = Math.max(1, Math.ceil(wait.ttlMs / 1000));
        throw tooMany(wait.ttlMs, `로그인 실패가 반복되어 ${formatWait(seconds)} 후에 다시 시도할 수 있습니다.`);
      }
      const client = await store.increment(clientKey(attempt), clientWindowMs);
      if (client.count > clientMaxFailures) {
        await store.decrement(clientKey(attempt));
        throw tooMany(client.ttlMs, TOO_MANY_LOGINS_MESSAGE);
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
