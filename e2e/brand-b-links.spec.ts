/**
 * Brand B's header links lead somewhere on every brand B site: 채용공고 to the shop's list of the portal's nursing jobs
 * (ADR 45), each 전공학습 entry to a page that answers, and the community's 회원가입 to the brand's sign-up and back.
 */
import { expect, type Page, test } from '@playwright/test';
import { ORIGINS } from './support/hosts';

const JOBS_URL = `${ORIGINS.shop}/list/jobs`;

/** No page of ours scrolls sideways at its viewport's width. */
async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${where}: ${scroll} px of content at ${width} px`).toBeLessThanOrEqual(width);
}

/** The first page of nursing jobs as the API answers it, asked by the page on its own origin. */
async function nursingJobs(page: Page): Promise<{ totalCount: number; nodes: { id: string; title: string }[] }> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ nursingJobPostings { totalCount nodes { id title } } }' }),
    });
    return (await response.json()).data.nursingJobPostings;
  });
}

test('채용공고 on every brand B site opens the shop’s list of nursing jobs, whose cards open on the portal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const origin of [ORIGINS.cbtB, ORIGINS.shop, ORIGINS.communityB]) {
    await page.goto(`${origin}/`);
    const link = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '채용공고' });
    // On the shop itself the link is a path of its own site.
    expect(await link.evaluate((a) => (a as HTMLAnchorElement).href), origin).toBe(JOBS_URL);
  }

  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '채용공고' }).click();
  await expect(page).toHaveURL(JOBS_URL);
  await expect(page.getByRole('heading', { level: 1, name: '채용공고' })).toBeVisible();
  const api = await nursingJobs(page);
  expect(api.totalCount).toBeGreaterThan(20);
  const cards = page.getByTestId('nursing-job-list').getByTestId('posting-card-link');
  await expect(cards).toHaveText(api.nodes.map((n) => n.title));
  for (const title of api.nodes.map((n) => n.title)) expect(title).toMatch(/간호|보건|임상|바이오/);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(api.nodes.map((n) => `${ORIGINS.portal}/activity/${n.id}`));
  await expectNoHorizontalOverflow(page, 'jobs at 1,280 px');

  await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('link', { name: '2페이지' }).click();
  await expect(page).toHaveURL(`${JOBS_URL}?page=2`);
  await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(Math.min(api.totalCount - 20, 20));
  const firstPageIds = new Set(api.nodes.map((n) => `${ORIGINS.portal}/activity/${n.id}`));
  const secondPage = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(secondPage.filter((href) => firstPageIds.has(href!))).toEqual([]);

  const first = cards.first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.portal.replace(/\./g, '\\.')}/activity/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer’s 채용공고 opens the jobs, which fit the phone', async ({ page }) => {
    await page.goto(`${ORIGINS.communityB}/community`);
    await page.getByTestId('mobile-header').getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer.getByRole('link', { name: '채용공고' })).toHaveAttribute('href', JOBS_URL);
    await drawer.getByRole('link', { name: '채용공고' }).click();
    await expect(page).toHaveURL(JOBS_URL);
    await expect(page.getByTestId('nursing-job-list').getByTestId('posting-card').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'jobs at 390 px');
  });

  test('the community drawer’s 회원가입 leads to the brand B sign-up', async ({ page }) => {
    await page.goto(`${ORIGINS.communityB}/community`);
    await page.getByTestId('mobile-header').getByRole('button', { name: '전체 메뉴 열기' }).click();
    const register = page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '회원가입' });
    await expect(register).toHaveAttribute('href', `${ORIGINS.cbtB}/register?redirect=${encodeURIComponent(`${ORIGINS.communityB}/community`)}`);
  });
});

test('every entry of the 전공학습 dropdown opens a page that answers', async ({ page }) => {
  await page.goto(`${ORIGINS.cbtB}/`);
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await nav.getByRole('button', { name: '전공학습' }).click();
  const links = nav.getByRole('list', { name: '전공학습 메뉴' }).getByRole('link');
  await expect(links).toHaveText(['구매하기', '나의 학습', '나의 시험', '나의 노트']);
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) {
    // The member pages ask a visitor to log in first: the page at the end of the redirects answers 200.
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByTestId('not-found-screen'), href).toHaveCount(0);
  }
});

test('회원가입 on nurse-community signs up on the brand B CBT and comes back to the community page', async ({ page }) => {
  const start = `${ORIGINS.communityB}/community`;
  await page.goto(start);
  const register = page.getByRole('navigation', { name: '회원 메뉴' }).getByRole('link', { name: '회원가입' });
  await expect(register).toHaveAttribute('href', `${ORIGINS.cbtB}/register?redirect=${encodeURIComponent(start)}`);
  await register.click();
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();

  await page.getByLabel('이메일', { exact: true }).fill(`e2e-community-b-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.kr`);
  await page.getByLabel('비밀번호', { exact: true }).fill('abcd1234');
  await page.getByLabel('비밀번호 확인').fill('abcd1234');
  await page.getByLabel('이름', { exact: true }).fill('한다은');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  // The sign-up began on another site: 회원가입 완료 stays on the CBT host with the way back (ADR 44).
  const complete = page.getByTestId('sign-up-complete');
  await expect(complete).toContainText('한다은님, 회원가입이 완료되었습니다.');
  await complete.getByRole('link', { name: '가입 전 페이지로 돌아가기' }).click();
  await expect(page).toHaveURL(start);
  await expect(page.getByTestId('header-user-name')).toContainText('한다은');
});

test('brand A’s community signs up through its login page, on the brand A CBT, and comes back', async ({ page }) => {
  await page.goto(`${ORIGINS.communityA}/community`);
  await page.getByTestId('desktop-header').getByRole('link', { name: '개인회원 로그인' }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.communityA.replace(/\./g, '\\.')}/login`));
  const register = page.getByRole('main').getByRole('link', { name: '회원가입' });
  const href = (await register.getAttribute('href'))!;
  expect(href.startsWith(`${ORIGINS.cbtA}/register?redirect=`)).toBe(true);
  expect(decodeURIComponent(href.split('redirect=')[1]!)).toBe(`${ORIGINS.communityA}/community`);
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
});
