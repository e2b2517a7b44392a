/**
 * Dates are Korean wall-clock time on the server and in the browser alike (src/config/kst.ts): with the
 * browser set to Los Angeles, every <time> the server rendered reads the same once React has hydrated the page, and
 * React reports no hydration mismatch. Pages: the student's notifications and comments (dates from the API, rendered
 * on the server and again in the browser).
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { loginOnPortal, PORTAL } from './support/portal';

test.use({ timezoneId: 'America/Los_Angeles' });

/** `<time datetime="…">text</time>` of server-rendered HTML, as [datetime, text] pairs. */
function serverTimes(html: string): [string, string][] {
  return [...html.matchAll(/<time[^>]*?datetime="([^"]+)"[^>]*>(.*?)<\/time>/gis)].map((m) => [
    m[1]!,
    m[2]!
      .replace(/<!--.*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .trim(),
  ]);
}

for (const path of ['/notifications', '/accounts/channel-comment']) {
  test(`${path}: dates rendered on the server read the same after hydration in another time zone`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    await loginOnPortal(page, ACCOUNTS.student);

    // The server's HTML as it arrives, before any script runs (fetched from the portal page: Node cannot resolve it).
    const html = await page.evaluate(async (url) => (await fetch(url)).text(), path);
    const rendered = serverTimes(html);
    expect(rendered.length, 'the page renders dates on the server').toBeGreaterThan(0);

    await page.goto(`${PORTAL}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The browser's own clock is not Korea's: a date formatted with it would differ.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    await page.waitForFunction(() => document.readyState === 'complete');
    const hydrated = await page.locator('time[datetime]').evaluateAll((nodes) =>
      nodes.map((n) => [n.getAttribute('datetime') ?? '', (n.textContent ?? '').trim()] as [string, string]),
    );
    for (const [datetime, text] of rendered) {
      expect(hydrated, `${datetime} reads “${text}” as on the server`).toContainEqual([datetime, text]);
    }
    expect(problems).toEqual([]);
  });
}
