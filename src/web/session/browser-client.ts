/**
 * The browser's API clients: same origin (the APIs answer on the page's own host), session cookie included.
 *
 * axios (≈ 18 KB gzipped) loads with the first request rather than with every page: a page hydrates from the data
 * its server render prefetched, and many make no request until the member acts.
 */
import type { AxiosInstance, AxiosResponse } from 'axios';
import type { ApiClient } from '../api/api-client';
import { readAccessTokenCookie } from '../api/cbt-client-constants';

/** A browser client, and a way to hear of every successful response (the answer outbox retries on one). */
export interface BrowserApiClient extends ApiClient {
  onSuccess(listener: (response: AxiosResponse) => void): () => void;
}

export function createLazyClient(create: () => Promise<AxiosInstance>): BrowserApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  const listeners = new Set<(response: AxiosResponse) => void>();
  const load = () =>
    (instance ??= create().then((client) => {
      client.interceptors.response.use((response) => {
        for (const listener of listeners) listener(response);
        return response;
      });
      return client;
    }));
  // Each method forwards its arguments, unchanged, to the same method of the loaded instance.
  const forward = <K extends keyof ApiClient>(method: K) =>
    ((...args: unknown[]) => load().then((client) => Reflect.apply(client[method], client, args))) as ApiClient[K];
  return {
    request: forward('request'),
    get: forward('get'),
    delete: forward('delete'),
    head: forward('head'),
    post: forward('post'),
    put: forward('put'),
    patch: forward('patch'),
    onSuccess(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let client: BrowserApiClient | undefined;
let shopClient: BrowserApiClient | undefined;

export function getBrowserCbtClient(): BrowserApiClient {
  client ??= createLazyClient(() =>
    import('../api/cbt-client').then((m) => m.createCbtClient({ baseURL: '', getAccessToken: readAccessTokenCookie })),
  );
  return client;
}

/** Brand B's shop API answers on the brand B CBT host itself (docs/CONTRACTS.md). */
export function getBrowserShopClient(): BrowserApiClient {
  shopClient ??= createLazyClient(() => import('../api/shop-client').then((m) => m.createShopClient({ baseURL: '' })));
  return shopClient;
}
