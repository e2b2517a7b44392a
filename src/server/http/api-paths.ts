/**
 * Which requests the API answers — JSON, an uploaded file, an event stream, a redirect — rather than a page: the one
 * rule the security plugin reads to send the API's short header set instead of the page CSP (plugins/security.ts), and
 * the public-read door to look for a cached read. Every prefix the front door serves routes under (app.ts) is here;
 * everything else is Next's, a page. No page lives under these paths.
 */

/** Prefixes only the API serves: CBT REST, the brand B shop's REST (spec §7.2) and reads, uploads, health checks. */
const API_PREFIXES = ['/apiV2/', '/v2/', '/shop/', '/cbt-product/', '/users/', '/uploads/', '/healthz/'] as const;

/** Whole paths the API serves: GraphQL, the chat event stream, health, readiness and metrics. */
const API_PATHS: ReadonlySet<string> = new Set(['/graphql', '/community/graphql', '/chat/events', '/healthz', '/readyz', '/metrics']);

/**
 * Sign-out addresses (http/sign-out-form.ts): the POST ending the session is the API's (it answers a redirect or a
 * JSON error); a GET answers the small confirmation page, a document with its inline style, under the page CSP.
 */
const SIGN_OUT_PATHS: ReadonlySet<string> = new Set(['/logout', '/sso/sign-out']);

/** The path of a request URL, without its query string. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether the API answers this request (the API's headers), or a page does (the page CSP). */
export function isApiRequest(method: string, url: string): boolean {
  const path = pathOf(url);
  if (SIGN_OUT_PATHS.has(path)) return method !== 'GET' && method !== 'HEAD';
  return API_PATHS.has(path) || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
