/**
 * Public reads served from memory: the exam types, exam lists, one exam, best exams, shop categories and
 * the community's embeddable posts are the same for every visitor of a brand and change rarely. Each is kept as the
 * serialised body the API sends, with its ETag, under a key of brand + route + query, and tagged with what it was
 * read from (`exams:a`, `community-posts:b`, …). A write bumps its tags' versions; an entry read before a bump of
 * any of its tags is never served again. With several instances the bump is broadcast (ReadVersions over Redis).
 *
 * The versions an entry depends on are taken BEFORE loading: if a write commits while the load runs, its bump makes
 * the entry stale at once, so a reader never keeps data older than the last bump it has seen. A short lifetime caps
 * what a lost broadcast can cost.
 */
import { createHash } from 'node:crypto';
import type { ReadVersions } from './read-versions';

export interface CachedBody {
  /** What was loaded; shared by every reader, so never mutated. */
  value: unknown;
  /** The JSON the API sends. */
  body: string;
  /** Strong ETag of `body`. */
  etag: string;
}

interface Entry extends CachedBody {
  tags: readonly string[];
  versions: readonly number[];
  expiresAt: number;
}

export interface ReadCacheOptions {
  versions: ReadVersions;
  /** Longest an entry is served without a bump (default 60 s). */
  maxAgeMs?: number;
  /** Entries kept; the oldest go first (default 5,000). */
  maxEntries?: number;
  now?: () => number;
}

export interface ReadCache {
  /**
   * The cached body of `key`, or `load()` serialised and kept. Concurrent misses of one key share one load, so a
   * burst of visitors after a write costs one query.
   */
  getOrLoad(key: string, tags: readonly string[], load: () => Promise<unknown>): Promise<CachedBody>;
  /**
   * Remembers that `address` (brand and request URL) was answered with `key`'s entry, so the next request for the same
   * address can be answered before routing (plugins/public-read-door.ts). The oldest addresses go first.
   */
  remember(address: string, key: string): void;
  /** The fresh entry an address was last answered with; never loads. */
  recall(address: string): CachedBody | undefined;
  /** Makes every entry tagged with one of `tags` stale, here and (through the versions) on other instances. */
  invalidate(...tags: string[]): Promise<void>;
  readonly size: number;
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { versions } = options;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedBody>>();
  const addresses = new Map<string, string>();

  const isFresh = (entry: Entry) =>
    entry.expiresAt > now() && entry.tags.every((tag, i) => versions.current(tag) === entry.versions[i]);

  const loadAndKeep = async (key: string, tags: readonly string[], snapshot: number[], load: () => Promise<unknown>) => {
    const value = await load();
    const body = JSON.stringify(value);
    const cached: CachedBody = { value, body, etag: etagOf(body) };
    entries.delete(key); // re-inserted last: Map order is the eviction order
    entries.set(key, { ...cached, tags, versions: snapshot, expiresAt: now() + maxAgeMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return cached;
  };

  return {
    async getOrLoad(key, tags, load) {
      const entry = entries.get(key);
      if (entry && isFresh(entry)) return entry;
      const snapshot = tags.map((tag) => versions.current(tag));
      // A load started before the latest bump is not joined: it may have read the data the write replaced.
      const loadKey = `${key}\n${snapshot.join(',')}`;
      let pending = loading.get(loadKey);
      if (!pending) {
        pending = loadAndKeep(key, tags, snapshot, load).finally(() => loading.delete(loadKey));
        loading.set(loadKey, pending);
      }
      return pending;
    },
    remember(address, key) {
      if (addresses.get(address) === key) return;
      addresses.set(address, key);
      // Several addresses may share an entry (`?page=1` and none); twice the entries bounds them.
      if (addresses.size > maxEntries * 2) addresses.delete(addresses.keys().next().value!);
    },
    recall(address) {
      const key = addresses.get(address);
      const entry = key === undefined ? undefined : entries.get(key);
      return entry && isFresh(entry) ? entry : undefined;
    },
    async invalidate(...tags) {
      await versions.bump(tags);
    },
    get size() {
      return entries.size;
    },
  };
}
