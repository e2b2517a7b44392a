/**
 * The exam catalogue of both brands (spec §2.1: /, /exam/[type], /exam/detail/[examIdx]) against the seeded
 * exams: browsing, filters, the detail page, likes, paid exams of brand B, not-found pages and a phone width.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A, BRAND_B, ORIGINS } from './support/hosts';
import { loginViaApi } from './support/session';
import { registerMember } from './support/solve';

const BRANDS = {
  a: {
    origin: BRAND_A,
    name: '커리어로드 CBT',
    account: ACCOUNTS.student,
    categoryCount: 4,
    category: { slug: 'korean-history', name: '한국사', subType: '한국사 심화(근현대)' },
    // Not liked by the seed; each like test likes its own exam.
    likeExam: '한국사 기본(전근대) 모의고사',
    archiveExam: '한국사 심화(근현대) 모의고사',
    keyword: '기본',
  },
  b: {
    origin: BRAND_B,
    name: '너스패스 CBT',
    account: ACCOUNTS.nurse,
    categoryCount: 3,
    category: { slug: 'interview-prep', name: '면접 준비', subType: '인성·상황 면접' },
    likeExam: '간호사 면접 대비 인성·상황 면접 문제집',
    archiveExam: '간호사 면접 대비 직무·임상 면접 문제집',
    keyword: '인성',
  },
} as const;

/** Logs the brand's demo member in through the API. */
async function logIn(_page: Page, context: BrowserContext, brand: 'a' | 'b'): Promise<void> {
  const info = BRANDS[brand];
  return loginViaApi(context, info.origin, info.account);
}

