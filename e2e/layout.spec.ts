import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { expectChrome } from './support/chrome';
import { BRAND_A, BRAND_B } from './support/hosts';
import { loginViaApi, setCookie } from './support/session';

// Spec §2.1 layout rules, one row per route class: [path, desktop, web view].
const ROUTES: Array<{ path: string; login?: boolean; desktop: [boolean, boolean]; webView: [boolean, boolean] }> = [
  { path: '/', desktop: [true, true], webView: [false, true] },
  { path: '/exam/psat', desktop: [true, true], webView: [false, true] },
  { path: '/mycbt/archive', login: true, desktop: [true, true], webView: [false, true] },
  { path: '/login', desktop: [true, true], webView: [true, true] },
  { path: '/refund-login', desktop: [false, false], webView: [false, false] },
  { path: '/refund-login/local', desktop: [false, false], webView: [false, false] },
  { path: '/no-such-page', desktop: [false, false], webView: [false, false] },
];

for (const route of ROUTES) {
  for (const mode of ['desktop', 'webView'] as const) {
    const [header, footer] = route[mode];
    test(`${route.path} in ${mode === 'webView' ? 'the web view' : 'a desktop browser'} shows header=${header} footer=${footer}`, async ({
      page,
      context,
    }) => {
      if (mode === 'webView') await setCookie(context, BRAND_A, 'webview', '1');
      if (route.login) await loginViaApi(context, BRAND_A, ACCOUNTS.student);
      await page.goto(`${BRAND_A}${route.path}`);
      await expectChrome(page, { header, footer });
    });
  }
}

test('the native app user agent alone selects the web view layout', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 NursePassApp/1.0.0',
  });
  const page = await context.newPage();
  await page.goto(`${BRAND_B}/`);
  await expectChrome(page, { header: false, footer: true });
  await context.close();
});

test('the disabledHeader cookie hides the header but keeps the footer', async ({ page, context }) => {
  await setCookie(context, BRAND_A, 'disabledHeader', 'true');
  await page.goto(`${BRAND_A}/`);
  await expectChrome(page, { header: false, footer: true });
  await page.goto(`${BRAND_A}/login`);
  await expectChrome(page, { header: false, footer: true });
});

test('brand A header turns compact on my-CBT pages', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  await page.goto(`${BRAND_A}/`);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-layout', 'full');
  await page.goto(`${BRAND_A}/mycbt/review`);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-layout', 'compact');
});

test('a desktop link click is a client-side route change with a progress bar', async ({ page }) => {
  // The page data is held back until the bar has been seen: a fixed delay lost the race on a busy machine.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/data/**/exam/psat.json*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${BRAND_A}/`);
  await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
  await page.getByTestId('category-card').filter({ hasText: 'PSAT' }).click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  // Decorative, and without nprogress's invalid role="bar" (axe: aria-roles).
  await expect(page.locator('#nprogress .bar')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('#nprogress [role]')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(`${BRAND_A}/exam/psat`);
  await expect(page.getByTestId('category-name')).toHaveText('PSAT');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBe(true);
});

test('in the web view a link click becomes a full page load without errors', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await setCookie(context, BRAND_A, 'webview', '1');
  await page.goto(`${BRAND_A}/`);
  await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
  await Promise.all([page.waitForEvent('load'), page.getByTestId('category-card').filter({ hasText: 'PSAT' }).click()]);
  await expect(page).toHaveURL(`${BRAND_A}/exam/psat`);
  await expect(page.getByTestId('category-name')).toHaveText('PSAT');
  // A fresh document: the marker set on the previous page is gone.
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBeUndefined();
  await expectChrome(page, { header: false, footer: true });
  expect(errors).toEqual([]);
});

test('the toast area and the modal layer are always present', async ({ page }) => {
  for (const path of ['/', '/refund-login', '/no-such-page']) {
    await page.goto(`${BRAND_A}${path}`);
    await expect(page.getByTestId('toast-area')).toHaveCount(1);
    await expect(page.getByTestId('modal-root')).toHaveCount(1);
  }
});
