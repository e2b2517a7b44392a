/**
 * Version numbers of cached reads (read-cache.ts): a write bumps the tags it changed. In process by default; with
 * REDIS_URL every bump is also published, and every instance bumps its own numbers when it hears one, so a like on
 * instance A makes instance B's cached exam list stale too. Numbers are local: only "did it change since" matters.
 */
import type { Redis } from 'ioredis';

export const READ_VERSIONS_CHANNEL = 'read-cache:bump';

export interface ReadVersions {
  current(tag: string): number;
  /** Bumps here at once and, with Redis, on every other instance once they hear it. */
  bump(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

function createLocalVersions() {
  const versions = new Map<string, number>();
  return {
    current: (tag: string) => versions.get(tag) ?? 0,
    bumpLocal(tags: readonly string[]) {
      for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1);
    },
  };
}

export function createInProcessReadVersions(): ReadVersions {
  const local = createLocalVersions();
  return {
    current: local.current,
    async bump(tags) {
      local.bumpLocal(tags);
    },
    async close() {},
  };
}

/**
 * `publisher` is the app's shared connection; `subscriber` a dedicated one (a subscribed connection can do nothing
 * else), owned and closed here. Resolves once this instance listens.
 */
export async function createRedisReadVersions(
  publisher: Redis,
  subscriber: Redis,
  onError: (error: unknown) => void = () => {},
): Promise<ReadVersions> {
  const local = createLocalVersions();
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== READ_VERSIONS_CHANNEL) return;
    try {
      const tags: unknown = JSON.parse(message);
      if (Array.isArray(tags)) local.bumpLocal(tags.filter((tag): tag is string => typeof tag === 'string'));
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(READ_VERSIONS_CHANNEL);
  return {
    current: local.current,
    async bump(tags) {
      // Here first, so this instance's next read is fresh even before Redis echoes the message back.
      local.bumpLocal(tags);
      await publisher.publish(READ_VERSIONS_CHANNEL, JSON.stringify(tags));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
