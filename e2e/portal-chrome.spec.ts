/**
 * Brand A portal chrome (spec §2.2, §2.5, §6, §9): header per role, counts, search, main navigation,
 * the corporate dialogs and the mobile tab bar.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { BRAND_A, E2E_PORT, fetchForPage, LOOPBACK } from './support/hosts';
import { loginViaApi } from './support/session';

const PORTAL = `http://careerroad.localhost:${E2E_PORT}`;
const CORPORATE = `http://biz.careerroad.localhost:${E2E_PORT}`;
const PENDING = { email: 'pending@careerroad.kr', password: DEMO_PASSWORD };
const CLOSED = { email: 'closed@careerroad.kr', password: DEMO_PASSWORD };

const NORMAL_MENU = ['마이페이지', '내 모의고사', '커리어 관리', '자기소개서 작성', '지원 현황', '내 채널 댓글', '담당자 Q&A', '고객문의', '로그아웃'];
const CORPORATE_MENU = [
  '공고 등록',
  '공고·지원자 관리',
  '회원·기업 정보',
  '채널 댓글',
  '채널 관리',
  '내 채널 바로가기',
  '광고 제휴 문의',
  '미디어킷 다운로드',
  '로그아웃',
];

/**
 * The member's unread NOTIFICATION-scope count as the API answers it: the seed's and the closing-soon job's reminders
 * depend on the day, so the header is compared with the API rather than with a fixed number.
 */
async function unreadNotifications(page: Page): Promise<string> {
  const count = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currentUser { notificationUnreadCount(scope: NOTIFICATION) } }' }),
    });
    return (await response.json()).data.currentUser.notificationUnreadCount as number;
  });
  expect(count).toBeGreaterThan(0);
  return String(count);
}

