/**
 * The production Content-Security-Policy: pages run only our own script files and the scripts carrying
 * the request's nonce — no 'unsafe-inline', no 'unsafe-eval' — and still hydrate without a single CSP violation.
 * The whole browser suite runs under this policy too; this spec reads it and watches for violations.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A, BRAND_B, E2E_PORT, ORIGINS } from './support/hosts';
import { loginViaApi } from './support/session';

const CHAT_ORIGIN = `http://chat.careerroad.localhost:${E2E_PORT}`;

/** Console reports of blocked scripts, styles or connections, and uncaught page errors. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|evaluate)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  page.on('pageerror', (error) => violations.push(error.message));
  return violations;
}

async function expectStrictScriptPolicy(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const csp = (await response!.headerValue('content-security-policy')) ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, 'script-src names a nonce').toBeTruthy();
  // Every script Next wrote into the HTML carries this request's nonce (chunks loaded later come from 'self').
  const scripts = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  // Hydrated: Next's router is up, so client-side code ran under the policy.
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: { router?: unknown } }).next?.router)).toBe('object');
}

test('CBT pages of both brands hydrate under a nonce-only script policy with no CSP violation', async ({ page }) => {
  const violations = collectViolations(page);
  await expectStrictScriptPolicy(page, `${BRAND_A}/`);
  await page.getByTestId('category-card').first().click();
  await expect(page).toHaveURL(/\/exam\//);
  const examLink = page.locator('a[href^="/exam/detail/"]').first();
  await expectStrictScriptPolicy(page, `${BRAND_A}${await examLink.getAttribute('href')}`);
  await expectStrictScriptPolicy(page, `${BRAND_B}/`);
  expect(violations).toEqual([]);
});

test('a logged-in page with the chat panel frame and the chat site itself keep the strict policy', async ({ page }) => {
  const violations = collectViolations(page);
  await loginViaApi(page.context(), BRAND_A, ACCOUNTS.student);
  await expectStrictScriptPolicy(page, `${BRAND_A}/`);
  await expectStrictScriptPolicy(page, `${CHAT_ORIGIN}/?parentOrigin=${encodeURIComponent(BRAND_A)}`);
  expect(violations).toEqual([]);
});

test('the not-found page of every site carries the nonce, hydrates and causes no CSP violation', async ({ page }) => {
  const violations = collectViolations(page);
  // The events themselves, besides the console: a blocked style or image reports here too.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const origin of Object.values(ORIGINS)) {
    const response = await page.goto(`${origin}/no-such-page-${Date.now()}`);
    expect(response?.status(), origin).toBe(404);
    const nonce = /'nonce-([^']+)'/.exec((await response!.headerValue('content-security-policy')) ?? '')?.[1];
    expect(nonce, origin).toBeTruthy();
    for (const script of (await response!.text()).match(/<script\b[^>]*>/g) ?? []) expect(script, origin).toContain(`nonce="${nonce}"`);
    await expect(page.getByTestId('not-found-screen'), origin).toBeVisible();
    await expect.poll(() => page.evaluate(() => typeof (window as { next?: { router?: unknown } }).next?.router), { message: origin }).toBe('object');
    // The brand comes from the browser once hydrated: the logo shows.
    await expect(page.getByTestId('not-found-screen').getByTestId('brand-logo'), origin).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), origin).toEqual([]);
  }
  expect(violations).toEqual([]);
});

test('the self-hosted Pretendard loads from our own origin under the policy, each subset once, nothing refused', async ({ page }) => {
  const violations = collectViolations(page);
  const fontUrls: string[] = [];
  page.on('requestfinished', (request) => {
    // The page's own (brand A's chat frame loads its copy from the chat site's origin).
    if (request.resourceType() === 'font' && request.frame() === page.mainFrame()) fontUrls.push(request.url());
  });
  for (const origin of [BRAND_A, BRAND_B]) {
    fontUrls.length = 0;
    await page.goto(`${origin}/`);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Pretendard Web' && face.status === 'loaded').length,
    );
    expect(loaded, origin).toBeGreaterThan(0);
    // Every font came from this page's own origin, at the versioned path, each subset once: only those its text uses.
    expect(fontUrls.length, origin).toBeGreaterThan(0);
    for (const url of fontUrls) expect(url, origin).toMatch(new RegExp(`^${origin}/fonts/pretendard/\\d+\\.\\d+\\.\\d+/PretendardVariable\\.subset\\.\\d+\\.woff2$`));
    expect(new Set(fontUrls).size, origin).toBe(fontUrls.length);
    expect(fontUrls.length, origin).toBeLessThan(30);
  }
  expect(violations).toEqual([]);
});
