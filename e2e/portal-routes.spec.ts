/**
 * Every individual-site route of spec §2.5 on careerroad.localhost, on a desktop and a phone: a visitor
 * gets the page, or — where an account is needed — the login page with `next` pointing back; student@careerroad.kr
 * gets every page with its heading, and /login sends them straight on to `next`.
 */
import { devices, expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A } from './support/hosts';
import { loginOnPortal, PORTAL } from './support/portal';

const OPEN = ['/', '/search?q=공모&p=1', '/calendar', '/channel/hanbit-electronics', '/nav'];
const MEMBERS_ONLY = [
  '/notifications',
  '/accounts/scrap',
  '/profile',
  '/my-career/spec-management?section=info',
  '/self-introduction/manage',
  '/accounts/channel-comment',
  '/accounts/reply',
  '/manage/welcome',
];

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: devices['iPhone 13'].viewport, userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true },
};

for (const [name, options] of Object.entries(VIEWPORTS)) {
  test.describe(name, () => {
    test.use(options);

    test('a visitor gets the open pages and the login with next for the members-only ones', async ({ page }) => {
      for (const path of OPEN) {
        const response = await page.goto(`${PORTAL}${encodeURI(path)}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('h1').first(), path).toBeVisible();
      }
      for (const path of MEMBERS_ONLY) {
        const response = await page.goto(`${PORTAL}${path}`);
        expect(response?.status(), path).toBe(200);
        expect(page.url(), path).toBe(`${PORTAL}/login?next=${encodeURIComponent(path)}`);
      }
      expect((await page.goto(`${PORTAL}/login?next=%2Fcalendar`))?.status()).toBe(200);
    });

    // Two tests, open pages and members-only pages, so neither walks all thirteen pages alone.
    for (const [group, paths] of [
      ['the open pages', OPEN],
      ['the members-only pages', MEMBERS_ONLY],
    ] as const) {
      test(`student@careerroad.kr gets ${group} with their headings, and /login sends them on to next`, async ({ page }) => {
        await loginOnPortal(page, ACCOUNTS.student);
        for (const path of paths) {
          const response = await page.goto(`${PORTAL}${encodeURI(path)}`);
          expect(response?.status(), path).toBe(200);
          expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
          await expect(page.locator('h1').first(), path).toBeVisible();
        }
        await page.goto(`${PORTAL}/login?next=%2Fcalendar`);
        await expect(page).toHaveURL(`${PORTAL}/calendar`);
      });
    }
  });
}

test("the mock-exam pages' paths on the portal lead to the same pages on the brand's CBT site", async ({ page }) => {
  for (const path of ['/mycbt/archive', '/mycbt/note', '/exam/detail/1?tab=info']) {
    const response = await page.goto(`${PORTAL}${path}`);
    expect(new URL(page.url()).origin, path).toBe(BRAND_A);
    expect(response?.status(), path).toBeLessThan(500);
  }
  // A visitor asking for their archive is then asked to log in on the CBT site, with the way back.
  await page.goto(`${PORTAL}/mycbt/archive`);
  await expect(page).toHaveURL(`${BRAND_A}/login?redirect=${encodeURIComponent('/mycbt/archive')}`);
});