async function openUserMenu(page: Page) {
  await page.getByTestId('desktop-header').getByTestId('header-user-name').click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('visitors see both login links, the search box and no counts', async ({ page }) => {
  await page.goto(`${BRAND_A}/`);
  const header = page.getByTestId('desktop-header');
  await expect(header.getByRole('link', { name: '개인회원 로그인' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: '기업서비스 로그인' })).toHaveAttribute('href', `${CORPORATE}/login`);
  await expect(header.getByRole('link', { name: '캘린더' })).toHaveAttribute('href', `${PORTAL}/calendar`);
  await expect(header.getByRole('link', { name: '알림' })).toHaveAttribute('href', `${PORTAL}/notifications`);
  await expect(header.getByRole('link', { name: '스크랩' })).toHaveAttribute('href', `${PORTAL}/accounts/scrap`);
  await expect(header.getByRole('button', { name: '채팅', exact: true })).toBeVisible();
  await expect(page.getByTestId('site-header').locator('[data-testid$="-count"]')).toHaveCount(0);
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test('the footer lists company info, inquiry, FAQ, terms, privacy, related chatbots and store badges (spec §2.2)', async ({ page }) => {
  await page.goto(`${BRAND_A}/`);
  const footer = page.getByTestId('site-footer');
  await expect(footer).toContainText('(주)커리어로드');
  await expect(footer.getByRole('button', { name: '고객문의' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '자주 묻는 질문' })).toHaveAttribute('href', `${PORTAL}/faq`);
  await expect(footer.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', `${PORTAL}/terms`);
  await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', `${PORTAL}/privacy`);
  const chatbots = footer.getByRole('region', { name: '관련 챗봇' });
  await expect(chatbots.getByRole('link')).toHaveCount(3);
  await expect(chatbots.getByRole('link').first()).toHaveAttribute('target', '_blank');
  const stores = footer.getByRole('region', { name: '앱 다운로드' });
  await expect(stores.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(stores.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
});

test('search: empty text does nothing, a query opens the portal search on page 1', async ({ page }) => {
  await page.goto(`${BRAND_A}/`);
  const search = page.getByTestId('desktop-header').getByRole('searchbox', { name: '검색어' });
  await expect(search).toHaveAttribute('placeholder', '대외활동, 인턴, 채용 정보를 검색해보세요');
  // Every page load the searches start, in order: the blank one must start none.
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(`${BRAND_A}/`);
  await search.fill('마케팅 인턴');
  await search.press('Enter');
  const results = `${PORTAL}/search?q=${encodeURIComponent('마케팅 인턴')}&p=1`;
  await expect(page).toHaveURL(results);
  expect(loads).toEqual([results]);
});

test('main navigation: badges, full menu toggle, hover sub-menu and the red dot once stuck', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto(`${BRAND_A}/`);
  const nav = page.getByTestId('main-nav');
  await expect(nav.getByRole('link', { name: /멘토 게시판/ })).toContainText('NEW');
  await expect(nav.getByRole('link', { name: /^CBT/ })).toContainText('100% 무료');
  await expect(nav.getByRole('link', { name: 'MY 커리어관리' })).toHaveAttribute('href', `${PORTAL}/my-career/spec-management?section=info`);
  await expect(nav.getByRole('link', { name: '공고 등록' })).toHaveAttribute('href', `${CORPORATE}/register/activity`);

  await nav.getByRole('link', { name: /^CBT/ }).hover();
  await expect(nav.getByRole('list', { name: 'CBT 하위 메뉴' }).getByRole('link', { name: '오답노트' })).toBeVisible();

  const toggle = nav.getByRole('button', { name: '전체 메뉴' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('full-menu').getByRole('link', { name: '내 관심 시험' })).toBeVisible();
  await toggle.click();
  await expect(page.getByTestId('full-menu')).toHaveCount(0);

  await expect(nav).toHaveAttribute('data-stuck', 'false');
  await page.mouse.move(5, 470);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(nav).toHaveAttribute('data-stuck', 'true');
  await expect(nav.getByTestId('free-dot')).toBeVisible();
  expect((await nav.boundingBox())?.y).toBe(0);
});

test('a NORMAL member sees the counts and the individual menu', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  await page.goto(`${BRAND_A}/`);
  const header = page.getByTestId('desktop-header');
  await expect(header.getByTestId('desktop-notification-count')).toHaveText(await unreadNotifications(page));
  await expect(header.getByTestId('desktop-scrap-count')).toHaveText(String(ACCOUNTS.student.scrapCount));
  await expect(header.getByTestId('desktop-chat-count')).toHaveText('3');
  await expect(header.getByTestId('header-user-name')).toHaveText(ACCOUNTS.student.headerName);

  const menu = await openUserMenu(page);
  await expect(menu.getByRole('link')).toHaveText(NORMAL_MENU);
  await expect(menu.getByRole('link', { name: '로그아웃' })).toHaveAttribute('href', `/logout?next=${encodeURIComponent(`${PORTAL}/`)}`);
  // The CBT app's address: the same menu is drawn on the community, which has no /mycbt.
  await expect(menu.getByRole('link', { name: '내 모의고사' })).toHaveAttribute('href', `${BRAND_A}/mycbt/archive`);

  // The customer inquiry item opens the inquiry panel in place.
  await menu.getByRole('link', { name: '고객문의' }).click();
  await expect(page.getByTestId('inquiry-panel')).toHaveAttribute('data-state', 'expanded');
  await expect(page).toHaveURL(`${BRAND_A}/`);

  // MY 커리어관리 is a plain link for individual members, to the portal's 스펙 관리, where brand A's session
  // already knows them (ADR 44).
  const career = page.getByTestId('main-nav').getByRole('link', { name: 'MY 커리어관리' });
  await expect(career).toHaveAttribute('href', `${PORTAL}/my-career/spec-management?section=info`);
  await career.click();
  await expect(page).toHaveURL(`${PORTAL}/my-career/spec-management?section=info`);
});

test('counts above 99 read 99+ and zero is hidden', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  // The page's own GraphQL only: the chat frame (chat.careerroad.localhost) calls its origin's /graphql too.
  await page.route(`${BRAND_A}/graphql`, async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('chatMessageUnreadCount')) {
      await route.fulfill({ json: { data: { chatMessageUnreadCount: 0 } } });
      return;
    }
    const response = await fetchForPage(route);
    const json = (await response.json()) as { data: { currentUser: Record<string, unknown> } };
    json.data.currentUser.notificationUnreadCount = 120;
    json.data.currentUser.scrapCount = 99;
    await route.fulfill({ response, json });
  });
  await page.goto(`${BRAND_A}/`);
  const header = page.getByTestId('desktop-header');
  await expect(header.getByTestId('desktop-notification-count')).toHaveText('99+');
  await expect(header.getByTestId('desktop-scrap-count')).toHaveText('99');
  await expect(header.getByTestId('desktop-chat-count')).toHaveCount(0);
});

test('a corporate member gets the corporate menu and cannot open MY 커리어관리', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.corporate);
  await page.goto(`${BRAND_A}/`);
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('link')).toHaveText(CORPORATE_MENU);
  await expect(menu.getByRole('link', { name: '광고 제휴 문의' })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('link', { name: '내 채널 바로가기' })).toHaveAttribute('href', `${PORTAL}/channel/hanbit-energy`);
  await page.keyboard.press('Escape');

  await page.getByTestId('main-nav').getByRole('link', { name: 'MY 커리어관리' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('개인회원만 이용할 수 있는 서비스입니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${BRAND_A}/`);

  // With an approved, active channel, channel management just opens.
  const again = await openUserMenu(page);
  await again.getByRole('link', { name: '채널 관리' }).click();
  await expect(page).toHaveURL(corporateLanding('/channel'));
});

/**
 * A corporate page reached from the CBT host: in development every host keeps its own session (production shares the
 * brand's cookie domain), so the corporate site may first ask for its login with `next` back to the page.
 */
function corporateLanding(path: string): RegExp {
  const escaped = `${CORPORATE}`.replace(/[.]/g, '\\.');
  return new RegExp(`^${escaped}(${path}|/login\\?next=${encodeURIComponent(path)})$`);
}

for (const item of ['채널 관리', '내 채널 바로가기'] as const) {
  test(`a corporate member not approved clicking ${item} gets the channel-unavailable dialog about approval`, async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, PENDING);
    await page.goto(`${BRAND_A}/`);
    const menu = await openUserMenu(page);
    await menu.getByRole('link', { name: item }).click();
    const dialog = page.getByTestId('channel-unavailable-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('채널 서비스 이용 불가');
    await expect(dialog).toHaveAttribute('data-reason', 'NOT_APPROVED');
    await expect(dialog).toContainText('기업회원 가입 승인이 완료되지 않았습니다.');
    await expect(dialog).toContainText('사업자등록번호를 정확히 입력해주세요.');
    await expect(page).toHaveURL(`${BRAND_A}/`);
    await dialog.getByRole('link', { name: '사업자등록번호 확인하기' }).click();
    await expect(page).toHaveURL(corporateLanding('/profile'));
  });

  test(`a corporate member with a deactivated channel clicking ${item} is told the channel is paused, not about approval`, async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, CLOSED);
    await page.goto(`${BRAND_A}/`);
    const menu = await openUserMenu(page);
    await menu.getByRole('link', { name: item }).click();
    const dialog = page.getByTestId('channel-unavailable-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('채널 서비스 이용 불가');
    await expect(dialog).toHaveAttribute('data-reason', 'DEACTIVATED');
    await expect(dialog).toContainText('채널 운영이 중지되어 있습니다.');
    await expect(dialog).not.toContainText('승인');
    await expect(page).toHaveURL(`${BRAND_A}/`);
    // The way out is 채널 관리, where the paused channel is brought back.
    await dialog.getByRole('link', { name: '채널 관리로 이동' }).click();
    await expect(page).toHaveURL(corporateLanding('/channel'));
  });
}

