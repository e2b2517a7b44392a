/**
 * The console's coupons (ADR 33) on admin.nursepass.localhost: brand B's ADMIN creates a coupon (the shared
 * rule's Korean message first), issues it to a freshly registered brand B member by email, reads the report, and the
 * member finds it on the shop's /mypage/coupons at once; ended early, the member's copy reads 기간 만료. axe audits the
 * coupon page before and after and the end dialog. Only the operator is a demo account; the member is registered
 * fresh, and the coupon's code is unique to the run.
 */
import { type BrowserContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { expectNoWcagViolations } from './support/axe';
import { SHOP_ORIGIN } from './support/brand-b';
import { E2E_PORT } from './support/hosts';
import { fillLoginForm } from './support/session';
import { registerMember } from './support/solve';

const CONSOLE_B = `http://admin.nursepass.localhost:${E2E_PORT}`;
const ADMIN_B = { email: 'admin@nursepass.co.kr', password: DEMO_PASSWORD };

/** A new brand B member; brand B's cookie domain gives the shop the session too (ADR 44). */
async function newShopMember(context: BrowserContext, name: string): Promise<string> {
  return registerMember(context, 'b', name);
}

test('the ADMIN creates a coupon, issues it to a new member by email, the member sees it on /mypage/coupons, and ending it early expires the copy', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const name = `콘솔 발급 쿠폰 ${suffix}`;
  const code = `E2E-${suffix}`;
  const email = await newShopMember(context, '쿠폰회원');

  const operatorContext = await browser.newContext();
  try {
    const console = await operatorContext.newPage();
    await console.goto(`${CONSOLE_B}/coupons`);
    await expect(console).toHaveURL(/\/login\?next=/);
    await fillLoginForm(console, ADMIN_B);
    await expect(console).toHaveURL(`${CONSOLE_B}/coupons`);
    await expect(console.getByRole('heading', { name: '쿠폰', level: 1 })).toBeVisible();
    await expect(console.getByTestId('console-coupon-row').first()).toBeVisible();
    await expectNoWcagViolations(console, { label: 'console /coupons' });

    // The form's rule speaks before the server is asked.
    const form = console.getByRole('form', { name: '쿠폰 만들기' });
    await form.getByLabel('이름').fill(name);
    await form.getByLabel('코드').fill(code.toLowerCase());
    await form.getByLabel('정률').check();
    await form.getByLabel('값 (%)').fill('150');
    await form.getByRole('button', { name: '쿠폰 만들기' }).click();
    await expect(form.getByText('정률 할인은 1~100% 사이로 입력해주세요.')).toBeVisible();
    await form.getByLabel('값 (%)').fill('10');
    await form.getByLabel('최대 할인 (원)').fill('3000');
    await form.getByLabel('종료일').fill('2099-12-31');
    await form.getByRole('button', { name: '쿠폰 만들기' }).click();
    await expect(console.getByTestId('toast-area').getByText(`${name} 쿠폰을 만들었습니다.`)).toBeVisible();

    const row = console.locator(`[data-testid="console-coupon-row"][data-code="${code}"]`);
    await expect(row).toContainText(name);
    await expect(row).toContainText('정률 10% (최대 3,000원)');
    await expect(row).toContainText('0명 / 0명');

    // Issued by email: the member gets it, an unknown address is reported, nothing fails.
    await row.getByRole('button', { name: '회원에게 발급' }).click();
    const panel = console.getByTestId('coupon-issue-panel');
    await panel.getByLabel(/받을 회원의 이메일/).fill(`${email}\nnobody-${suffix.toLowerCase()}@example.com`);
    await panel.getByRole('button', { name: '발급하기' }).click();
    const report = console.getByTestId('coupon-issue-report');
    await expect(report).toContainText('발급 1명, 이미 보유 0명, 없는 이메일 1개');
    await expect(report).toContainText(email);
    await expect(row).toContainText('1명 / 0명');
    await expect(console.getByTestId('toast-area').getByRole('button')).toHaveCount(0);
    await expectNoWcagViolations(console, { label: 'console /coupons after issuing' });

    // The member sees it at once, usable.
    await page.goto(`${SHOP_ORIGIN}/mypage/coupons?status=USABLE`);
    await expect(page.getByTestId('coupon-row').filter({ hasText: name })).toHaveAttribute('data-status', 'USABLE');

    // 조기 종료: asked first; then the member's copy can no longer be used.
    await row.getByRole('button', { name: '조기 종료' }).click();
    const dialog = console.getByTestId('coupon-end-dialog');
    await expect(dialog).toContainText('아직 쓰지 않은 쿠폰도 더 이상 사용할 수 없고');
    await expectNoWcagViolations(console, { label: 'console /coupons end dialog' });
    await console.getByTestId('coupon-end-dialog-confirm').click();
    await expect(console.getByTestId('toast-area').getByText(`${name} 쿠폰을 종료했습니다.`)).toBeVisible();
    await expect(row).toContainText('종료');
    await expect(row.getByRole('button', { name: '회원에게 발급' })).toHaveCount(0);
  } finally {
    await operatorContext.close();
  }

  await page.goto(`${SHOP_ORIGIN}/mypage/coupons`);
  await expect(page.getByTestId('coupon-row').filter({ hasText: name })).toHaveAttribute('data-status', 'EXPIRED');
});
