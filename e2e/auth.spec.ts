import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A, BRAND_B } from './support/hosts';
import { fillLoginForm } from './support/session';
import { apiJson } from './support/solve';
import { recordToasts, shownToasts } from './support/toasts';

test('login shows a success toast that closes by itself, the user name in the header, then logout', async ({ page }) => {
  await page.goto(`${BRAND_A}/login`);
  // The toast is raised just before the client navigation home; see recordToasts for why it is recorded.
  await recordToasts(page);
  await fillLoginForm(page, ACCOUNTS.student);

  await expect(page).toHaveURL(`${BRAND_A}/`);
  await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS.student.headerName);
  await expect.poll(() => shownToasts(page)).toContainEqual(expect.stringContaining('로그인되었습니다.'));

  // It goes away with no interaction; the exact 2000 ms + 350 ms fade is unit-tested with fake timers
  // (src/web/toast), since wall-clock checks here flake on a loaded machine.
  await expect(page.getByTestId('toast-area').getByText('로그인되었습니다.')).toHaveCount(0, { timeout: 5_000 });

  // Brand A logs out through the portal's /logout in the user menu (spec §2.5), posted (a GET only asks), which
  // returns to the portal home.
  await page.getByTestId('header-user-name').click();
  const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/logout');
  await page.getByTestId('user-menu').getByRole('link', { name: '로그아웃' }).click();
  expect((await logout).method()).toBe('POST');
  await expect(page).toHaveURL(/^http:\/\/careerroad\.localhost:\d+\/$/);
  await page.goto(`${BRAND_A}/`);
  await expect(page.getByTestId('site-header').getByRole('link', { name: '개인회원 로그인' })).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  expect((await apiJson(page, '/apiV2/auth/profile')).status).toBe(401);
});

test('a protected page sends visitors to login and back after logging in', async ({ page }) => {
  const response = await page.goto(`${BRAND_A}/mycbt/archive`);
  expect(response?.request().redirectedFrom()?.url()).toBe(`${BRAND_A}/mycbt/archive`);
  await expect(page).toHaveURL(`${BRAND_A}/login?redirect=%2Fmycbt%2Farchive`);

  await fillLoginForm(page, ACCOUNTS.student);
  await expect(page).toHaveURL(`${BRAND_A}/mycbt/archive`);
  await expect(page.getByRole('heading', { name: '내 관심 시험' })).toBeVisible();
  await expect(page.getByTestId('mycbt-user-name')).toContainText('김하늘님');
  // The seed gives the demo student two liked exams.
  await expect(page.getByTestId('liked-exams')).toBeVisible();
});

test('an off-site redirect is refused and the user lands on the home page', async ({ page }) => {
  await page.goto(`${BRAND_A}/login?redirect=https://evil.example.com`);
  await fillLoginForm(page, ACCOUNTS.student);
  await expect(page).toHaveURL(`${BRAND_A}/`);
  await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS.student.headerName);
});

test('the portal-style next parameter is honoured when same-site', async ({ page }) => {
  await page.goto(`${BRAND_A}/login?next=%2Fmycbt%2Fnote`);
  await fillLoginForm(page, ACCOUNTS.student);
  await expect(page).toHaveURL(`${BRAND_A}/mycbt/note`);
});

test('the login form validates before calling the server', async ({ page }) => {
  await page.goto(`${BRAND_A}/login`);
  const submit = page.getByRole('button', { name: '로그인', exact: true });
  await submit.click();
  await expect(page.getByText('이메일을 입력해주세요.')).toBeVisible();
  await expect(page.getByLabel('이메일', { exact: true })).toBeFocused();

  await page.getByLabel('이메일', { exact: true }).fill('student');
  await submit.click();
  await expect(page.getByText('잘못된 이메일 형식입니다.')).toBeVisible();

  await page.getByLabel('이메일', { exact: true }).fill('student@careerroad.kr');
  await submit.click();
  await expect(page.getByText('비밀번호를 입력해주세요.')).toBeVisible();
  await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
});