test('my-CBT pages get the compact header; archive, note, review and exam detail hide the navigation', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  for (const path of ['/mycbt/archive', '/mycbt/note', '/mycbt/review']) {
    await page.goto(`${BRAND_A}${path}`);
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-layout', 'compact');
    await expect(page.getByTestId('desktop-header').getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByTestId('main-nav')).toHaveCount(0);
  }
  const exams = await page.request.get(`${LOOPBACK}/apiV2/exams?categorySlug=psat`);
  const { items } = (await exams.json()) as { items: Array<{ examIdx: number }> };
  await page.goto(`${BRAND_A}/exam/detail/${items[0]!.examIdx}`);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-layout', 'full');
  await expect(page.getByTestId('main-nav')).toHaveCount(0);
  await page.goto(`${BRAND_A}/exam/psat`);
  await expect(page.getByTestId('main-nav')).toBeVisible();
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('mobile header with counts and the bottom tab bar; the chat tab prompts for the app', async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, ACCOUNTS.student);
    await page.goto(`${BRAND_A}/`);
    await expect(page.getByTestId('desktop-header')).toBeHidden();
    const mobile = page.getByTestId('mobile-header');
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('searchbox', { name: '검색어' })).toBeVisible();
    await expect(mobile.getByTestId('mobile-notification-count')).toHaveText(await unreadNotifications(page));
    await expect(mobile.getByTestId('mobile-scrap-count')).toHaveText(String(ACCOUNTS.student.scrapCount));
    await expect(mobile.getByTestId('mobile-chat-count')).toHaveText('3');

    const bar = page.getByTestId('mobile-tab-bar');
    await expect(bar).toBeVisible();
    await expect(bar.locator(':scope > *')).toHaveText(['메뉴', '커뮤니티', '홈', '캘린더', '채팅']);
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);

    await bar.getByRole('button', { name: '채팅' }).click();
    const prompt = page.getByTestId('app-download-dialog');
    await expect(prompt).toContainText('채팅은 커리어로드 앱에서 이용할 수 있습니다.');
    await prompt.getByRole('button', { name: '닫기' }).click();
    await expect(prompt).toHaveCount(0);

  });

  test('메뉴 opens a drawer that locks scrolling, closes with Escape, and closes on a desktop viewport', async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, ACCOUNTS.student);
    await page.goto(`${BRAND_A}/`);
    const menuButton = page.getByTestId('mobile-tab-bar').getByRole('button', { name: '메뉴' });
    await menuButton.click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByTestId('drawer-user-name')).toHaveText(ACCOUNTS.student.headerName);
    await expect(drawer.getByRole('link', { name: '오답노트' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'MY 커리어관리' })).toBeVisible();
    await expect(drawer.getByRole('list', { name: '회원 메뉴' }).getByRole('link')).toHaveText(NORMAL_MENU);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // The desktop panel never opens in the mobile layout.
    await expect(page.getByTestId('full-menu')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('a visitor’s drawer offers both login links', async ({ page }) => {
    await page.goto(`${BRAND_A}/exam/psat`);
    await page.getByTestId('mobile-tab-bar').getByRole('button', { name: '메뉴' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer.getByRole('link', { name: '개인회원 로그인' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/exam/psat')}`);
    await expect(drawer.getByRole('link', { name: '기업서비스 로그인' })).toHaveAttribute('href', `${CORPORATE}/login`);
    await expect(drawer.getByRole('list', { name: '회원 메뉴' })).toHaveCount(0);
    await page.getByTestId('drawer-backdrop').click({ position: { x: 360, y: 400 } });
    await expect(drawer).toHaveCount(0);
  });

  test('the mobile search box is hidden on my-CBT pages', async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, ACCOUNTS.student);
    await page.goto(`${BRAND_A}/mycbt/archive`);
    await expect(page.getByTestId('mobile-header')).toBeVisible();
    await expect(page.getByTestId('mobile-header').getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByTestId('mobile-tab-bar')).toBeVisible();
  });
});

test('the promotion popup has ended (27 Oct 2024) and shows on no page', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  const exams = await page.request.get(`${LOOPBACK}/apiV2/exams?categorySlug=psat`);
  const { items } = (await exams.json()) as { items: Array<{ examIdx: number }> };
  for (const path of ['/', `/exam/detail/${items[0]!.examIdx}`, '/exam/psat']) {
    await page.goto(`${BRAND_A}${path}`);
    await expect(page.getByTestId('site-header')).toBeAttached();
    // The chat frame is added after the load event by a hydrated page: the popup has had its chance to show.
    // (Not networkidle: a member's chat frame keeps its live event stream open.)
    await expect(page.getByTestId('chat-panel')).toBeAttached();
    await expect(page.getByTestId('promotion-popup')).toHaveCount(0);
  }
});

