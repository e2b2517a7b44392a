/** The browser's API clients: same origin (the APIs answer on the page's own host), session cookie included. */
import type { AxiosInstance } from 'axios';
import { createCbtClient, readAccessTokenCookie } from '../api/cbt-client';
import { createShopClient } from '../api/shop-client';

let client: AxiosInstance | undefined;
let shopClient: AxiosInstance | undefined;

export function getBrowserCbtClient(): AxiosInstance {
  client ??= createCbtClient({ baseURL: '', getAccessToken: readAccessTokenCookie });
  return client;
}

/** Brand B's shop API answers on the brand B CBT host itself (docs/CONTRACTS.md). */
export function getBrowserShopClient(): AxiosInstance {
  shopClient ??= createShopClient({ baseURL: '' });
  return shopClient;
}
