/** The browser's CBT client: same origin (the API answers on every host), session cookie included. */
import type { AxiosInstance } from 'axios';
import { createCbtClient, readAccessTokenCookie } from '../api/cbt-client';

let client: AxiosInstance | undefined;

export function getBrowserCbtClient(): AxiosInstance {
  client ??= createCbtClient({ baseURL: '', getAccessToken: readAccessTokenCookie });
  return client;
}
