import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY, createQueryClient } from './query-client';

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
      retry: false,
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
