import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY, createQueryClient, outageRetryDelayMs } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies the spec §9 defaults in the browser', () => {
    vi.stubGlobal('window', {});
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 0,
      gcTime: 1000,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('keeps server-side cache entries until the page is dehydrated', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(Infinity);
  });

  it('does not retry a failing query', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['fails'],
        queryFn: () => {
          calls += 1;
          throw new Error('실패');
        },
      }),
    ).rejects.toThrow('실패');
    expect(calls).toBe(1);
  });

  it('retries a query only through an outage (503), twice at most, after the Retry-After the server sent', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      let calls = 0;
      const outage = Object.assign(new Error('503'), { response: { status: 503, headers: { 'retry-after': '1' } } });
      const result = client.fetchQuery({
        queryKey: ['outage'],
        queryFn: () => {
          calls += 1;
          if (calls < 3) throw outage;
          return '복구됨';
        },
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(result).resolves.toBe('복구됨');
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads Retry-After from fetch-style Headers and caps the wait at 5 s', () => {
    const error = { response: { status: 503, headers: new Headers({ 'retry-after': '30' }) } };
    expect(outageRetryDelayMs(error)).toBe(5000);
    expect(outageRetryDelayMs({ response: { status: 500, headers: {} } })).toBeNull();
  });

  it('creates independent clients', () => {
    const a = createQueryClient();
    const b = createQueryClient();
    a.setQueryData(CURRENT_USER_QUERY_KEY, { username: '홍길동' });
    expect(a.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual({ username: '홍길동' });
    expect(b.getQueryData(CURRENT_USER_QUERY_KEY)).toBeUndefined();
  });

  it('caches the current user under /users/me', () => {
    expect(CURRENT_USER_QUERY_KEY).toEqual(['/users/me']);
  });
});