/** Opens an exam's detail page from its category page and returns its examIdx. */
async function openExam(page: Page, origin: string, slug: string, title: string): Promise<number> {
  await page.goto(`${origin}/exam/${slug}`);
  await page.getByTestId('exam-card').getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/exam/detail/\\d+$`));
  await expect(page.getByTestId('exam-title')).toHaveText(title);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

for (const brand of ['a', 'b'] as const) {
  const info = BRANDS[brand];
  const label = `brand ${brand.toUpperCase()}`;

  test(`${label}: home shows categories with counts, the best exams and each category's exams`, async ({ page }) => {
    await page.goto(`${info.origin}/`);
    const cards = page.getByTestId('category-card');
    await expect(cards).toHaveCount(info.categoryCount);
    // The counts come from /apiV2/exam-types: the category this test browses has its two seeded exams, and every
    // other has at least two (brand B's hospital tests also hold the shop's ward-practice exams, ADR 28).
    await expect(cards.filter({ hasText: info.category.name }).getByTestId('category-count')).toHaveText('시험 2개');
    for (const count of await page.getByTestId('category-count').allTextContents()) {
      expect(Number(/^시험 (\d+)개$/.exec(count)?.[1])).toBeGreaterThanOrEqual(2);
    }
    await expect(page.getByTestId('best-exams').getByTestId('exam-card').first()).toBeVisible();

    const tabs = page.getByRole('tablist', { name: '시험 분야 선택' });
    const panel = page.getByRole('tabpanel');
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('exam-card').nth(1)).toBeVisible();
    await tabs.getByRole('tab', { name: info.category.name }).click();
    await expect(tabs.getByRole('tab', { name: info.category.name })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('result-count')).toHaveText(`${info.category.name} 시험 2개`);
    await expect(panel.getByRole('link', { name: info.likeExam })).toHaveAttribute('href', /^\/exam\/detail\/\d+$/);
  });

  test(`${label}: browse a category with sub-type chips and search, then open an exam`, async ({ page }) => {
    await page.goto(`${info.origin}/`);
    await page.getByTestId('category-card').filter({ hasText: info.category.name }).click();
    await expect(page).toHaveURL(`${info.origin}/exam/${info.category.slug}`);
    await expect(page.getByTestId('category-name')).toHaveText(info.category.name);
    await expect(page).toHaveTitle(`${info.category.name} CBT 모의고사 | ${info.name}`);
    const list = page.getByTestId('exam-card');
    await expect(list).toHaveCount(2);
    await expect(page.getByTestId('result-count')).toHaveText('총 2개 시험');

    // A sub-type chip narrows the list and is kept in the URL (shallow: the page stays the same document).
    await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));
    const chips = page.getByRole('group', { name: '세부 유형' });
    await chips.getByRole('button', { name: new RegExp(`^${info.category.subType.replace(/[()]/g, '\\$&')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/exam/${info.category.slug}\\?sub=\\d+$`));
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText(info.category.subType);
    await chips.getByRole('button', { name: '전체' }).click();
    await expect(list).toHaveCount(2);

    // Keyword search on titles, and a real empty state when nothing matches.
    const search = page.getByRole('searchbox', { name: `${info.category.name} 시험 검색` });
    await search.fill(info.keyword);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(list).toHaveCount(1);
    await expect(page.getByTestId('result-count')).toContainText('검색 결과 총 1개 시험');
    await search.fill('존재하지않는시험');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByTestId('empty-state')).toContainText('조건에 맞는 시험이 없습니다');
    await page.getByRole('button', { name: '검색 조건 초기화' }).click();
    await expect(list).toHaveCount(2);
    expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBe(true);

    // The detail page: rounds with their limits, buttons into the solving flow, the information room.
    await list.getByRole('link', { name: info.likeExam, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${info.origin}/exam/detail/\\d+$`));
    const examIdx = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByTestId('exam-title')).toHaveText(info.likeExam);
    await expect(page).toHaveTitle(`${info.likeExam} - ${info.category.name} CBT 모의고사 | ${info.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^\\[${info.category.name}\\]`));
    const rows = page.getByTestId('paper-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('20문항');
    await expect(rows.first()).toContainText(/\d+분/);
    await expect(rows.first().getByTestId('best-score')).toHaveText('로그인 후 확인');
    await expect(rows.first().getByRole('link', { name: /풀기$/ })).toHaveAttribute('href', /^\/cbt\/select\/\d+$/);
    await expect(page.getByTestId('random-link')).toHaveAttribute('href', `/cbt/select/random/${examIdx}`);
    // Each brand's information room is on its own community site (ADR 8).
    const community = brand === 'a' ? ORIGINS.communityA : ORIGINS.communityB;
    await expect(page.getByTestId('community-link')).toHaveAttribute('href', new RegExp(`^${community}/community/[\\w-]+$`));
    await expect(page.getByTestId('best-exams')).toBeVisible();
  });

  // Likes are made by fresh members: a like joins the exam's chat room, which must not touch the demo accounts'
  // unread counts that other tests read.
  test(`${label}: like and unlike change the count, and the server keeps it`, async ({ page, context }) => {
    await registerMember(context, brand, '관심테스트');
    await openExam(page, info.origin, info.category.slug, info.likeExam);
    const button = page.getByTestId('like-button');
    const count = page.getByTestId('like-count');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await count.textContent());

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(String(before + 1));
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText(String(before));
    // Still the server's state after a reload.
    await page.reload();
    await expect(page.getByTestId('like-count')).toHaveText(String(before));
  });

  test(`${label}: a liked exam is in the archive, and unliking it there clears the detail page`, async ({ page, context }) => {
    await registerMember(context, brand, '관심테스트');
    const examIdx = await openExam(page, info.origin, info.category.slug, info.archiveExam);
    const before = Number(await page.getByTestId('like-count').textContent());
    await page.getByTestId('like-button').click();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${info.origin}/mycbt/archive`);
    const card = page.getByTestId('liked-exams').locator(`[data-exam-idx="${examIdx}"]`);
    await expect(card).toContainText(info.archiveExam);
    await expect(card).toContainText('관심 등록');
    await card.getByRole('button', { name: `${info.archiveExam} 관심 해제` }).click();
    await expect(card).toHaveCount(0);

    await page.goto(`${info.origin}/exam/detail/${examIdx}`);
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('like-count')).toHaveText(String(before));
  });

  test(`${label}: unknown categories and exams are not found`, async ({ page }) => {
    const other = brand === 'a' ? 'hospital-test' : 'psat';
    for (const path of ['/exam/no-such-category', `/exam/${other}`, '/exam/detail/99999999', '/exam/detail/abc']) {
      const response = await page.goto(`${info.origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    }
  });
}

test('a visitor who likes an exam is sent to log in and back', async ({ page }) => {
  const examIdx = await openExam(page, BRAND_A, 'psat', 'PSAT 자료해석 모의고사');
  await page.getByTestId('like-button').click();
  await expect(page).toHaveURL(`${BRAND_A}/login?redirect=${encodeURIComponent(`/exam/detail/${examIdx}`)}`);
});

test('an expired session during a like shows the catalogue message and goes to login', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  const examIdx = await openExam(page, BRAND_A, 'psat', 'PSAT 자료해석 모의고사');
  // The session ends while the page still shows the member (e.g. logged out in another tab).
  await context.clearCookies();
  await page.getByTestId('like-button').click();
  await expect(page).toHaveURL(`${BRAND_A}/login?redirect=${encodeURIComponent(`/exam/detail/${examIdx}`)}`);
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.');
});

test('/exam/{examIdx} redirects to the detail page, and another brand’s exam is not found', async ({ page }) => {
  const examIdx = await openExam(page, BRAND_A, 'psat', 'PSAT 자료해석 모의고사');
  await page.goto(`${BRAND_A}/exam/${examIdx}`);
  await expect(page).toHaveURL(`${BRAND_A}/exam/detail/${examIdx}`);
  await expect(page.getByTestId('exam-title')).toHaveText('PSAT 자료해석 모의고사');

  const response = await page.goto(`${BRAND_B}/exam/detail/${examIdx}`);
  expect(response?.status()).toBe(404);
});

test('brand B: a paid exam shows its price and the purchase requirement until bought', async ({ page, context }) => {
  await openExam(page, BRAND_B, 'interview-prep', '간호사 면접 대비 직무·임상 면접 문제집');
  const notice = page.getByTestId('purchase-required');
  await expect(notice).toContainText('구매 후 이용할 수 있는 시험입니다.');
  await expect(notice).toContainText('9,900원');
  await expect(notice.getByRole('link', { name: '로그인' })).toHaveAttribute('href', /^\/login\?redirect=/);
  // No solving links; buying goes through the purchase flow (e2e/purchase.spec.ts).
  await expect(page.getByTestId('paper-row').first()).toContainText('구매 후 풀기');
  await expect(page.getByRole('link', { name: /풀기$/ })).toHaveCount(0);
  await expect(notice.getByRole('button', { name: '구매하기' })).toBeVisible();

  // The demo nurse bought the public-hospital exam: it opens like a free one.
  await logIn(page, context, 'b');
  await openExam(page, BRAND_B, 'hospital-test', '공공병원 간호직 필기 모의고사');
  await expect(page.getByTestId('purchase-required')).toHaveCount(0);
  await expect(page.getByText('구매함').first()).toBeVisible();
  await expect(page.getByTestId('paper-row').first().getByRole('link', { name: /풀기$/ })).toBeVisible();
});

test('brand B at phone width: category to detail in one column without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${BRAND_B}/`);
  await page.getByTestId('category-card').filter({ hasText: '병원 필기시험' }).click();
  await expect(page.getByTestId('category-name')).toHaveText('병원 필기시험');
  const cards = page.getByTestId('exam-list').getByTestId('exam-card');
  // Two seeded exams and the shop's two ward-practice exams (ADR 28); two are enough to see the column.
  await expect(cards.nth(1)).toBeVisible();
  // One column below brand B's 768 px breakpoint: the cards sit under each other at full width.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && second.y > first.y + first.height - 1).toBe(true);
  expect(first!.width).toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await cards.getByRole('link', { name: '상급종합병원 간호직 필기 모의고사' }).click();
  await expect(page.getByTestId('exam-title')).toHaveText('상급종합병원 간호직 필기 모의고사');
  const row = page.getByTestId('paper-row').first();
  const solve = row.getByRole('link', { name: /풀기$/ });
  // The round stacks: title, then its numbers, then a full-width solve button.
  const [rowBox, solveBox] = [await row.boundingBox(), await solve.boundingBox()];
  expect(solveBox!.width).toBeGreaterThan(rowBox!.width * 0.8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('brand A below 1024 px uses the mobile layout too', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(`${BRAND_A}/exam/psat`);
  const cards = page.getByTestId('exam-list').getByTestId('exam-card');
  await expect(cards).toHaveCount(2);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  // Brand A's breakpoint is 1024 px, so 900 px is one column even though two would fit.
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
});

test('brand A exam detail: 공유하기 opens the share dialog with seven targets, and URL 복사 copies the page URL', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BRAND_A });
  const title = BRANDS.a.likeExam;
  const examIdx = await openExam(page, BRAND_A, BRANDS.a.category.slug, title);
  await page.getByTestId('share-button').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '공유하기' })).toBeVisible();
  // Spec §9: the brand name in brackets before the quoted title.
  await expect(dialog).toContainText(`[${BRANDS.a.name}] ${title}`);
  const targets = dialog.locator('button[data-target]');
  await expect(targets).toHaveText(['페이스북', '카카오톡', '카카오스토리', '네이버', '네이버 밴드', 'X(트위터)', 'URL 복사']);
  await expect(dialog.getByRole('textbox', { name: '공유 주소' })).toHaveValue(`${BRAND_A}/exam/detail/${examIdx}`);
  // No NEXT_PUBLIC_KAKAO_JS_KEY in tests: the SDK script is not loaded and the dialog still works.
  await expect(page.locator('script#kakao-js-sdk')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'URL 복사' }).click();
  await expect(page.getByText('복사되었습니다.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BRAND_A}/exam/detail/${examIdx}`);
});
