/**
 * logged-in brand A pages must not poll. After load a member's page makes its one-off calls
 * (CurrentUser, the chat unread count, the exam page's posts), loads the chat frame at once (spec §4: a member
 * with a token), whose app reads its rooms, holds one live event stream open and reads its rooms again when the
 * stream says it is ready, and Next prefetches links
 * in view. None of that repeats by itself. The test fast-forwards the page's timers by ten minutes with
 * Playwright's clock instead of waiting, so any interval- or timeout-driven request would show up.
 */
import { expect, type Request, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A } from './support/hosts';
import { loginViaApi } from './support/session';

const STATIC = /\/_next\/static\/|\.(?:js|css|svg|png|ico|woff2?)(?:\?|$)/;

for (const path of ['/', '/exam/detail/1', '/mycbt/note']) {
  test(`a member's ${path} makes no request by itself once loaded (10 minutes of timers)`, async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, ACCOUNTS.student);
    await context.clock.install();
    const requests: Request[] = [];
    context.on('request', (request) => {
      if (!STATIC.test(request.url())) requests.push(request);
    });
    const stream = page.waitForRequest((request) => request.url().endsWith('/chat/events'));
    await page.goto(`${BRAND_A}${path}`, { waitUntil: 'load' });
    // Settled: the chat frame loaded and its live stream is open, and the stream's first `ready` made the frame fetch
    // its room list once more (use-chat-live-events.ts; the list is always observed): the last of the one-off work.
    const streamRequest = await stream;
    await expect
      .poll(async () => {
        const refetch = requests
          .slice(requests.indexOf(streamRequest) + 1)
          .find((r) => r.url().startsWith('http://chat.') && r.url().endsWith('/graphql'));
        return refetch ? (await refetch.response()) !== null : false;
      })
      .toBe(true);
    await expect.poll(() => requests.filter((r) => r.url().includes('/graphql') && !r.url().includes('chat.')).length).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    const settled = requests.length;

    await context.clock.runFor(10 * 60_000);
    // A real round trip after the timers ran: anything they sent was issued before it.
    const marker = await page.evaluate(async () => (await fetch('/healthz?marker=1')).status);
    expect(marker).toBe(200);
    const later = requests
      .slice(settled)
      .map((r) => `${r.method()} ${r.url()}`)
      .filter((line) => !line.includes('/healthz?marker=1'));
    expect(later, 'requests after the page settled').toEqual([]);
  });
}
