import axios, { type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from './cbt-client-constants';
import { serializeParams } from './query-string';

export { ACCESS_TOKEN_COOKIE, readAccessTokenCookie, REQUEST_TIMEOUT_MS } from './cbt-client-constants';

export interface CbtClientOptions {
  baseURL: string;
  getAccessToken?: () => string | undefined;
  headers?: Record<string, string>;
}

/** Axios client for the CBT REST API (spec §7.1). */
export function createCbtClient(options: CbtClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    headers: options.headers,
    paramsSerializer: { serialize: (params) => serializeParams(params) },
  });
  const { getAccessToken } = options;
  if (getAccessToken) {
    client.interceptors.request.use((config) => {
      const token = getAccessToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
  }
  return client;
}
