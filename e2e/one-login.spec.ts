/**
 * One login per brand (ADR 44): a member who signs up or logs in on one site of a brand is known on every site of
 * it — the CBT's 내 모의고사, the community's write page, brand B's 구매하기 to the shop — and one sign-out ends the
 * session everywhere. Each step asserts the page a member would see, never a login form in its place.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_B, ORIGINS } from './support/hosts';
import { fillLoginForm } from './support/session';
import { apiJson } from './support/solve';

const PAID_EXAM = '간호사 면접 대비 직무·임상 면접 문제집';

/** The session as `origin`'s site sees it: 200 with the profile, or 401. */
async function profileStatusOn(page: Page, origin: string): Promise<number> {
  // The site's own favicon is a same-origin page light enough to ask from (see e2e/support/community.ts).
  await page.goto(`${origin}/favicon.ico`);
  return (await apiJson(page, '/apiV2/auth/profile')).status;
}

test('a new member signs up from the portal, logs in once and is known on the CBT and the community; one sign-out ends every site', async ({ page }) => {
  test.setTimeout(150_000);
  const email = `one-login-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kr`;
  const password = 'member1234';

  // 회원가입 from the portal's login leads to the brand's sign-up on the CBT host, with the way back.
  await page.goto(`${ORIGINS.portal}/login`);
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.cbtA}/register\\?redirect=`));
  // The lead speaks of the brand's account, not of the CBT alone, to someone who came from the portal.
  await expect(page.getByText('한 계정으로 공모전·대외활동·채용 정보와 CBT 모의고사, 커뮤니티를 모두 이용하세요.')).toBeVisible();
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('이름', { exact: true }).fill('한번로그인');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  const complete = page.getByTestId('sign-up-complete');
  await expect(complete.getByRole('heading', { name: '회원가입 완료' })).toBeVisible();
  await expect(complete).toContainText('한번로그인님, 회원가입이 완료되었습니다.');
  await complete.getByRole('link', { name: '가입 전 페이지로 돌아가기' }).click();
  await expect(page).toHaveURL(`${ORIGINS.portal}/login`.replace('/login', '/'));
  await expect(page.getByTestId('header-user-name')).toHaveText('한번로그인님');

  // Out, then in once on the portal.
  await page.getByTestId('header-user-name').click();
  await page.getByTestId('user-menu').getByRole('link', { name: '로그아웃' }).click();
  await expect(page.getByTestId('site-header').getByRole('link', { name: '개인회원 로그인' })).toBeVisible();
  await page.goto(`${ORIGINS.portal}/login`);
  await fillLoginForm(page, { email, password });
  await expect(page).toHaveURL(`${ORIGINS.portal}/`);

  // 내 모의고사 from the portal's user menu opens on the CBT host, logged in.
  await page.getByTestId('header-user-name').click();
  await page.getByTestId('user-menu').getByRole('link', { name: '내 모의고사' }).click();
  await expect(page).toHaveURL(`${ORIGINS.cbtA}/mycbt/archive`);
  await expect(page.getByTestId('header-user-name')).toHaveText('한번로그인님');

  // The community's write page, which a visitor is sent away from, opens for the member.
  await page.goto(`${ORIGINS.communityA}/community/free/write`);
  await expect(page).toHaveURL(`${ORIGINS.communityA}/community/free/write`);
  await expect(page.getByLabel('제목', { exact: true })).toBeVisible();

  // Sign-out on the community ends the session on every site of the brand.
  for (const origin of [ORIGINS.portal, ORIGINS.cbtA, ORIGINS.corporate, ORIGINS.communityA]) {
    expect(await profileStatusOn(page, origin), origin).toBe(200);
  }
  await page.goto(`${ORIGINS.communityA}/community/free`);
  await page.getByTestId('header-user-name').click();
  await page.getByTestId('user-menu').getByRole('link', { name: '로그아웃' }).click();
  await expect(page.getByTestId('site-header').getByRole('link', { name: /로그인/ }).first()).toBeVisible();
  for (const origin of [ORIGINS.portal, ORIGINS.cbtA, ORIGINS.corporate, ORIGINS.communityA, ORIGINS.chat]) {
    expect(await profileStatusOn(page, origin), origin).toBe(401);
  }
  await page.goto(`${ORIGINS.cbtA}/mycbt/archive`);
  await expect(page).toHaveURL(`${ORIGINS.cbtA}/login?redirect=%2Fmycbt%2Farchive`);
});

test('brand B: logged in once on the shop, 구매하기 on the CBT reaches the shop order page and the community writes; signing out on the CBT ends every site', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`${ORIGINS.shop}/login`);
  await fillLoginForm(page, ACCOUNTS.nurse);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`${BRAND_B}/exam/interview-prep`);
  await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS.nurse.headerName);
  await page.getByTestId('exam-card').getByRole('link', { name: PAID_EXAM, exact: true }).click();
  await page.getByTestId('purchase-button').click();
  await page.waitForURL(new RegExp(`^${ORIGINS.shop}/orders/order/\\d{20}$`));
  await expect(page.getByTestId('order-lines')).toContainText(PAID_EXAM);

  await page.goto(`${ORIGINS.communityB}/community/free/write`);
  await expect(page).toHaveURL(`${ORIGINS.communityB}/community/free/write`);
  await expect(page.getByLabel('제목', { exact: true })).toBeVisible();

  // Brand A's sites never see brand B's session.
  expect(await profileStatusOn(page, ORIGINS.portal)).toBe(401);

  await page.goto(`${BRAND_B}/exam/interview-prep`);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByTestId('site-header').getByRole('link', { name: '로그인' })).toBeVisible();
  for (const origin of [ORIGINS.shop, BRAND_B, ORIGINS.communityB]) {
    expect(await profileStatusOn(page, origin), origin).toBe(401);
  }
});
