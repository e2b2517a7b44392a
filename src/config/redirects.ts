/**
 * Same-site rule for `redirect`, `next` and `redirectUri` values (login, logout, sign-out).
 * Shared by the server and the web app so both refuse the same off-site values.
 */
import { normalizeHostname } from './hosts';
import type { HostEntry } from './hosts';

/**
 * Returns the value when it is a same-site target, else `fallback`.
 * Accepted: a path starting with one `/` (not `//` or `/\`, which browsers treat as another host),
 * or an absolute http(s) URL whose host is in the host table.
 */
export function safeRedirect(
  value: unknown,
  table: Readonly<Record<string, HostEntry>>,
  fallback = '/',
): string {
  if (typeof value !== 'string') return fallback;
  const target = value.trim();
  if (!target || /[\u0000-\u001f]/.test(target)) return fallback;
  if (target.startsWith('/')) {
    return target.startsWith('//') || target.startsWith('/\\') ? fallback : target;
  }
  try {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
    if (url.username || url.password) return fallback;
    return table[normalizeHostname(url.host)] ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
