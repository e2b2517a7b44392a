/** The hourly caps of notifications between members (ADR 40) over a counter like the app's store. */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CAP_WINDOW_MS } from '../../contracts/constants';
import { type CapCounter, notificationCapKeys, notificationCapsOn } from './notification-caps';

/** Fixed windows as the store counts them, with a clock the test moves. */
function fakeCounter() {
  let now = 0;
  const counters = new Map<string, { count: number; expiresAt: number; windowMs: number }>();
  const counter: CapCounter = {
    async increment(key, windowMs) {
      const live = counters.get(key);
      const entry = live && live.expiresAt > now ? live : { count: 0, expiresAt: now + windowMs, windowMs };
      entry.count++;
      counters.set(key, entry);
      return { count: entry.count, ttlMs: entry.expiresAt - now };
    },
  };
  return { counter, counters, advance: (ms: number) => (now += ms) };
}

describe('notification caps', () => {
  it('allow a sender their hourly share, then refuse with the seconds left in the hour', async () => {
    const { counter, counters, advance } = fakeCounter();
    const caps = notificationCapsOn(counter, { sender: 2, recipient: 5 });
    expect(await caps.chargeSender('a')).toEqual({ allowed: true });
    advance(60_000);
    expect(await caps.chargeSender('a')).toEqual({ allowed: true });
    expect(await caps.chargeSender('a')).toEqual({ allowed: false, retryAfterSeconds: 3540 });
    expect(await caps.chargeSender('b')).toEqual({ allowed: true });
    expect(counters.get(notificationCapKeys.sender('a'))?.windowMs).toBe(NOTIFICATION_CAP_WINDOW_MS);
    advance(NOTIFICATION_CAP_WINDOW_MS);
    expect(await caps.chargeSender('a')).toEqual({ allowed: true });
  });

  it('admit a recipient’s hourly share of new notifications, counted apart from what they send', async () => {
    const { counter } = fakeCounter();
    const caps = notificationCapsOn(counter, { sender: 1, recipient: 2 });
    expect(await caps.chargeSender('a')).toEqual({ allowed: true });
    expect([await caps.admitRecipient('a'), await caps.admitRecipient('a'), await caps.admitRecipient('a')]).toEqual([true, true, false]);
  });
});