test('a wrong password shows the server message and keeps the visitor on the login page', async ({ page }) => {
  await page.goto(`${BRAND_A}/login`);
  await fillLoginForm(page, { email: ACCOUNTS.student.email, password: 'wrong-password1' });
  await expect(page.getByTestId('form-error')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await expect(page).toHaveURL(`${BRAND_A}/login`);
});

test('brand B login shows the nickname and logout goes through SSO sign-out', async ({ page }) => {
  await page.goto(`${BRAND_B}/login`);
  await fillLoginForm(page, ACCOUNTS.nurse);
  await expect(page).toHaveURL(`${BRAND_B}/`);
  await expect(page.getByTestId('header-user-name')).toHaveText(ACCOUNTS.nurse.headerName);

  await page.goto(`${BRAND_B}/exam/interview-prep`);
  const signOut = page.waitForRequest((request) => request.url().includes('/sso/sign-out?redirectUri='));
  await page.getByRole('button', { name: '로그아웃' }).click();
  expect((await signOut).method()).toBe('POST');
  expect(decodeURIComponent((await signOut).url())).toContain(`redirectUri=${BRAND_B}/exam/interview-prep`);
  await expect(page).toHaveURL(`${BRAND_B}/exam/interview-prep`);
  await expect(page.getByTestId('site-header').getByRole('link', { name: '로그인' })).toBeVisible();
});

test('refund login on brand B leads to the purchased exams', async ({ page }) => {
  await page.goto(`${BRAND_B}/refund-login`);
  await page.getByRole('link', { name: '이메일로 로그인' }).click();
  await expect(page).toHaveURL(`${BRAND_B}/refund-login/local`);
  await fillLoginForm(page, ACCOUNTS.nurse);
  await expect(page).toHaveURL(`${BRAND_B}/mycbt/purchase`);
  await expect(page.getByRole('heading', { name: '내 구매 시험' })).toBeVisible();
});

test('a new individual member can register and is logged in', async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@careerroad.kr`;
  await page.goto(`${BRAND_A}/register?redirect=%2Fmycbt%2Freview`);
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByText('이메일을 입력해주세요.')).toBeVisible();

  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('abcd1234');
  await page.getByLabel('비밀번호 확인').fill('abcd1234');
  await page.getByLabel('이름', { exact: true }).fill('박지민');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page).toHaveURL(`${BRAND_A}/mycbt/review`);
  await expect(page.getByTestId('header-user-name')).toHaveText('박지민님');
});

test('registering an existing email shows the server message', async ({ page }) => {
  await page.goto(`${BRAND_A}/register`);
  await page.getByLabel('이메일', { exact: true }).fill(ACCOUNTS.corporate.email);
  await page.getByLabel('비밀번호', { exact: true }).fill('abcd1234');
  await page.getByLabel('비밀번호 확인').fill('abcd1234');
  await page.getByLabel('이름', { exact: true }).fill('최담당');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('이미 가입된 이메일입니다.');
  await expect(page).toHaveURL(`${BRAND_A}/register`);
});

test('the 기업회원 tab leads to the corporate site’s own sign-up', async ({ page }) => {
  await page.goto(`${BRAND_A}/register`);
  await page.getByRole('tab', { name: '기업회원' }).click();
  await expect(page.getByRole('link', { name: '기업서비스에서 가입하기' })).toHaveAttribute('href', /^http:\/\/biz\.careerroad\.localhost:\d+\/register$/);
});

test('an unexpected server failure during login opens the alert dialog of the modal layer', async ({ page }) => {
  await page.route('**/apiV2/auth/login', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }),
  );
  await page.goto(`${BRAND_A}/login`);
  await fillLoginForm(page, ACCOUNTS.student);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('알 수 없는 오류가 발생했습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${BRAND_A}/login`);
});

test.describe('before the page’s script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('login and sign-up forms cannot be sent, so a password never lands in the address', async ({ page }) => {
    for (const path of ['/login', '/register', '/refund-login/local']) {
      await page.goto(`${BRAND_B}${path}`);
      await page.locator('input[name="email"]').fill('nurse@nursepass.co.kr');
      await page.locator('input[name="password"]').fill('careerroad1!');
      await expect(page.locator('form:has(input[name="password"]) button[type="submit"]')).toBeDisabled();
      // Enter in a field is the browser's implicit submission; a disabled default button blocks it.
      await page.locator('input[name="password"]').press('Enter');
      await page.waitForLoadState('load');
      expect(page.url()).toBe(`${BRAND_B}${path}`);
    }
  });
});