test('before its end date the promotion popup shows on home only; 오늘 하루 보지 않기 sets a 1-minute cookie', async ({ page, context }) => {
  const now = new Date('2024-10-27T23:59:00+09:00');
  await page.clock.setFixedTime(now);
  // The browser's cookie jar runs on the real clock, so the cookie write itself is recorded.
  await page.addInitScript(() => {
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const w = window as unknown as { cookieWrites: string[] };
    w.cookieWrites = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => desc.get!.call(document) as string,
      set: (value: string) => {
        w.cookieWrites.push(value);
        desc.set!.call(document, value);
      },
    });
  });
  await page.goto(`${BRAND_A}/exam/psat`);
  await expect(page.getByTestId('category-name')).toBeVisible();
  await expect(page.getByTestId('promotion-popup')).toHaveCount(0);
  await page.goto(`${BRAND_A}/`);
  const popup = page.getByTestId('promotion-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(popup).toHaveCount(0);
  const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
  const write = writes.find((w) => w.startsWith('promotionPopupHidden='));
  expect(write).toContain(`expires=${new Date(now.getTime() + 60_000).toUTCString()}`);

  // With the cookie present the popup stays closed.
  await context.addCookies([{ name: 'promotionPopupHidden', value: '1', url: BRAND_A }]);
  await page.reload();
  await expect(page.getByTestId('chat-panel')).toBeAttached();
  await expect(popup).toHaveCount(0);
});

test('the chat tooltip shows until closed, then stays away for 7 days by cookie', async ({ page, context }) => {
  await page.goto(`${BRAND_A}/`);
  const tip = page.getByTestId('chat-tooltip');
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: '채팅 안내 닫기' }).click();
  await expect(tip).toHaveCount(0);
  const cookie = (await context.cookies(BRAND_A)).find((c) => c.name === 'chatTooltipClosed');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
  await page.reload();
  await expect(page.getByTestId('chat-panel')).toBeAttached();
  await expect(tip).toHaveCount(0);
});
