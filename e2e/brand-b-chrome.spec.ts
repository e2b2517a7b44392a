/**
 * Brand B chrome against the real shop API (spec §2.3, §4, §5, §6): top strip, shop search, cart badge,
 * user popup, server category tabs with the CBT and major-learning dropdowns, full menu and mobile drawer.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { type GnbCategoryJson, NURSE_STUDENT, SHOP_ORIGIN } from './support/brand-b';
import { BRAND_B } from './support/hosts';
import { apiJson, loginDemo } from './support/solve';

const MAJOR_LEARNING_MENU = ['구매하기', '나의 학습', '나의 시험', '나의 노트'];

/** Records the page's cart-count calls. */
function watchCartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/shop/cart/count') calls.push(request.headers().platform ?? '');
  });
  return calls;
}

/** Answers every shop-host navigation with a stub page, so no shop app is needed. */
async function stubShop(page: Page): Promise<void> {
  await page.route(`${SHOP_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>shop</title><h1>shop</h1>' }),
  );
}

test.describe('desktop', () => {
  test('a visitor sees login and register, and no cart badge is requested or shown', async ({ page }) => {
    const cartCalls = watchCartCalls(page);
    await page.goto(`${BRAND_B}/exam/hospital-test`);
    const strip = page.getByRole('navigation', { name: '회원 메뉴' });
    await expect(strip.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?redirect=%2Fexam%2Fhospital-test');
    await expect(strip.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register');
    await expect(strip.getByRole('link', { name: '고객센터' })).toHaveAttribute('href', `${SHOP_ORIGIN}/help`);
    const cart = page.getByTestId('desktop-header').getByRole('link', { name: '장바구니' });
    await expect(cart).toHaveAttribute('href', `${SHOP_ORIGIN}/orders/cart`);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    // The user icon's popup is there for a visitor too; its pages ask for the login themselves.
    await page.getByRole('button', { name: '내 메뉴' }).click();
    await expect(page.getByTestId('user-popup').getByRole('link', { name: '마이 CBT' })).toHaveAttribute('href', '/mycbt/archive');
    await page.waitForLoadState('networkidle');
    expect(cartCalls).toEqual([]);
  });

  test('an empty or blank search is refused with the modal alert', async ({ page }) => {
    await page.goto(`${BRAND_B}/`);
    const search = page.getByRole('search', { name: '상품 검색' });
    for (const text of ['', '   ']) {
      await search.getByRole('searchbox', { name: '검색어' }).fill(text);
      await search.getByRole('button', { name: '검색하기' }).click();
      const alert = page.getByRole('alertdialog');
      await expect(alert).toBeVisible();
      await expect(alert.locator('#alert-dialog-message')).toHaveText('1글자 이상 검색해주세요.', { useInnerText: true });
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(alert).toHaveCount(0);
    }
    await expect(page).toHaveURL(`${BRAND_B}/`);
  });

  test('a search goes to the shop search with the encoded keyword', async ({ page }) => {
    await stubShop(page);
    await page.goto(`${BRAND_B}/`);
    const search = page.getByRole('search', { name: '상품 검색' });
    await search.getByRole('searchbox', { name: '검색어' }).fill('  기본 간호학&1 ');
    await search.getByRole('searchbox', { name: '검색어' }).press('Enter');
    await expect(page).toHaveURL(`${SHOP_ORIGIN}/search?keywords=${encodeURIComponent('기본 간호학&1')}`);
  });

  test('the nurse sees the cart badge of two lines and the user popup', async ({ page }) => {
    const cartCalls = watchCartCalls(page);
    await loginDemo(page, 'b', ACCOUNTS.nurse);
    await page.goto(`${BRAND_B}/`);
    await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS.nurse.headerName);
    const strip = page.getByRole('navigation', { name: '회원 메뉴' });
    await expect(strip.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', `${SHOP_ORIGIN}/mypage`);
    await expect(strip.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('link', { name: '장바구니 2개' })).toHaveAttribute('href', `${SHOP_ORIGIN}/orders/cart`);
    expect(cartCalls.length).toBeGreaterThan(0);
    expect(cartCalls.every((platform) => platform === 'PC')).toBe(true);

    const toggle = page.getByRole('button', { name: '내 메뉴' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const popup = page.getByTestId('user-popup');
    await expect(popup.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', `${SHOP_ORIGIN}/mypage`);
    await expect(popup.getByRole('link', { name: '마이 CBT' })).toHaveAttribute('href', '/mycbt/archive');
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a member with an empty cart has no badge', async ({ page }) => {
    await loginDemo(page, 'b', NURSE_STUDENT);
    await page.goto(`${BRAND_B}/`);
    await expect(page.getByRole('button', { name: '내 메뉴' })).toBeVisible();
    await expect(page.getByRole('link', { name: '장바구니', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });
});

test.describe('category tabs', () => {
  test('the server categories render in order, with shop list links and the 전공학습 dropdown', async ({ page }) => {
    await page.goto(`${BRAND_B}/`);
    const { status, body: categories } = await apiJson<GnbCategoryJson[]>(page, '/v2/categories/gnb');
    expect(status).toBe(200);
    expect(categories.map((c) => c.label)).toEqual(['간호사 국가고시', '병원 필기시험', '면접 대비', '전공학습', '간호 실무']);

    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    const tabs = nav.getByTestId('gnb-category');
    await expect(tabs).toHaveText(categories.map((c) => c.label), { useInnerText: true });
    for (const [index, category] of categories.entries()) {
      if (category.kind !== 'LIST') continue;
      await expect(tabs.nth(index).getByRole('link')).toHaveAttribute('href', `${SHOP_ORIGIN}/list/${category.categoryId}`);
    }

    const major = categories.find((c) => c.kind === 'MAJOR_LEARNING')!;
    const toggle = nav.getByRole('button', { name: major.label });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = nav.getByRole('list', { name: `${major.label} 메뉴` });
    await expect(menu.getByRole('link')).toHaveText(MAJOR_LEARNING_MENU);
    await expect(menu.getByRole('link', { name: '구매하기' })).toHaveAttribute('href', `${SHOP_ORIGIN}/list/${major.categoryId}`);
    // Until the shop's course area exists, every entry opens a page that answers: the shop's 내 강의실 and the CBT's.
    await expect(menu.getByRole('link', { name: '나의 학습' })).toHaveAttribute('href', `${SHOP_ORIGIN}/mypage/my-courses`);
    await expect(menu.getByRole('link', { name: '나의 시험' })).toHaveAttribute('href', '/mycbt/purchase');
    await expect(menu.getByRole('link', { name: '나의 노트' })).toHaveAttribute('href', '/mycbt/note');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The CBT tab keeps its dropdown, followed by community and job postings.
    const cbt = nav.getByRole('button', { name: /^CBT/ });
    await cbt.click();
    await expect(nav.getByRole('list', { name: 'CBT 메뉴' }).getByRole('link')).toHaveText([
      '시험 CBT',
      '내 구매 시험',
      '내 관심 시험',
      'CBT 결과',
      '오답노트',
    ]);
    await expect(nav.getByRole('link', { name: '커뮤니티' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '채용공고' })).toHaveAttribute('href', `${SHOP_ORIGIN}/list/jobs`);
  });

  test('the categories are in the server-rendered page', async ({ page }) => {
    // No client-side fetch is needed for the tabs: the shell SSR prefetched them.
    const gnbCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v2/categories/gnb') gnbCalls.push(request.url());
    });
    const response = await page.goto(`${BRAND_B}/`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="gnb-category"');
    expect(html).toContain('간호 실무');
    await expect(page.getByTestId('gnb-category')).toHaveCount(5);
    await expect(page.getByTestId('category-skeleton')).toHaveCount(0);
    expect(gnbCalls).toEqual([]);
  });

  test('the full-menu toggle shows every link in one panel', async ({ page }) => {
    await page.goto(`${BRAND_B}/`);
    const toggle = page.getByRole('button', { name: '전체 메뉴 열기' });
    await toggle.click();
    const panel = page.getByTestId('full-menu');
    await expect(panel).toBeVisible();
    for (const label of ['간호사 국가고시', '전공학습', '나의 학습', 'CBT', '내 구매 시험', '오답노트', '커뮤니티', '채용공고']) {
      await expect(panel.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
    await page.getByRole('button', { name: '전체 메뉴 닫기' }).click();
    await expect(panel).toHaveCount(0);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

  test('compact header; the drawer locks scrolling and closes with Escape and on a desktop viewport', async ({ page }) => {
    await page.goto(`${BRAND_B}/`);
    const mobile = page.getByTestId('mobile-header');
    await expect(mobile).toBeVisible();
    await expect(page.getByTestId('desktop-header')).toBeHidden();
    await expect(page.getByRole('navigation', { name: '회원 메뉴' })).toBeHidden();
    await expect(mobile.getByRole('link', { name: '장바구니' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const menuButton = mobile.getByRole('button', { name: '전체 메뉴 열기' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: '메뉴 닫기' })).toBeFocused();
    expect(await bodyOverflow(page)).toBe('hidden');
    await expect(drawer.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '회원가입' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '간호 실무' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '오답노트' })).toHaveAttribute('href', '/mycbt/note');

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('');
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('');
  });

  test('a route change closes the drawer', async ({ page }) => {
    await page.goto(`${BRAND_B}/`);
    await page.getByTestId('mobile-header').getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await drawer.getByRole('link', { name: '시험 CBT' }).click();
    await expect(drawer).toHaveCount(0);
    await drawer.page().getByTestId('mobile-header').getByRole('button', { name: '전체 메뉴 열기' }).click();
    await drawer.getByRole('link', { name: '오답노트' }).click();
    await expect(page).toHaveURL(/\/(mycbt\/note|login)/);
    await expect(drawer).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('');
  });

  test('the member drawer has my page links and logout', async ({ page }) => {
    await loginDemo(page, 'b', ACCOUNTS.nurse);
    await page.goto(`${BRAND_B}/`);
    await expect(page.getByTestId('mobile-cart-count')).toHaveText('2');
    await page.getByTestId('mobile-header').getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer.getByTestId('drawer-user-name')).toHaveText(ACCOUNTS.nurse.headerName);
    const myPage = drawer.getByRole('list', { name: '마이페이지 메뉴' }).getByRole('link');
    await expect(myPage).toHaveText(['마이페이지', '내 강의실', '구매 내역', '찜한 상품', '쿠폰']);
    const hrefs = await myPage.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      ['/mypage', '/mypage/my-courses', '/mypage/purchase-history', '/mypage/wishlist', '/mypage/coupons'].map((p) => `${SHOP_ORIGIN}${p}`),
    );
    await expect(drawer.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '로그인' })).toHaveCount(0);
  });

  test('the search icon opens a popup input with the same rule', async ({ page }) => {
    await stubShop(page);
    await page.goto(`${BRAND_B}/`);
    await page.getByRole('button', { name: '검색창 열기' }).click();
    const popup = page.getByTestId('mobile-search-popup');
    const input = popup.getByRole('searchbox', { name: '검색어' });
    await expect(input).toBeFocused();
    await popup.getByRole('button', { name: '검색하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('1글자 이상 검색해주세요.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await input.fill('성인간호');
    await input.press('Enter');
    await expect(page).toHaveURL(`${SHOP_ORIGIN}/search?keywords=${encodeURIComponent('성인간호')}`);
  });
});
