/**
 * getServerSideProps helpers of the solving pages: ids from the route, API calls into the request's query
 * cache (dehydrated for the page), and what an API failure becomes — 401 the login redirect, 400/404 the
 * not-found page, anything else (403 another member's record, 409 not submitted yet, …) a page prop the
 * page shows as an error screen instead of crashing.
 */
import type { QueryKey } from '@tanstack/react-query';
import { getErrorStatus, getServerMessage, loginRedirectUrl } from '../../api/error-catalogue';
import { getApiErrorCode } from '../../api/error-catalogue';
import type { SsrSession } from '../../ssr/cbt-ssr';
import type { ShellPageResult } from '../../ssr/shell-page';

export interface SolveFailure {
  status: number;
  code: string | null;
  /** The server's Korean message (safe to show), or a general one. */
  message: string;
}

/** A positive 32-bit id (docs/cbt-model.md §4) from a route segment or query value, else null. */
export function parseId(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

export function toFailure(error: unknown): SolveFailure {
  const status = getErrorStatus(error) ?? 500;
  return {
    status,
    code: getApiErrorCode(error) ?? null,
    message: getServerMessage(error) ?? '일시적인 문제로 화면을 표시하지 못했습니다. 잠시 후 다시 시도해주세요.',
  };
}

/**
 * Fetches into the request's cache. The app's cache forgets unobserved queries after 1 s (spec §9); nothing
 * observes them on the server before dehydration, so they are kept until then.
 */
export function ssrQuery<T>(session: SsrSession, queryKey: QueryKey, queryFn: () => Promise<T>): Promise<T> {
  return session.queryClient.fetchQuery({ queryKey, queryFn, gcTime: Infinity });
}

export type Attempt<T> = { ok: true; data: T } | { ok: false; failure: SolveFailure };

export async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
}

/** What a failed load becomes; `props` are the page's props carrying the failure for the error screen. */
export function failureResult<P>(failure: SolveFailure, publicPath: string, props: P): ShellPageResult<P> {
  if (failure.status === 401) return { redirect: { destination: loginRedirectUrl(publicPath), statusCode: 302 } };
  if (failure.status === 404 || failure.status === 400) return { notFound: true };
  return { props };
}
