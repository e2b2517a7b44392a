/**
 * getServerSideProps helpers that fill the request's query cache for dehydration. The app's cache keeps
 * unobserved queries for only 1 s (spec §9); on the server nothing observes them before dehydrate, so the
 * page's own queries are kept until then.
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { getErrorStatus } from '../api/error-catalogue';
import type { SsrSession } from './cbt-ssr';

/** Fetches data the page cannot render without; errors propagate (e.g. a 404 becomes notFound). */
export function ssrFetch<T, K extends QueryKey>(session: SsrSession, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  return session.queryClient.fetchQuery({ ...options, gcTime: Infinity });
}

/**
 * Prefetches data a page section can also load in the browser: a failure is left out of the dehydrated
 * state, so the section fetches again on mount and shows its own error state.
 */
export function ssrPrefetch<T, K extends QueryKey>(session: SsrSession, options: FetchQueryOptions<T, Error, T, K>): Promise<void> {
  return session.queryClient.prefetchQuery({ ...options, gcTime: Infinity });
}

/** The API said the thing does not exist for this brand (404) or the id is malformed (400). */
export function isMissing(error: unknown): boolean {
  const status = getErrorStatus(error);
  return status === 404 || status === 400;
}

/** A positive 32-bit id from a route segment (docs/cbt-model.md §4), else null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
