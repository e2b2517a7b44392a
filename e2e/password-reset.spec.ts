/**
 * 비밀번호 찾기 as a member does it, on brand A's CBT: from the login page's link, an email → the notice; the link
 * from the mail (the test server hands mail to e2e/support/fake-mail-server.ts) → a new password twice → logged in
 * on the home page, and the new password logs in while the old one does not. The used link and an expired one (the
 * server's clock moved ahead for the form's request, e2e/support/server-clock.ts) show their Korean messages; an
 * unknown email gets the very same notice as a known one. A member registered in the test: the demo accounts'
 * passwords are used by every other spec.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BRAND_A, LOOPBACK } from './support/hosts';
import { REQUIRED_CONSENTS } from './support/sign-up';
import { waitForMail } from './support/mailbox';
import { moveServerClockFor } from './support/server-time';
import { recordToasts, shownToasts } from './support/toasts';

const OLD_PASSWORD = 'before123';
const NEW_PASSWORD = 'after4567';
const SENT = '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다.';

async function registerMember(request: APIRequestContext): Promise<string> {
  const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kr`;
  // From Node, which reaches brand A's CBT at the loopback address.
  const response = await request.post(`${LOOPBACK}/apiV2/auth/register`, {
    data: { email, password: OLD_PASSWORD, username: '재설정회원', type: 'NORMAL', ...REQUIRED_CONSENTS },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

async function loginStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  return (await request.post(`${LOOPBACK}/apiV2/auth/login`, { data: { email, password } })).status();
}

/** Asks for a link on /password/reset and answers the notice the page showed. */
async function askForLink(page: Page, email: string): Promise<string> {
  await page.goto(`${BRAND_A}/password/reset`);
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByRole('button', { name: '재설정 링크 받기' }).click();
  const notice = page.getByTestId('password-reset-sent');
  await expect(notice).toContainText(SENT);
  return (await notice.textContent()) ?? '';
}

/** The reset link of the `count`-th mail to `email`. */
async function mailedLink(email: string, count = 1): Promise<string> {
  const mail = await waitForMail(email, count);
  const link = /http:\/\/\S+\/password\/reset\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return link!;
}

async function fillNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(password);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
}

test('from the login page, the mailed link sets a new password once and logs the member in', async ({ page, request }) => {
  const email = await registerMember(request);

  await page.goto(`${BRAND_A}/login`);
  const links = page.getByTestId('account-recovery-links');
  await expect(links.getByRole('link', { name: '아이디(이메일) 찾기' })).toBeVisible();
  await links.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(`${BRAND_A}/password/reset`);
  await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();

  const known = await askForLink(page, email);
  const unknown = await askForLink(page, `nobody-${Date.now()}@example.kr`);
  expect(unknown).toBe(known);

  const link = await mailedLink(email);
  expect(link.startsWith(`${BRAND_A}/password/reset/`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '비밀번호 재설정' })).toBeVisible();
  await recordToasts(page);
  await fillNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(`${BRAND_A}/`);
  await expect(page.getByTestId('header-user-name')).toHaveText('재설정회원님');
  await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining('비밀번호를 변경했습니다.'));

  expect(await loginStatus(request, email, OLD_PASSWORD)).toBe(401);
  expect(await loginStatus(request, email, NEW_PASSWORD)).toBe(200);

  // The same link again: already used.
  await page.goto(link);
  await expect(page.getByTestId('password-reset-link-error')).toHaveText('이미 사용된 링크입니다. 비밀번호 찾기를 다시 해주세요.');
  await expect(page.getByRole('button', { name: '비밀번호 변경' })).toHaveCount(0);
});

test('a link past its 30 minutes gets the Korean message and changes nothing', async ({ page, request }) => {
  const email = await registerMember(request);
  await askForLink(page, email);
  const link = await mailedLink(email);

  await page.goto(link);
  await expect(page.getByRole('button', { name: '비밀번호 변경' })).toBeEnabled();
  // The form's request reaches a server 31 minutes later than now.
  await moveServerClockFor(page, '**/apiV2/auth/password-reset/*', 31 * 60_000);
  await fillNewPassword(page, NEW_PASSWORD);
  await expect(page.getByTestId('form-error')).toHaveText('링크가 만료되었습니다. 비밀번호 찾기를 다시 해주세요.');
  await expect(page).toHaveURL(link);

  expect(await loginStatus(request, email, NEW_PASSWORD)).toBe(401);
  expect(await loginStatus(request, email, OLD_PASSWORD)).toBe(200);
});
