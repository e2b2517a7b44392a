/**
 * /profile as a member registered in the test (the demo student's nickname is read by other specs):
 * 기본 정보 saved and the header greeting by the new nickname after a reload; a bad phone shows the Korean message and
 * keeps what was typed; the email change's first step says the code was sent (the code itself is tested through the
 * API, which reads the outbox); a password change, then a login with the new password; axe finds no WCAG 2.1 AA
 * violation on the page or the deletion dialog; a deletion logs the member out for good; a visitor goes to the login
 * with next.
 *
 * Node's resolver does not know `*.localhost`, so the member registers and logs in from the portal page itself.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { PORTAL, registerOnPortal } from './support/portal';

const PASSWORD = 'profile123';

function loginStatus(page: Page, email: string, password: string): Promise<number> {
  return page.evaluate(
    async (body) =>
      (await fetch('/apiV2/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password },
  );
}

const headerName = (page: Page) => page.getByTestId('desktop-header').getByTestId('header-user-name');

test('기본 정보: the header greets by the new nickname; a bad phone keeps what was typed', async ({ page }) => {
  await registerOnPortal(page, '프로필회원', PASSWORD);
  await page.goto(`${PORTAL}/profile`);
  await expect(headerName(page)).toHaveText('프로필회원님');
  const basic = page.getByTestId('profile-basic');
  await expect(basic.getByLabel('이름')).toHaveValue('프로필회원');

  // A bad phone: the Korean message under the field, every typed value still there, nothing saved.
  await basic.getByLabel('닉네임 (선택)').fill('새닉네임');
  await basic.getByLabel('휴대폰 번호 (선택)').fill('010-12-34');
  await basic.getByLabel('학교 (선택)').fill('커리어대학교');
  await basic.getByTestId('profile-basic-save').click();
  await expect(basic.getByText('휴대폰 번호 형식이 올바르지 않습니다.')).toBeVisible();
  await expect(basic.getByLabel('휴대폰 번호 (선택)')).toHaveValue('010-12-34');
  await expect(basic.getByLabel('닉네임 (선택)')).toHaveValue('새닉네임');
  await expect(basic.getByLabel('학교 (선택)')).toHaveValue('커리어대학교');
  await expect(headerName(page)).toHaveText('프로필회원님');

  await basic.getByLabel('휴대폰 번호 (선택)').fill('01098765432');
  await basic.getByLabel('출생연도 (선택)').fill('2001');
  await basic.getByTestId('profile-basic-save').click();
  await expect(basic.getByTestId('profile-basic-result')).toHaveText('기본 정보를 저장했어요.');
  await expect(basic.getByLabel('휴대폰 번호 (선택)')).toHaveValue('010-9876-5432');

  await page.reload();
  await expect(headerName(page)).toHaveText('새닉네임님');
  await expect(basic.getByLabel('닉네임 (선택)')).toHaveValue('새닉네임');
  await expect(basic.getByLabel('학교 (선택)')).toHaveValue('커리어대학교');
  await expect(basic.getByLabel('출생연도 (선택)')).toHaveValue('2001');
});

test('이메일 변경 sends the code; 비밀번호 변경 lets the member log in with the new password', async ({ page }) => {
  const { email } = await registerOnPortal(page, '비번회원', PASSWORD);
  await page.goto(`${PORTAL}/profile`);

  const mail = page.getByTestId('profile-email');
  await mail.getByLabel('새 이메일').fill(`new-${email}`);
  await mail.getByLabel('현재 비밀번호').fill(PASSWORD);
  await mail.getByTestId('profile-email-save').click();
  await expect(mail.getByTestId('profile-email-result')).toContainText('인증번호를 보냈습니다');
  await expect(mail.getByLabel('인증번호 6자리')).toBeVisible();

  const password = page.getByTestId('profile-password');
  await password.getByLabel('현재 비밀번호').fill('wrong-pass1');
  await password.getByLabel('새 비밀번호', { exact: true }).fill('changed456');
  await password.getByLabel('새 비밀번호 확인').fill('changed456');
  await password.getByTestId('profile-password-save').click();
  await expect(password.getByTestId('profile-password-error')).toHaveText('현재 비밀번호가 올바르지 않습니다.');

  await password.getByLabel('현재 비밀번호').fill(PASSWORD);
  await password.getByTestId('profile-password-save').click();
  await expect(password.getByTestId('profile-password-result')).toContainText('비밀번호를 변경했어요.');

  await page.context().clearCookies();
  await page.goto(`${PORTAL}/nav`);
  expect(await loginStatus(page, email, PASSWORD)).toBe(401);
  expect(await loginStatus(page, email, 'changed456')).toBe(200);
  await page.goto(`${PORTAL}/profile`);
  await expect(page.getByTestId('profile-page')).toBeVisible();
});

test('axe finds no WCAG 2.1 AA violation on /profile', async ({ page }) => {
  await registerOnPortal(page, '접근성회원', PASSWORD);
  await page.goto(`${PORTAL}/profile`);
  await expect(page.getByTestId('profile-basic')).toBeVisible();
  await expectNoWcagViolations(page);

  // The deletion dialog too.
  await page.getByTestId('profile-delete-save').click();
  await expect(page.getByTestId('delete-account-dialog')).toBeVisible();
  await expectNoWcagViolations(page, { include: '[data-testid="delete-account-dialog"]' });
});

test('회원 탈퇴 asks for the phrase, then logs out; the old login no longer works', async ({ page }) => {
  const { email } = await registerOnPortal(page, '탈퇴회원', PASSWORD);
  await page.goto(`${PORTAL}/profile`);
  await page.getByTestId('profile-delete-save').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await dialog.getByLabel("'탈퇴합니다' 입력").fill('탈퇴');
  await dialog.getByLabel('현재 비밀번호').fill(PASSWORD);
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText("탈퇴를 확인하려면 '탈퇴합니다'를 입력해주세요.");
  await dialog.getByLabel("'탈퇴합니다' 입력").fill('탈퇴합니다');
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(`${PORTAL}/?deleted=1`);
  await expect(page.getByTestId('desktop-header').getByTestId('header-user-name')).toHaveCount(0);
  expect(await loginStatus(page, email, PASSWORD)).toBe(401);
});

test('a visitor is sent to the login with next', async ({ page }) => {
  await page.goto(`${PORTAL}/profile`);
  await expect(page).toHaveURL(`${PORTAL}/login?next=%2Fprofile`);
});
