import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdServerQueries } from './hold-server-queries';

/** The state a page's getServerSideProps sends: two queries the server fetched. */
async function serverState() {
  const server = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  await server.prefetchQuery({ queryKey: ['rows', 'popular'], queryFn: () => ['a', 'b'] });
  await server.prefetchQuery({ queryKey: ['/users/me'], queryFn: () => ({ id: 'u1' }) });
  return dehydrate(server);
}

/** The browser's client: gcTime 1 s (spec §9). */
const browserClient = () => new QueryClient({ defaultOptions: { queries: { gcTime: 1000, staleTime: 0, refetchOnMount: false } } });

describe('holdServerQueries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the server’s queries past gcTime while the render that reads them has not committed', async () => {
    const state = await serverState();
    const client = browserClient();
    const hold = holdServerQueries(client, state);
    // A slow phone's sliced hydration: several seconds between putting the data in and the components reading it.
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.getQueryData(['rows', 'popular'])).toEqual(['a', 'b']);
    expect(client.getQueryData(['/users/me'])).toEqual({ id: 'u1' });
    hold.release();
  });

  it('lets go on release: a query the page observes stays, the others go gcTime later', async () => {
    const state = await serverState();
    const client = browserClient();
    const hold = holdServerQueries(client, state);
    const unsubscribe = new QueryObserver(client, { queryKey: ['/users/me'], queryFn: () => ({ id: 'u1' }) }).subscribe(() => {});
    hold.release();
    hold.release();
    await vi.advanceTimersByTimeAsync(999);
    expect(client.getQueryData(['rows', 'popular'])).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(2);
    expect(client.getQueryData(['rows', 'popular'])).toBeUndefined();
    expect(client.getQueryData(['/users/me'])).toEqual({ id: 'u1' });
    unsubscribe();
  });

  it('neither fetches nor marks the held queries active', async () => {
    const state = await serverState();
    const client = browserClient();
    const hold = holdServerQueries(client, state);
    const query = client.getQueryCache().find({ queryKey: ['rows', 'popular'], exact: true })!;
    expect(query.state.fetchStatus).toBe('idle');
    expect(query.isActive()).toBe(false);
    hold.release();
  });

  it('leaves a query the cache already has to HydrationBoundary', async () => {
    const state = await serverState();
    const client = browserClient();
    client.setQueryData(['/users/me'], { id: 'older' });
    const hold = holdServerQueries(client, state);
    expect(client.getQueryData(['/users/me'])).toEqual({ id: 'older' });
    expect(client.getQueryData(['rows', 'popular'])).toEqual(['a', 'b']);
    hold.release();
  });

  it('holds nothing without server data', () => {
    const client = browserClient();
    expect(() => holdServerQueries(client, undefined).release()).not.toThrow();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
