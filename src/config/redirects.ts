/**
 * Same-site rule for `redirect`, `next` and `redirectUri` values (login, logout, sign-out), and the origin test the
 * sign-out's cross-site check shares. Used by the server and the web app so both refuse the same off-site values.
 *
 * Our origins, as one client sees them, are the host table's hosts on the scheme and port that client reached us on:
 * every site of an environment answers on the same scheme and port (https and its default port in production, the
 * dev server's port in development — the rule of the web's siteOriginsFor). A host of ours on another port is another
 * server, which may be anybody's (`http://nurse.localhost:9999/`).
 */
import { normalizeHostname } from './hosts';
import type { HostEntry } from './hosts';

type HostTable = Readonly<Record<string, HostEntry>>;

function parseOrigin(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Whether `origin` (a URL or an Origin header) is one of our sites' origins: http(s), a host of the table, and the
 * scheme and port of `currentOrigin`, the origin the request (or page) at hand was addressed to.
 */
export function isOwnOrigin(origin: string, table: HostTable, currentOrigin: string): boolean {
  const url = parseOrigin(origin);
  const here = parseOrigin(currentOrigin);
  if (!url || !here) return false;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  // URL leaves the port empty when it is the scheme's default, so `https://x:443` and `https://x` are one origin.
  return url.protocol === here.protocol && url.port === here.port && table[normalizeHostname(url.host)] !== undefined;
}

/**
 * Returns the value when it is a target on one of our sites, else `fallback`.
 * Accepted: a path starting with one `/` (not `//` or `/\`, which browsers treat as another host), or an absolute
 * http(s) URL whose origin — scheme, host and port — is one of ours (isOwnOrigin against `currentOrigin`).
 */
export function safeRedirect(value: unknown, table: HostTable, currentOrigin: string, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const target = value.trim();
  if (!target || /[\u0000-\u001f]/.test(target)) return fallback;
  if (target.startsWith('/')) {
    return target.startsWith('//') || target.startsWith('/\\') ? fallback : target;
  }
  // A scheme-less value (`evil.example/x`, `\\evil`) is not a path of ours either.
  if (!/^https?:\/\//i.test(target)) return fallback;
  const url = parseOrigin(target);
  return url && isOwnOrigin(target, table, currentOrigin) ? url.toString() : fallback;
}
