/**
 * The chat page is framed by our own product pages only. The parent's origin arrives as a query parameter, so it is
 * untrusted: it is accepted only when it is an http(s) origin whose host name is in the environment's host table.
 * Everything the frame posts goes to this exact origin, and only messages from it are read (ADR 6).
 */
import { type HostEntry, normalizeHostname } from '../../config/hosts';

export const PARENT_ORIGIN_PARAM = 'parentOrigin';

const MAX_ORIGIN_LENGTH = 255;

/** The normalised origin (`scheme://host[:port]`), or null when the value is missing, malformed or foreign. */
export function validateParentOrigin(
  raw: string | string[] | undefined | null,
  hostTable: Readonly<Record<string, HostEntry>>,
): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ORIGIN_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // An origin only: credentials, a path, a query or a fragment mean somebody built this by hand.
  if (url.username || url.password) return null;
  if (url.pathname !== '/' || url.search || url.hash) return null;
  if (value.replace(/\/$/, '') !== url.origin) return null;
  const hostname = normalizeHostname(url.host);
  if (!hostname || !Object.hasOwn(hostTable, hostname)) return null;
  return url.origin;
}
