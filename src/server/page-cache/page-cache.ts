/**
 * Anonymous CBT pages from memory: the home, category and exam detail pages are the same for
 * every visitor with the same host, URL and shell switches, so Next renders each once per short interval and the
 * front door (plugins/next-handler.ts) answers the rest from here.
 *
 * A page keeps Next's status-200 headers and its HTML split at the CSP nonce it was rendered with: joined with the
 * current request's nonce it is exactly the page Next would have written for that request, whose header names that
 * nonce. Freshness follows the read cache (read-cache/read-cache.ts): an entry depends on tags (`exams:a`, …) whose
 * versions are taken before rendering, so a like committed while a render runs makes that render stale at once; and
 * on a short lifetime for what no tag covers.
 */
import type { ReadVersions } from '../read-cache/read-versions';

/**
 * Longest a page is served without a bump. What no tag covers (a D-day count turning at midnight, data changed
 * outside the operations that bump) shows at most this late, while a burst of visitors on exam day still costs
 * Next one render per page variant per interval instead of one per visitor.
 */
export const PAGE_TTL_MS = 5_000;

/** Pages kept; the least recently served go first. */
export const PAGE_MAX_ENTRIES = 1_000;

/** Bytes of HTML kept: a page with its dehydrated exam lists is tens of kilobytes, so entries alone bound too little. */
export const PAGE_MAX_BYTES = 64 * 1024 * 1024;

export interface CachedPage {
  /** Next's own response headers, without those that belong to one response (see PER_RESPONSE_HEADERS). */
  headers: ReadonlyArray<readonly [string, string | readonly string[]]>;
  /** The HTML cut at every occurrence of the rendering nonce. */
  parts: readonly Buffer[];
  bytes: number;
}

/** What Next wrote for one request: status, headers at the end, and the body it sent. */
export interface CapturedResponse {
  statusCode: number;
  headers: Readonly<Record<string, number | string | string[] | undefined>>;
  body: Buffer;
}

/**
 * Headers never replayed from a stored page: the security plugin sets a fresh CSP (with the new nonce) on every
 * response; length and ETag are of the re-stamped body; date and connection headers belong to the response.
 */
const PER_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'content-length',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'x-page-cache',
]);

/**
 * The page to keep from what Next answered, or undefined when it must not be shared: anything but a 200, a
 * response that sets a cookie, anything but HTML, or a body compressed (a nonce cannot be found in it).
 * `before` are the headers the response carried before Next ran (the front door's own): not Next's to replay.
 */
export function toCachedPage(
  response: CapturedResponse,
  nonce: string,
  before: Readonly<Record<string, unknown>> = {},
): CachedPage | undefined {
  const { statusCode, headers, body } = response;
  if (statusCode !== 200 || headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return;
  const kept: Array<readonly [string, string | readonly string[]]> = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    if (name in before && String(before[name]) === String(value)) continue;
    kept.push([name, Array.isArray(value) ? [...value] : String(value)]);
  }
  return { headers: kept, parts: splitAt(body, Buffer.from(nonce)), bytes: body.length };
}

/** The stored HTML with `nonce` wherever the rendering nonce stood. */
export function stampPage(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const stamp = Buffer.from(nonce);
  const pieces: Buffer[] = [page.parts[0]!];
  for (let i = 1; i < page.parts.length; i++) pieces.push(stamp, page.parts[i]!);
  return Buffer.concat(pieces);
}

function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

export interface PageCacheOptions {
  /** The read cache's versions: the writes that make cached reads stale make cached pages stale too. */
  versions: Pick<ReadVersions, 'current'>;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export interface PageCache {
  /**
   * The fresh page of `key`, or the render of it already under way (which resolves to undefined when its answer
   * could not be kept), or undefined: then the caller renders, through `render`.
   */
  find(key: string, tags: readonly string[]): CachedPage | Promise<CachedPage | undefined> | undefined;
  /**
   * Runs `render` and keeps the page it resolves to. Requests for the same key that arrive meanwhile wait for it
   * (`find`), so a crowd arriving at a cold page costs Next one render.
   */
  render(key: string, tags: readonly string[], render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined>;
  readonly size: number;
  readonly bytes: number;
}

interface Entry {
  page: CachedPage;
  tags: readonly string[];
  versions: readonly number[];
  expiresAt: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { versions } = options;
  const ttlMs = options.ttlMs ?? PAGE_TTL_MS;
  const maxEntries = options.maxEntries ?? PAGE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  let bytes = 0;

  const snapshotOf = (tags: readonly string[]) => tags.map((tag) => versions.current(tag));
  // A render started before the latest bump is not joined: it may have read the data the write replaced.
  const renderKey = (key: string, snapshot: readonly number[]) => `${key}\n${snapshot.join(',')}`;
  const isFresh = (entry: Entry) =>
    entry.expiresAt > now() && entry.tags.every((tag, i) => versions.current(tag) === entry.versions[i]);

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.bytes;
  };

  const keep = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry); // Map order is the eviction order: last served last
    bytes += entry.page.bytes;
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1)) remove(entries.keys().next().value!);
  };

  return {
    find(key, tags) {
      const entry = entries.get(key);
      if (entry && isFresh(entry)) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.page;
      }
      return rendering.get(renderKey(key, snapshotOf(tags)));
    },
    render(key, tags, render) {
      const snapshot = snapshotOf(tags);
      const id = renderKey(key, snapshot);
      // Settled before the render's own caller and waiters resume: whoever comes next finds the kept page.
      const settle = () => {
        if (rendering.get(id) === shared) rendering.delete(id);
      };
      const pending = render().then(
        (page) => {
          settle();
          // A page read before a bump that came while it rendered is served to its own waiters, never kept.
          const current = tags.every((tag, i) => versions.current(tag) === snapshot[i]);
          if (page && current && page.bytes <= maxBytes) {
            keep(key, { page, tags, versions: snapshot, expiresAt: now() + ttlMs });
          }
          return page;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
      // Waiters treat a failed render as one they could not share, and render for themselves.
      const shared = pending.catch(() => undefined);
      rendering.set(id, shared);
      return pending;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
