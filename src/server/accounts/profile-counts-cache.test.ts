import { describe, expect, it } from 'vitest';
import { createInProcessReadVersions } from '../read-cache/read-versions';
import { type ProfileCounts, createProfileCountsCache, profileCountsTag } from './profile-counts-cache';

const counts = (notificationUnreadCount: number, scrapCount = 0): ProfileCounts => ({ notificationUnreadCount, scrapCount });

/** A load that answers `values` in turn (the last one from then on) and counts its calls. */
function source(values: ProfileCounts[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)]!,
    calls: () => calls,
  };
}

describe('profile counts cache', () => {
  it('answers the same counts from memory until the user is forgotten, then loads again', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions() });
    const counted = source([counts(3, 2), counts(4, 2)]);
    const first = await cache.get('u1', counted.load);
    expect(first).toEqual(counts(3, 2));
    expect(await cache.get('u1', counted.load)).toBe(first);
    expect(counted.calls()).toBe(1);

    await cache.forgetUser('u1');
    expect(await cache.get('u1', counted.load)).toEqual(counts(4, 2));
    expect(counted.calls()).toBe(2);
  });

  it('keeps the counts of users in other buckets when one user is forgotten', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions() });
    const other = ['u2', 'u3', 'u4', 'u5'].find((id) => profileCountsTag(id) !== profileCountsTag('u1'))!;
    const counted = source([counts(1)]);
    await cache.get('u1', counted.load);
    await cache.forgetUser(other);
    await cache.get('u1', counted.load);
    expect(counted.calls()).toBe(1);
  });

  it('keys by user: another user is loaded on its own', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions() });
    expect(await cache.get('u1', async () => counts(1))).toEqual(counts(1));
    expect(await cache.get('u2', async () => counts(2))).toEqual(counts(2));
  });

  it('shares one load between concurrent requests of the same user', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions() });
    const counted = source([counts(1)]);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('u1', counted.load)));
    expect(counted.calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('never keeps a load that a write raced, nor lets a later request join it', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions() });
    let release!: () => void;
    const slow = cache.get('u1', () => new Promise<ProfileCounts>((resolve) => (release = () => resolve(counts(3)))));
    await cache.forgetUser('u1'); // a notification is read while the load that counted it unread still runs
    const after = cache.get('u1', async () => counts(2));
    release();
    expect(await slow).toEqual(counts(3));
    expect(await after).toEqual(counts(2));
    expect(await cache.get('u1', async () => counts(99))).toEqual(counts(2));
  });

  it('keeps counts no longer than their max age', async () => {
    let now = 0;
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions(), maxAgeMs: 1_000, now: () => now });
    const counted = source([counts(1), counts(2)]);
    await cache.get('u1', counted.load);
    now = 999;
    expect(await cache.get('u1', counted.load)).toEqual(counts(1));
    now = 1_000;
    expect(await cache.get('u1', counted.load)).toEqual(counts(2));
  });

  it('keeps no failed load', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions() });
    await expect(cache.get('u1', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect(await cache.get('u1', async () => counts(1))).toEqual(counts(1));
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions(), maxEntries: 2 });
    for (const id of ['u1', 'u2', 'u3']) await cache.get(id, async () => counts(1));
    expect(cache.size).toBe(2);
    const reloaded = source([counts(1)]);
    await cache.get('u1', reloaded.load);
    expect(reloaded.calls()).toBe(1);
    await cache.get('u3', reloaded.load);
    expect(reloaded.calls()).toBe(1);
  });

  it('hands out counts no request can change for the others', async () => {
    const cache = createProfileCountsCache({ versions: createInProcessReadVersions() });
    const answer = await cache.get('u1', async () => counts(1));
    expect(() => {
      (answer as { scrapCount: number }).scrapCount = 5;
    }).toThrow(TypeError);
  });
});
