/**
 * `embeddablePosts.uri` (ADR 8): the board a page embeds, as `/community/<slug>` or that path on one of the
 * brand's community hosts. Pure: the host table is passed in, so the rule is the same in every environment.
 */
import { type BrandId, type HostEntry, resolveHost } from '../../config/hosts';
import { COMMUNITY_SLUG_PATTERN } from '../../contracts/community';

export const BOARD_SLUG = new RegExp(COMMUNITY_SLUG_PATTERN);

const BOARD_PATH = new RegExp(`^/community/(${COMMUNITY_SLUG_PATTERN.slice(1, -1)})/?$`);

/** Longer than any board address; refuses junk before it reaches the URL parser. */
const MAX_URI_LENGTH = 2048;

/**
 * The board slug named by `uri`, or null when the URI is malformed, on a host that is not one of `brand`'s
 * community hosts, or names another path. The query and hash are ignored; one trailing slash is allowed.
 */
export function parseBoardUri(
  uri: string,
  options: { brand: BrandId; hostTable: Readonly<Record<string, HostEntry>> },
): string | null {
  if (uri.length === 0 || uri.length > MAX_URI_LENGTH || /[\s\\]/.test(uri)) return null;
  if (uri.startsWith('/')) {
    // `//host/...` is a network-path reference: another host, not a path of ours.
    if (uri.startsWith('//')) return null;
    return slugOfPath(uri.replace(/[?#].*$/, ''));
  }
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = resolveHost(url.host, options.hostTable);
  if (!host.known || host.site !== 'community' || host.brand !== options.brand) return null;
  return slugOfPath(url.pathname);
}

function slugOfPath(path: string): string | null {
  return BOARD_PATH.exec(path)?.[1] ?? null;
}
