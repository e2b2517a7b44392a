/**
 * Brand A's menus as a visitor and a member meet them: the main navigation's hover sub-menus paint over the page at
 * desktop widths (대외활동 among them), the full menu closes on Escape and gives way to the inquiry panel, and the
 * corporate site has a header of its own.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { wcagViolations } from './support/axe';
import { BRAND_A, ORIGINS } from './support/hosts';
import { fillLoginForm, loginViaApi } from './support/session';

const CORPORATE_NAV = ['공고 등록', '공고·지원자 관리', '채널 관리', '채널 댓글', '회원·기업 정보', '미디어킷'];

async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${where}: ${scroll} px of content at ${width} px`).toBeLessThanOrEqual(width);
}

/** The link is what the browser paints at its own centre: visible, and not clipped or covered by anything. */
async function expectPainted(link: Locator, where: string): Promise<void> {
  await expect(link, where).toBeVisible();
  const hit = await link.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && (top === el || el.contains(top));
  });
  expect(hit, `${where}: another element is painted over the link`).toBe(true);
}

for (const width of [1024, 1280]) {
  test(`at ${width} px the tabs' hover menus paint over the page, 대외활동 with its kinds`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${ORIGINS.portal}/`);
    const nav = page.getByTestId('main-nav');

    await nav.getByRole('link', { name: /^CBT/ }).hover();
    await expectPainted(nav.getByRole('list', { name: 'CBT 하위 메뉴' }).getByRole('link', { name: '오답노트' }), 'CBT');

    await nav.getByRole('link', { name: '대외활동', exact: true }).hover();
    const kinds = nav.getByRole('list', { name: '대외활동 하위 메뉴' }).getByRole('link');
    await expect(kinds).toHaveText(['공모전', '대외활동', '인턴', '채용']);
    const hrefs = await kinds.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['CONTEST', 'ACTIVITY', 'INTERNSHIP', 'RECRUIT'].map((kind) => `/activities/${kind}`));
    for (const label of ['공모전', '채용']) await expectPainted(kinds.filter({ hasText: label }), `대외활동 › ${label}`);
    await kinds.filter({ hasText: '인턴' }).click();
    await expect(page).toHaveURL(`${ORIGINS.portal}/activities/INTERNSHIP`);

    // The tabs sit in one row that neither scrolls nor pushes the page sideways.
    const tabs = page.getByTestId('main-nav').getByRole('list').first();
    expect(await tabs.evaluate((el) => getComputedStyle(el).overflowX)).toBe('visible');
    const rows = await tabs.locator(':scope > li > a').evaluateAll((as) => new Set(as.map((a) => Math.round(a.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    await expectNoHorizontalOverflow(page, `portal at ${width} px`);
  });
}

test('keyboard focus opens a tab’s sub-menu too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${ORIGINS.portal}/`);
  await page.getByTestId('main-nav').getByRole('link', { name: '대외활동', exact: true }).focus();
  await expectPainted(page.getByRole('list', { name: '대외활동 하위 메뉴' }).getByRole('link', { name: '공모전' }), 'focus');
});

test('on a phone the tab list scrolls sideways inside itself and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ORIGINS.portal}/`);
  const tabs = page.getByTestId('main-nav').getByRole('list').first();
  expect(await tabs.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoHorizontalOverflow(page, 'portal at 390 px');
});

test('Escape closes the full menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BRAND_A}/`);
  const toggle = page.getByTestId('main-nav').getByRole('button', { name: '전체 메뉴' });
  await toggle.click();
  const panel = page.getByTestId('full-menu');
  await panel.getByRole('link', { name: '공모전' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('opening the inquiry panel closes the full menu', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  await page.goto(`${BRAND_A}/`);
  await page.getByTestId('main-nav').getByRole('button', { name: '전체 메뉴' }).click();
  await expect(page.getByTestId('full-menu')).toBeVisible();
  await page.getByTestId('desktop-header').getByTestId('header-user-name').click();
  await page.getByTestId('user-menu').getByRole('link', { name: '고객문의' }).click();
  await expect(page.getByTestId('inquiry-panel')).toHaveAttribute('data-state', 'expanded');
  await expect(page.getByTestId('full-menu')).toHaveCount(0);
  await expectPainted(page.getByTestId('inquiry-panel').getByRole('button', { name: '보내기' }), 'inquiry panel');
});

test.describe('the corporate site', () => {
  test('a visitor gets the corporate header: its navigation, 기업회원 로그인 and 가입, and the way back to the portal', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ORIGINS.corporate}/`);
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-site', 'corporate');
    const nav = page.getByRole('navigation', { name: '기업서비스 메뉴' });
    await expect(nav.getByRole('link')).toHaveText(CORPORATE_NAV);
    const desktop = page.getByTestId('desktop-header');
    await expect(desktop.getByRole('link', { name: '기업회원 로그인' })).toHaveAttribute('href', '/login');
    await expect(desktop.getByRole('link', { name: '기업회원 가입' })).toHaveAttribute('href', '/register');
    await expect(desktop.getByRole('link', { name: '개인회원 서비스' })).toHaveAttribute('href', `${ORIGINS.portal}/`);
    // Nothing of the individual portal's header.
    for (const name of ['자소서', '커리어 관리', '개인회원 로그인', 'MY 커리어관리']) await expect(header.getByRole('link', { name })).toHaveCount(0);
    await expect(page.getByTestId('main-nav')).toHaveCount(0);
    await expectNoHorizontalOverflow(page, 'corporate at 1,280 px');
    expect(await wcagViolations(page, { include: '[data-testid="desktop-header"]', label: 'corporate header' })).toEqual([]);

    await nav.getByRole('link', { name: '공고·지원자 관리' }).click();
    await expect(page).toHaveURL(`${ORIGINS.corporate}/login?next=${encodeURIComponent('/activities/ALL')}`);
    await expect(desktop.getByRole('link', { name: '기업회원 로그인' })).toHaveAttribute('href', '/login');
  });

  test('a company member gets its menu and the current section marked', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ORIGINS.corporate}/login?next=${encodeURIComponent('/activities/ALL')}`);
    await fillLoginForm(page, ACCOUNTS.corporate);
    await expect(page).toHaveURL(`${ORIGINS.corporate}/activities/ALL`);
    const nav = page.getByRole('navigation', { name: '기업서비스 메뉴' });
    await expect(nav.getByRole('link', { name: '공고·지원자 관리' })).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('desktop-header').getByTestId('header-user-name').click();
    await expect(page.getByTestId('user-menu').getByRole('link', { name: '미디어킷 다운로드' })).toBeVisible();
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: '채널 관리' }).click();
    await expect(page).toHaveURL(`${ORIGINS.corporate}/channel`);
    await expect(page.getByRole('navigation', { name: '기업서비스 메뉴' }).getByRole('link', { name: '채널 관리' })).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone the corporate menu opens as a drawer and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ORIGINS.corporate}/`);
    await expect(page.getByTestId('desktop-header')).toBeHidden();
    await expectNoHorizontalOverflow(page, 'corporate at 390 px');
    const button = page.getByTestId('mobile-header').getByRole('button', { name: '전체 메뉴 열기' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer.getByRole('navigation', { name: '기업서비스 메뉴' }).getByRole('link')).toHaveText(CORPORATE_NAV);
    await expect(drawer.getByRole('link', { name: '기업회원 로그인' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '개인회원 서비스' })).toHaveAttribute('href', `${ORIGINS.portal}/`);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
