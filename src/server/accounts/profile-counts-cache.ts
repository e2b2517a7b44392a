/**
 * Profile counts from memory: every page load of a member fetches the profile, whose unread-notification
 * and scrap counts cost a query each time although they change only when the member gets, reads or deletes a
 * notification or adds or removes a scrap. The cache keeps a user's counts for a few seconds, shares one load between
 * concurrent requests of the same user, and forgets them the moment a write announces a change: on this instance at
 * once, on the others as soon as they hear the bump through the read-cache version bus (Redis pub/sub with REDIS_URL).
 *
 * Versions: a write bumps the user's bucket tag after it has committed. A load records the bucket's version read
 * BEFORE it queries, so a write that commits while the load runs makes the loaded counts stale at once: they answer
 * the requests that waited for them but are never served again.
 */
import type { ReadVersions } from '../read-cache/read-versions';
import { userBucket } from './session-cache';

/**
 * Short, because notifications may also be written by what does not go through our operations (an operator's SQL, the
 * seed, another service on the same database) and a lost broadcast must not cost long; the bench's steady reader still
 * loads only once per this interval.
 */
export const PROFILE_COUNTS_MAX_AGE_MS = 5_000;

/** Entries kept; the oldest go first. An entry is a few dozen bytes. */
export const PROFILE_COUNTS_MAX_ENTRIES = 10_000;

export const profileCountsTag = (userId: string) => `profile-counts:${userBucket(userId)}`;

export interface ProfileCounts {
  readonly notificationUnreadCount: number;
  readonly scrapCount: number;
}

/** What every write that changes a user's notifications or scraps calls after it has committed. */
export interface ProfileCountsInvalidation {
  /** Makes the user's cached counts stale, here at once and on every other instance once it hears the bump. */
  forgetUser(userId: string): Promise<void>;
}

export interface ProfileCountsCache extends ProfileCountsInvalidation {
  /**
   * The user's counts: from memory while fresh, else `load()`, shared by concurrent callers. The same object is
   * answered for as long as it is fresh, so callers may memoise what they derive from it by identity.
   */
  get(userId: string, load: () => Promise<ProfileCounts>): Promise<ProfileCounts>;
  readonly size: number;
}

export interface ProfileCountsCacheOptions {
  versions: ReadVersions;
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  counts: ProfileCounts;
  tag: string;
  version: number;
  expiresAt: number;
}

export function createProfileCountsCache(options: ProfileCountsCacheOptions): ProfileCountsCache {
  const { versions } = options;
  const maxAgeMs = options.maxAgeMs ?? PROFILE_COUNTS_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? PROFILE_COUNTS_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<ProfileCounts>>();

  const loadAndKeep = async (userId: string, tag: string, before: number, load: () => Promise<ProfileCounts>) => {
    const counts = Object.freeze({ ...(await load()) });
    // A write that committed during the load bumped the tag: what was read may predate it, so it is not kept.
    if (versions.current(tag) === before) {
      entries.delete(userId); // re-inserted last: Map order is the eviction order
      entries.set(userId, { counts, tag, version: before, expiresAt: now() + maxAgeMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return counts;
  };

  return {
    async get(userId, load) {
      const entry = entries.get(userId);
      if (entry) {
        if (entry.expiresAt > now() && versions.current(entry.tag) === entry.version) return entry.counts;
        entries.delete(userId);
      }
      const tag = profileCountsTag(userId);
      const before = versions.current(tag);
      // A load begun before the latest write is not joined: it may have read what the write changed.
      const loadKey = `${userId}\n${before}`;
      let pending = loading.get(loadKey);
      if (!pending) {
        pending = loadAndKeep(userId, tag, before, load).finally(() => loading.delete(loadKey));
        loading.set(loadKey, pending);
      }
      return pending;
    },
    async forgetUser(userId) {
      await versions.bump([profileCountsTag(userId)]);
    },
    get size() {
      return entries.size;
    },
  };
}
