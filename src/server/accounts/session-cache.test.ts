import { describe, expect, it } from 'vitest';
import type { User } from '../../db/schema';
import { createInProcessReadVersions } from '../read-cache/read-versions';
import type { SessionUser } from './get-session-user';
import { createSessionCache, sessionUserTag } from './session-cache';

const TOKEN = 'a'.repeat(43);
const OTHER_TOKEN = 'b'.repeat(43);
const FAR = new Date('2099-01-01T00:00:00Z');

function sessionOf(userId: string, nickname = '처음', expiresAt = FAR): SessionUser {
  return { sessionId: `s-${userId}`, user: { id: userId, nickname } as User, expiresAt };
}

/** A lookup that answers `values` in turn (the last one from then on) and counts its calls. */
function lookup(values: Array<SessionUser | null>) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)] ?? null,
    calls: () => calls,
  };
}

describe('session cache', () => {
  it('answers from memory until the user is forgotten, then looks up again', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    const source = lookup([sessionOf('u1'), sessionOf('u1', '바뀜')]);
    expect((await cache.get('a', TOKEN, source.load))?.user.nickname).toBe('처음');
    expect((await cache.get('a', TOKEN, source.load))?.user.nickname).toBe('처음');
    expect(source.calls()).toBe(1);

    await cache.forgetUser('u1');
    expect((await cache.get('a', TOKEN, source.load))?.user.nickname).toBe('바뀜');
    expect(source.calls()).toBe(2);
  });

  it('keeps the sessions of other users when one user is forgotten', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    // Two users in different version buckets (almost every pair is).
    const other = ['u2', 'u3', 'u4', 'u5'].find((id) => sessionUserTag(id) !== sessionUserTag('u1'))!;
    const source = lookup([sessionOf('u1')]);
    await cache.get('a', TOKEN, source.load);
    await cache.forgetUser(other);
    await cache.get('a', TOKEN, source.load);
    expect(source.calls()).toBe(1);
  });

  it('refuses a logged-out token on the next lookup: the forgotten entry is not served', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    const source = lookup([sessionOf('u1'), null]);
    expect(await cache.get('a', TOKEN, source.load)).not.toBeNull();
    await cache.forgetUser('u1'); // what a logout does once its delete has committed
    expect(await cache.get('a', TOKEN, source.load)).toBeNull();
  });

  it('keys by brand and token: another brand or token is looked up on its own', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    const source = lookup([sessionOf('u1'), null, null]);
    await cache.get('a', TOKEN, source.load);
    expect(await cache.get('b', TOKEN, source.load)).toBeNull();
    expect(await cache.get('a', OTHER_TOKEN, source.load)).toBeNull();
    expect(source.calls()).toBe(3);
  });

  it('shares one lookup between concurrent requests of the same token', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    const source = lookup([sessionOf('u1')]);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('a', TOKEN, source.load)));
    expect(source.calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('never keeps a lookup that an invalidation raced, nor lets a later request join it', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    let release!: () => void;
    const slow = cache.get(
      'a',
      TOKEN,
      () => new Promise<SessionUser>((resolve) => (release = () => resolve(sessionOf('u1', '로그아웃 전')))),
    );
    await cache.forgetUser('u1'); // the logout commits while the lookup that read the old row is still running
    const after = cache.get('a', TOKEN, async () => null);
    release();
    expect((await slow)?.user.nickname).toBe('로그아웃 전');
    expect(await after).toBeNull();
    expect(await cache.get('a', TOKEN, async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps an entry no longer than its max age nor beyond the session’s own expiry', async () => {
    let now = 0;
    const cache = createSessionCache({ versions: createInProcessReadVersions(), maxAgeMs: 1_000, now: () => now });
    const lasting = lookup([sessionOf('u1')]);
    await cache.get('a', TOKEN, lasting.load);
    now = 999;
    await cache.get('a', TOKEN, lasting.load);
    expect(lasting.calls()).toBe(1);
    now = 1_000;
    await cache.get('a', TOKEN, lasting.load);
    expect(lasting.calls()).toBe(2);

    now = 0;
    const ending = lookup([sessionOf('u2', '곧 만료', new Date(500)), null]);
    expect(await cache.get('a', OTHER_TOKEN, ending.load)).not.toBeNull();
    now = 500;
    expect(await cache.get('a', OTHER_TOKEN, ending.load)).toBeNull();
  });

  it('keeps neither unknown tokens nor failed lookups', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    await cache.get('a', TOKEN, async () => null);
    await expect(cache.get('a', OTHER_TOKEN, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect((await cache.get('a', OTHER_TOKEN, async () => sessionOf('u1')))?.user.id).toBe('u1');
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions(), maxEntries: 2 });
    for (const letter of ['c', 'd', 'e']) await cache.get('a', letter.repeat(43), async () => sessionOf(`u-${letter}`));
    expect(cache.size).toBe(2);
    const first = lookup([sessionOf('u-c')]);
    await cache.get('a', 'c'.repeat(43), first.load);
    expect(first.calls()).toBe(1);
  });

  it('hands out a session no request can change for the others', async () => {
    const cache = createSessionCache({ versions: createInProcessReadVersions() });
    const session = (await cache.get('a', TOKEN, async () => sessionOf('u1')))!;
    expect(() => {
      (session.user as { nickname: string | null }).nickname = '남의 것';
    }).toThrow(TypeError);
  });
});
