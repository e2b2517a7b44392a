/**
 * Sessions from memory: every member request (profile, paper, answer save) needs its session, and looking
 * it up cost one query each time. The cache keeps the SessionUser of a token for a short while, shares one lookup
 * between concurrent requests of the same token, and forgets a user's sessions the moment a logout, a revocation or
 * a change of the user's row is announced: on this instance at once, on the others as soon as they hear the bump
 * through the read-cache version bus (Redis pub/sub with REDIS_URL).
 *
 * Versions: every invalidation bumps the global tag and the user's bucket tag together (one message, applied in one
 * step). An entry records its bucket's version and is served only while that is unchanged. The user of a token is
 * unknown before the lookup, so the lookup records the global version instead: a lookup during which ANY session
 * invalidation happened is answered but not kept, since it may have read the row that invalidation replaced.
 */
import type { BrandId } from '../../config/hosts';
import type { ReadVersions } from '../read-cache/read-versions';
import type { SessionUser } from './get-session-user';
import { hashSessionToken } from './session-token';

/**
 * Long enough that a member clicking through pages and saving answers is served from memory, short enough to bound
 * what a lost broadcast (Redis briefly down) or a change made outside the operations (an operator's SQL) can cost.
 */
export const SESSION_CACHE_MAX_AGE_MS = 30_000;

/** Entries kept; the oldest go first. A SessionUser is well under 1 KB, so this stays a few MB at most. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Users share version buckets so the version map stays bounded however many users log out over the process's life;
 * a bump makes 1/4096 of the cached sessions look up once more, which costs nothing noticeable.
 */
const USER_BUCKETS = 4096;

export const SESSIONS_TAG = 'sessions';
export const sessionUserTag = (userId: string) => `sessions:${userBucket(userId)}`;

/** The version bucket of a user; the profile counts cache buckets its users the same way. */
export function userBucket(userId: string): number {
  // FNV-1a: cheap, and spreads uuids (or any id) evenly.
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) hash = Math.imul(hash ^ userId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % USER_BUCKETS;
}

/** What an operation that revokes sessions or changes a user's row calls after its write has committed. */
export interface SessionInvalidation {
  /** Drops every cached session of the user, here at once and on every other instance once it hears the bump. */
  forgetUser(userId: string): Promise<void>;
}

export interface SessionCache extends SessionInvalidation {
  /**
   * The session behind `token` on `brand`: from memory while fresh, else `load()`, shared by concurrent callers of
   * the same token. Unknown tokens are not kept (a flood of forged tokens must not push real sessions out).
   */
  get(brand: BrandId, token: string, load: () => Promise<SessionUser | null>): Promise<SessionUser | null>;
  readonly size: number;
}

export interface SessionCacheOptions {
  versions: ReadVersions;
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  session: SessionUser;
  tag: string;
  version: number;
  /** Never later than the session's own expiry. */
  expiresAt: number;
}

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const { versions } = options;
  const maxAgeMs = options.maxAgeMs ?? SESSION_CACHE_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<SessionUser | null>>();

  const isFresh = (entry: Entry) => entry.expiresAt > now() && versions.current(entry.tag) === entry.version;

  const loadAndKeep = async (key: string, before: number, load: () => Promise<SessionUser | null>) => {
    const session = await load();
    if (session && versions.current(SESSIONS_TAG) === before) {
      // No invalidation since the lookup began, so the bucket's version now is the one the row was read under.
      const tag = sessionUserTag(session.user.id);
      const expiresAt = Math.min(now() + maxAgeMs, session.expiresAt.getTime());
      entries.delete(key); // re-inserted last: Map order is the eviction order
      entries.set(key, { session: freeze(session), tag, version: versions.current(tag), expiresAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return session;
  };

  return {
    async get(brand, token, load) {
      // Keyed by the token's hash (the session id), so no usable token sits in the process's memory.
      const key = `${brand}:${hashSessionToken(token)}`;
      const entry = entries.get(key);
      if (entry) {
        if (isFresh(entry)) return entry.session;
        entries.delete(key);
      }
      const before = versions.current(SESSIONS_TAG);
      // A lookup begun before the latest invalidation is not joined: it may have read what the invalidation removed.
      const loadKey = `${key}\n${before}`;
      let pending = loading.get(loadKey);
      if (!pending) {
        pending = loadAndKeep(key, before, load).finally(() => loading.delete(loadKey));
        loading.set(loadKey, pending);
      }
      return pending;
    },
    async forgetUser(userId) {
      await versions.bump([SESSIONS_TAG, sessionUserTag(userId)]);
    },
    get size() {
      return entries.size;
    },
  };
}

/** One SessionUser now serves many requests: none of them may change it for the others. */
function freeze(session: SessionUser): SessionUser {
  Object.freeze(session.user);
  return Object.freeze(session);
}
