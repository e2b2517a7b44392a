import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './counter-store';
import { AppError } from './errors';
import { createLoginThrottle, formatWait } from './login-throttle';

function setUp() {
  let now = 1_000_000;
  const store = createMemoryCounterStore(() => now);
  const throttle = createLoginThrottle({ store, clientMaxFailures: 20, clientWindowMs: 600_000 });
  return { throttle, advance: (ms: number) => (now += ms) };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  return error instanceof AppError ? error : null;
};

describe('login throttle', () => {
  it('refuses a client after 20 failed logins across different accounts, for the rest of the window', async () => {
    const { throttle, advance } = setUp();
    for (let i = 0; i < 20; i++) {
      const attempt = { client: '203.0.113.7', account: `a:user${i}@example.kr` };
      await throttle.begin(attempt);
      await throttle.failed(attempt);
    }
    const refused = await refusal(throttle.begin({ client: '203.0.113.7', account: 'a:other@example.kr' }));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.retryAfterSeconds).toBe(600);
    // Another client is not affected; the first is let in again once the window has passed.
    expect(await refusal(throttle.begin({ client: '198.51.100.1', account: 'a:other@example.kr' }))).toBeNull();
    advance(600_001);
    expect(await refusal(throttle.begin({ client: '203.0.113.7', account: 'a:other@example.kr' }))).toBeNull();
  });

  it('does not count successful logins against the client', async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 40; i++) {
      const attempt = { client: '203.0.113.8', account: `a:member${i}@example.kr` };
      await throttle.begin(attempt);
      await throttle.succeeded(attempt);
    }
    expect(await refusal(throttle.begin({ client: '203.0.113.8', account: 'a:x@example.kr' }))).toBeNull();
  });

  it('slows an account after five failures from any clients with doubling waits, and the owner gets in after the wait', async () => {
    const { throttle, advance } = setUp();
    const account = 'a:owner@example.kr';
    for (let i = 0; i < 5; i++) {
      const attempt = { client: `192.0.2.${i}`, account };
      await throttle.begin(attempt);
      await throttle.failed(attempt);
    }
    const first = await refusal(throttle.begin({ client: '192.0.2.99', account }));
    expect(first?.statusCode).toBe(429);
    expect(first?.retryAfterSeconds).toBe(1);
    expect(first?.message).toBe('로그인 실패가 반복되어 1초 후에 다시 시도할 수 있습니다.');

    advance(1_000);
    await throttle.begin({ client: '192.0.2.6', account });
    await throttle.failed({ client: '192.0.2.6', account });
    expect((await refusal(throttle.begin({ client: '192.0.2.7', account })))?.retryAfterSeconds).toBe(2);
    advance(2_000);
    await throttle.begin({ client: '192.0.2.7', account });
    await throttle.failed({ client: '192.0.2.7', account });
    expect((await refusal(throttle.begin({ client: '192.0.2.8', account })))?.retryAfterSeconds).toBe(4);

    // The owner waits, logs in with the right password, and the count starts again.
    advance(4_000);
    await throttle.begin({ client: '192.0.2.50', account });
    await throttle.succeeded({ client: '192.0.2.50', account });
    await throttle.begin({ client: '192.0.2.50', account });
    await throttle.failed({ client: '192.0.2.50', account });
    expect(await refusal(throttle.begin({ client: '192.0.2.50', account }))).toBeNull();
  });

  it('counts every attempt of a client on one account, 5 a minute unless configured', async () => {
    const { throttle, advance } = setUp();
    const attempt = { client: '203.0.113.9', account: 'a:someone@example.kr' };
    for (let i = 0; i < 5; i++) expect((await throttle.countAttempt(attempt)).exceeded).toBe(false);
    expect(await throttle.countAttempt(attempt)).toMatchObject({ exceeded: true, remaining: 0, resetSeconds: 60 });
    // Another account from the same client, or the same account from another client, is counted apart.
    expect((await throttle.countAttempt({ ...attempt, account: 'a:other@example.kr' })).exceeded).toBe(false);
    expect((await throttle.countAttempt({ ...attempt, client: '198.51.100.9' })).exceeded).toBe(false);
    advance(60_000);
    expect((await throttle.countAttempt(attempt)).exceeded).toBe(false);
  });

  it('words waits in seconds under a minute and in minutes above', () => {
    expect(formatWait(1)).toBe('1초');
    expect(formatWait(59)).toBe('59초');
    expect(formatWait(61)).toBe('2분');
  });
});
