/**
 * The corporate site's sign-up and approval (ADR 22): a new company registers on biz.careerroad.localhost — an
 * invalid 사업자등록번호 is refused with the Korean message first, a server refusal shows under its field with
 * nothing typed lost — sees that it awaits approval (and the channel-unavailable dialog from its menu, spec §6), is
 * approved by an ADMIN through the review API (the operation `npm run db:approve-corporate` runs), and then sees the
 * approved state; changing its number asks first and puts it back to review. axe audits /register and /profile. The
 * number's check digit is checked as soon as the field loses focus.
 */
import { expect, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { approveCompany, CORPORATE, currentUserId, freshBusinessNumber, openUserMenu } from './support/corporate';

test('a new company registers, waits for approval, is approved, and a new number sends it back to review', async ({ page, playwright }) => {
  // One company's whole way through four pages and four axe audits: longer than one page's test.
  test.slow();
  const email = `e2e-company-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.kr`;
  const number = freshBusinessNumber('9');

  await page.goto(`${CORPORATE}/`);
  await page.getByRole('main').getByRole('link', { name: '기업회원 가입' }).click();
  await expect(page).toHaveURL(`${CORPORATE}/register`);
  await expect(page.getByRole('heading', { name: '기업회원 가입' })).toBeVisible();
  await expectNoWcagViolations(page, { label: '/register' });

  const form = page.getByTestId('corporate-register-form');
  await form.getByLabel('회사명').fill('(주)이투이테스트');
  await form.getByLabel('대표자명').fill('김대표');
  await form.getByLabel('사업자등록번호').fill('123-45-67890');
  await form.getByLabel('담당자명').fill('이담당');
  await form.getByLabel('담당자 연락처').fill('02-1234-5678');
  // First the address of an existing member: the server refuses it.
  await form.getByLabel('이메일').fill('hr@careerroad.kr');
  await form.getByLabel('비밀번호', { exact: true }).fill('abcd1234');
  await form.getByLabel('비밀번호 확인').fill('abcd1234');
  await form.getByLabel('[필수] 이용약관에 동의합니다').check();
  await form.getByLabel('[필수] 개인정보 수집·이용에 동의합니다').check();
  await form.getByRole('button', { name: '기업회원 가입 신청' }).click();

  // The check digit is wrong: refused in Korean before anything is sent, the field focused.
  await expect(form.getByText('올바른 사업자등록번호가 아닙니다.')).toBeVisible();
  await expect(form.getByLabel('사업자등록번호')).toBeFocused();
  await expect(page).toHaveURL(`${CORPORATE}/register`);
  await expectNoWcagViolations(page, { label: '/register with errors' });

  await form.getByLabel('사업자등록번호').fill(number);
  await form.getByRole('button', { name: '기업회원 가입 신청' }).click();
  // The server's refusal under the email field; everything typed is still there.
  await expect(form.getByText('이미 가입된 이메일입니다.')).toBeVisible();
  await expect(form.getByLabel('회사명')).toHaveValue('(주)이투이테스트');
  await expect(form.getByLabel('사업자등록번호')).toHaveValue(number);
  await expect(form.getByLabel('비밀번호', { exact: true })).toHaveValue('abcd1234');
  await expect(form.getByLabel('[필수] 이용약관에 동의합니다')).toBeChecked();

  await form.getByLabel('이메일').fill(email);
  await form.getByRole('button', { name: '기업회원 가입 신청' }).click();
  await expect(page).toHaveURL(`${CORPORATE}/`);
  const status = page.getByTestId('corporate-approval-status');
  await expect(status).toHaveAttribute('data-status', 'PENDING');
  await expect(status).toContainText('기업회원 승인 대기 중');

  // Spec §6: not approved, so the corporate menu's channel management opens the channel-unavailable dialog.
  const menu = await openUserMenu(page);
  await menu.getByRole('link', { name: '채널 관리' }).click();
  const dialog = page.getByTestId('channel-unavailable-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('채널 서비스 이용 불가');
  await expect(dialog).toContainText('기업회원 가입 승인이 완료되지 않았습니다.');
  await dialog.getByRole('link', { name: '사업자등록번호 확인하기' }).click();
  await expect(page).toHaveURL(`${CORPORATE}/profile`);
  await expect(page.getByTestId('corporate-profile-form').getByLabel('사업자등록번호')).toHaveValue(number);
  await expectNoWcagViolations(page, { label: '/profile' });

  // An ADMIN of brand A approves it through the review API (what the console's queue will call).
  await approveCompany(playwright, await currentUserId(page));

  await page.goto(`${CORPORATE}/`);
  await expect(status).toHaveAttribute('data-status', 'APPROVED');
  await expect(status).toContainText('기업회원 승인 완료');

  // A new number is another company to the review: asked first, then back to 승인 대기.
  await page.goto(`${CORPORATE}/profile`);
  const profile = page.getByTestId('corporate-profile-form');
  await expect(page.getByTestId('corporate-approval-status')).toHaveAttribute('data-status', 'APPROVED');
  await profile.getByLabel('담당자 연락처').fill('010-1234-5678');
  await profile.getByLabel('사업자등록번호').fill(freshBusinessNumber('8'));
  await profile.getByRole('button', { name: '저장하기' }).click();
  const confirm = page.getByTestId('business-number-change-dialog');
  await expect(confirm).toContainText('사업자등록번호를 바꾸면 기업회원 승인이 해제되고 다시 검토를 받습니다.');
  await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
  await confirm.getByRole('button', { name: '변경하고 다시 검토받기' }).click();
  await expect(page.getByTestId('corporate-approval-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(profile.getByLabel('담당자 연락처')).toHaveValue('010-1234-5678');
  await expectNoWcagViolations(page, { label: '/profile after a number change' });
});

test('the 사업자등록번호 check digit is checked when the field loses focus, before the form is sent', async ({ page }) => {
  await page.goto(`${CORPORATE}/register`);
  const form = page.getByTestId('corporate-register-form');
  const number = form.getByLabel('사업자등록번호');
  // Tabbing through an empty field scolds nobody.
  await number.focus();
  await page.keyboard.press('Tab');
  await expect(form.getByText('사업자등록번호를 입력해주세요.')).toHaveCount(0);

  await number.fill('123-45-67890');
  await page.keyboard.press('Tab');
  await expect(number).toHaveAccessibleDescription(/올바른 사업자등록번호가 아닙니다\./);
  await expect(form.getByText('올바른 사업자등록번호가 아닙니다.')).toBeVisible();
  await expect(page).toHaveURL(`${CORPORATE}/register`);

  await number.fill(freshBusinessNumber('9'));
  await page.keyboard.press('Tab');
  await expect(form.getByText('올바른 사업자등록번호가 아닙니다.')).toHaveCount(0);
});
