/**
 * Kakao and Naver login in Chromium through the local provider server (e2e/support/fake-oauth-server.ts),
 * on the portal, brand A's CBT site and brand B: a first login completes the sign-up and lands on `next` with the
 * nickname in the header; an email account links after its password; a cancelled consent comes back to /login with
 * its Korean message; in a web view (and KakaoTalk's in-app browser) the button is a full-page redirect, never a popup.
 * Every test uses provider accounts and emails of its own.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { COMMUNITY } from './support/community';
import { BRAND_A, BRAND_B, E2E_PORT } from './support/hosts';
import { E2E_OAUTH_ORIGIN } from './support/oauth';
import { REQUIRED_CONSENTS } from './support/sign-up';

const PORTAL = `http://careerroad.localhost:${E2E_PORT}`;
const unique = () => randomBytes(4).toString('hex');
const accountId = () => String(Math.floor(Math.random() * 1e12));

/** At the provider's consent page: type the account and agree (or cancel). */
async function consent(page: Page, account: { id: string; email?: string; nickname?: string } | 'cancel') {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OAUTH_ORIGIN}/`));
  if (account === 'cancel') return page.getByRole('button', { name: '취소' }).click();
  await page.getByLabel('계정 번호').fill(account.id);
  await page.getByLabel('이메일', { exact: true }).fill(account.email ?? '');
  if (account.nickname) await page.getByLabel('닉네임').fill(account.nickname);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

test('a first Kakao login on the portal completes the sign-up and lands on next with the nickname in the header', async ({ page }) => {
  await page.goto(`${PORTAL}/login?next=${encodeURIComponent('/calendar')}`);
  await page.getByTestId('social-login-kakao').click();
  const nickname = `카톡${unique().slice(0, 4)}`;
  await consent(page, { id: accountId(), email: `kakao-${unique()}@example.kr`, nickname });

  await expect(page).toHaveURL(`${PORTAL}/login/social?next=%2Fcalendar`);
  const form = page.getByTestId('social-signup-form');
  await expect(form).toHaveAttribute('data-mode', 'COMPLETE');
  await expect(form.getByLabel('닉네임')).toHaveValue(nickname);
  // The agreements are required: the form says so and keeps what was typed.
  await form.getByRole('button', { name: '가입 완료' }).click();
  await expect(form.getByTestId('form-error')).toHaveText('필수 항목에 동의해주세요: 이용약관, 개인정보 수집·이용, 만 14세 이상');
  await form.getByLabel('[필수] 이용약관에 동의합니다').check();
  await form.getByLabel(/\[필수\] 개인정보 수집·이용에/).check();
  await form.getByLabel('[필수] 만 14세 이상입니다').check();
  await form.getByRole('checkbox', { name: 'IT·개발' }).check();
  await form.getByRole('button', { name: '가입 완료' }).click();

  await expect(page).toHaveURL(`${PORTAL}/calendar`);
  await expect(page.getByTestId('header-user-name').first()).toHaveText(`${nickname}님`);
});

test("a Naver login on brand A's CBT site links an email account once its password is confirmed", async ({ page }) => {
  const email = `naver-link-${unique()}@example.kr`;
  await page.goto(`${BRAND_A}/`);
  const registered = await page.evaluate(
    async (body) => (await fetch('/apiV2/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password: 'linkpass123', username: '연결회원', type: 'NORMAL', ...REQUIRED_CONSENTS },
  );
  expect(registered).toBe(201);
  await page.context().clearCookies();

  await page.goto(`${BRAND_A}/login?redirect=${encodeURIComponent('/mycbt/archive')}`);
  await page.getByTestId('social-login-naver').click();
  await consent(page, { id: accountId(), email, nickname: '네이버닉' });
  const form = page.getByTestId('social-signup-form');
  await expect(form).toHaveAttribute('data-mode', 'LINK');
  await expect(form).toContainText(email);
  // The button turns on once the page has hydrated (what is typed before is taken over too, but wait like a reader).
  await expect(form.getByRole('button', { name: '계정 연결하고 로그인' })).toBeEnabled();
  await form.getByLabel('비밀번호').fill('wrongpass123');
  await form.getByRole('button', { name: '계정 연결하고 로그인' }).click();
  await expect(form.getByTestId('form-error')).toHaveText('비밀번호가 올바르지 않습니다.');
  await form.getByLabel('비밀번호').fill('linkpass123');
  await form.getByRole('button', { name: '계정 연결하고 로그인' }).click();
  await expect(page).toHaveURL(`${BRAND_A}/mycbt/archive`);
  await expect(page.getByTestId('header-user-name').first()).toHaveText('연결회원님');
});

test('a first Kakao login on brand B signs up a member of brand B', async ({ page }) => {
  await page.goto(`${BRAND_B}/login`);
  await page.getByTestId('social-login-kakao').click();
  const nickname = `간호${unique().slice(0, 4)}`;
  await consent(page, { id: accountId(), email: `nurse-${unique()}@example.kr`, nickname });
  const form = page.getByTestId('social-signup-form');
  await expect(form).toHaveAttribute('data-mode', 'COMPLETE');
  // Interests are the portal's (brand A); brand B does not ask.
  await expect(form.getByRole('checkbox', { name: 'IT·개발' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: '가입 완료' })).toBeEnabled();
  await form.getByLabel('[필수] 이용약관에 동의합니다').check();
  await form.getByLabel(/\[필수\] 개인정보 수집·이용에/).check();
  await form.getByLabel('[필수] 만 14세 이상입니다').check();
  await form.getByRole('button', { name: '가입 완료' }).click();
  await expect(page).toHaveURL(`${BRAND_B}/`);
  await expect(page.getByTestId('header-user-name').first()).toContainText(nickname);
});

const PROVIDER_NAMES = { kakao: '카카오', naver: '네이버' } as const;

// With the tests above, each provider signs a member up on every site that has a login page.
for (const { site, origin, provider, login, landing } of [
  { site: 'the portal', origin: PORTAL, provider: 'naver', login: `/login?next=${encodeURIComponent('/notifications')}`, landing: '/notifications' },
  { site: "brand A's CBT site", origin: BRAND_A, provider: 'kakao', login: `/login?redirect=${encodeURIComponent('/mycbt/archive')}`, landing: '/mycbt/archive' },
  { site: 'brand B', origin: BRAND_B, provider: 'naver', login: '/login', landing: '/' },
  { site: "brand A's community", origin: COMMUNITY.a, provider: 'naver', login: `/login?next=${encodeURIComponent('/community/free')}`, landing: '/community/free' },
] as const) {
  test(`a first ${PROVIDER_NAMES[provider]} login on ${site} signs up and lands back with the nickname in the header`, async ({ page }) => {
    await page.goto(`${origin}${login}`);
    await page.getByTestId(`social-login-${provider}`).click();
    const nickname = `${PROVIDER_NAMES[provider]}${unique().slice(0, 4)}`;
    await consent(page, { id: accountId(), email: `${provider}-${unique()}@example.kr`, nickname });
    const form = page.getByTestId('social-signup-form');
    await expect(form).toHaveAttribute('data-mode', 'COMPLETE');
    await expect(form.getByRole('button', { name: '가입 완료' })).toBeEnabled();
    await form.getByLabel('[필수] 이용약관에 동의합니다').check();
    await form.getByLabel(/\[필수\] 개인정보 수집·이용에/).check();
    await form.getByLabel('[필수] 만 14세 이상입니다').check();
    await form.getByRole('button', { name: '가입 완료' }).click();
    await expect(page).toHaveURL(`${origin}${landing}`);
    await expect(page.getByTestId('header-user-name').first()).toContainText(nickname);
  });
}

test('a cancelled consent comes back to the login with its Korean message and no session', async ({ page }) => {
  await page.goto(`${BRAND_A}/login?redirect=${encodeURIComponent('/mycbt/note')}`);
  await page.getByTestId('social-login-kakao').click();
  await consent(page, 'cancel');
  await expect(page).toHaveURL(/\/login\?next=%2Fmycbt%2Fnote&socialError=DENIED&provider=kakao$/);
  await expect(page.getByTestId('social-login-error')).toHaveText('카카오 로그인을 취소했습니다.');
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test("in KakaoTalk's in-app browser the button is a full-page redirect, not a popup", async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 KAKAOTALK 10.8.0',
  });
  const page = await context.newPage();
  let popups = 0;
  context.on('page', () => (popups += 1));
  await page.goto(`${PORTAL}/login`);
  const button = page.getByTestId('social-login-naver');
  await expect(button).not.toHaveAttribute('target', /.+/);
  await button.click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_OAUTH_ORIGIN}/oauth2.0/authorize\\?`));
  expect(popups).toBe(0);
  await context.close();
});
