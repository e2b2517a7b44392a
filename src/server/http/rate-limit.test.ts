import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './counter-store';
import { AppError } from './errors';
import { clientAddressKey, createRateLimiter, rateLimit, rateLimitCaller, rateLimitKey } from './rate-limit';

/** Enough of a request for the limiter: the client address and the session, if any. */
function fakeRequest(ip: string, userId?: string): FastifyRequest {
  const session = userId ? { user: { id: userId } } : null;
  return { ip, getSession: async () => session } as unknown as FastifyRequest;
}

function setUp() {
  let now = 1_000_000;
  const store = createMemoryCounterStore(() => now);
  return { limiter: createRateLimiter(store), store, advance: (ms: number) => (now += ms) };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  return error instanceof AppError ? error : null;
};

describe('rateLimit (route config)', () => {
  it('names the family, the limit, the window and the message', () => {
    expect(rateLimit('shop', 30, 60_000, '주문 요청이 너무 많습니다.')).toEqual({
      rateLimit: { family: 'shop', max: 30, windowMs: 60_000, message: '주문 요청이 너무 많습니다.' },
    });
    expect(rateLimit('cbt', 60).rateLimit.windowMs).toBe(60_000);
  });
});

describe('rate limiter', () => {
  it('lets max requests through per window, then answers 429 with the message and Retry-After', async () => {
    const { limiter, advance } = setUp();
    const limit = limiter.limit('portal', 'suggestion', 3, 60_000, '문의가 너무 많습니다. 잠시 후 다시 시도해주세요.');
    const request = fakeRequest('203.0.113.1');
    for (let i = 0; i < 3; i++) expect(await refusal(limit(request))).toBeNull();
    advance(15_000);
    const refused = await refusal(limit(request));
    expect(refused).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 45 });
    expect(refused?.message).toBe('문의가 너무 많습니다. 잠시 후 다시 시도해주세요.');
    advance(45_000);
    expect(await refusal(limit(request))).toBeNull();
  });

  it('uses the generic Korean message when a rule has none', async () => {
    const { limiter } = setUp();
    const limit = limiter.limit('chat', 'send', 0, 10_000);
    expect((await refusal(limit(fakeRequest('203.0.113.2'))))?.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('counts a member across addresses and visitors per address, each operation and family apart', async () => {
    const { limiter, store } = setUp();
    const rule = { family: 'cbt', max: 1, windowMs: 60_000 };
    await limiter.check(fakeRequest('198.51.100.1', 'member-1'), 'POST /x', rule);
    // The same member from another address is the same caller.
    expect(await refusal(limiter.check(fakeRequest('198.51.100.2', 'member-1'), 'POST /x', rule))).not.toBeNull();
    // Another operation, another family, or a visitor on the first address each have their own window.
    expect(await refusal(limiter.check(fakeRequest('198.51.100.1', 'member-1'), 'POST /y', rule))).toBeNull();
    expect(await refusal(limiter.check(fakeRequest('198.51.100.1', 'member-1'), 'POST /x', { ...rule, family: 'shop' }))).toBeNull();
    expect(await refusal(limiter.check(fakeRequest('198.51.100.1'), 'POST /x', rule))).toBeNull();
    expect((await store.get('rl:cbt:POST /x:user:member-1')).count).toBe(2);
    expect((await store.get('rl:cbt:POST /x:ip:198.51.100.1')).count).toBe(1);
  });

  it('reports what is left of the window', async () => {
    const { limiter } = setUp();
    const first = await limiter.hit(rateLimitKey('uploads', 'PUT /u'), 2, 60_000);
    expect(first).toEqual({ max: 2, remaining: 1, resetSeconds: 60, exceeded: false });
    await limiter.hit(rateLimitKey('uploads', 'PUT /u'), 2, 60_000);
    expect(await limiter.hit(rateLimitKey('uploads', 'PUT /u'), 2, 60_000)).toMatchObject({ remaining: 0, exceeded: true });
  });
});

describe('callers', () => {
  it('keys a member by id and a visitor by address', async () => {
    expect(await rateLimitCaller(fakeRequest('192.0.2.1', 'abc'))).toBe('user:abc');
    expect(await rateLimitCaller(fakeRequest('192.0.2.1'))).toBe('ip:192.0.2.1');
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', () => {
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
