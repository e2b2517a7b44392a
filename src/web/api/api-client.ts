/**
 * The REST client every API function takes: the request methods of an axios instance. On the server it is the
 * instance itself (ssr/cbt-ssr.ts); in the browser a stand-in that loads axios with the first request
 * (session/browser-client.ts), so no page carries axios in its first load.
 */
import type { AxiosError, AxiosInstance } from 'axios';

export type ApiClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'head' | 'post' | 'put' | 'patch'>;

/**
 * axios.isAxiosError without importing axios's code: the same test axios makes (an object whose `isAxiosError` is
 * true), so modules in a page's first load can tell an API error from another without loading the client.
 */
export function isApiError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
