import axios, { type AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import { serializeParams } from './query-string';

/** Request timeout for every API client (spec §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** The access token cookie, or undefined when it cannot be read (server side, or HttpOnly). */
export function readAccessTokenCookie(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}

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
