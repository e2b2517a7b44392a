/**
 * Brand B shop, slice 2 (ADR 28) — the issue's walk-through as nurse@nursepass.co.kr, the demo member the
 * issue names (the only writes with a demo account here; it buys the two ward-practice exams the seed keeps for this
 * test alone and cancels both at the end, so a retry finds the same state):
 * 1. a paid exam's 구매하기 on cbt.nursepass.localhost → the order page → a coupon and 적립금 → bank transfer → 입금대기 → the
 *    operator marks it paid (the ADMIN route serving `npm run db:mark-order-paid`'s operation) → the exam opens on
 *    the CBT host, is on /mycbt/purchase and 내 강의실, and 1% was earned;
 * 2. a second exam by card through the local Toss-speaking server's SDK and payment window (a first window closed:
 *    Toss's message, the order still payable);
 * 3. cancelling both: the card order through Toss's cancel (취소), the bank transfer as 환불요청 then refunded by the
 *    operator; the exams are revoked and the points and coupon restored.
 * axe audits the order page, coupons, accumulations, purchase history and cancel history.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { expectNoWcagViolations } from './support/axe';
import { SHOP_ORIGIN } from './support/brand-b';
import { BRAND_B } from './support/hosts';
import { fillLoginForm } from './support/session';
import { markPaidAsOperator, markRefundedAsOperator } from './support/shop-operator';
import { apiJson } from './support/solve';

// src/seed/content/b-nursing-practice.ts: 14,900원 and 11,900원, in no demo cart.
const BANK_EXAM = '병동 간호 술기 점검 모의고사';
const CARD_EXAM = '투약 안전 집중 점검 모의고사';

interface OrderJson {
  orderNo: string;
  status: string;
  cancellable: boolean;
  lines: Array<{ title: string }>;
}

const balance = async (page: Page) => (await apiJson<{ balance: number }>(page, '/shop/points')).body.balance;

/** A retry after a failure part-way: the walk-through's open orders are cancelled first (on the shop host). */
async function cancelLeftovers(page: Page) {
  const { body } = await apiJson<{ items: OrderJson[] }>(page, '/shop/orders');
  for (const order of body.items) {
    if (order.cancellable && order.lines.some((line) => line.title === BANK_EXAM || line.title === CARD_EXAM)) {
      const cancelled = await apiJson<OrderJson>(page, `/shop/orders/${order.orderNo}/cancel`, { method: 'POST', body: {} });
      expect(cancelled.status).toBe(200);
    }
  }
}

/** From the CBT exam list to the exam's page; whether it is locked tells whether the member holds it. */
async function openExam(page: Page, title: string): Promise<string> {
  await page.goto(`${BRAND_B}/exam/hospital-test`);
  await page.getByTestId('exam-card').getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${BRAND_B}/exam/detail/\\d+$`));
  return page.url();
}

async function fillOrderer(page: Page) {
  await page.getByLabel('이름', { exact: true }).fill('서윤');
  await page.getByLabel('휴대폰 번호').fill('010-2345-6789');
  await page.getByLabel(/결제에 동의합니다/).check();
}

test('nurse@ pays one exam by bank transfer with a coupon and points and one by Toss, then cancels both: exams revoked, points and coupon restored', async ({
  page,
  context,
}) => {
  // Two purchases, two windows, two cancellations and five axe audits: 3.8 minutes on the loaded 2-core machine.
  test.setTimeout(480_000);
  await page.goto(`${BRAND_B}/login?redirect=${encodeURIComponent('/exam/hospital-test')}`);
  await fillLoginForm(page, ACCOUNTS.nurse);
  await expect(page).toHaveURL(`${BRAND_B}/exam/hospital-test`);
  // The login on the CBT host is brand B's: the shop knows the member too (ADR 44).
  await page.goto(`${SHOP_ORIGIN}/mypage`);
  await cancelLeftovers(page);
  const startBalance = await balance(page);
  expect(startBalance).toBeGreaterThanOrEqual(1000);

  // 1. Bank transfer with a coupon and points.
  const bankExamUrl = await openExam(page, BANK_EXAM);
  await expect(page.getByTestId('purchase-required')).toBeVisible();
  await page.getByTestId('purchase-button').click();
  await page.waitForURL(new RegExp(`^${SHOP_ORIGIN.replace('.', '\\.')}/orders/order/\\d{20}$`));
  await expect(page.getByTestId('order-lines')).toContainText(BANK_EXAM);
  await expect(page.getByTestId('order-amount')).toHaveText('14,900원');
  await page.getByLabel('쿠폰').selectOption({ label: '신규 회원 3,000원 할인 (−3,000원)' });
  await page.getByLabel('적립금 사용').fill('15');
  await fillOrderer(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByText('적립금은 10원 단위로 사용할 수 있습니다.')).toBeVisible();
  await page.getByLabel('적립금 사용').fill('1000');
  await expect(page.getByTestId('order-amount')).toHaveText('10,900원');
  await expectNoWcagViolations(page, { label: 'order with discounts' });
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-status')).toHaveText('입금대기');
  await expect(page.getByTestId('order-summary-amount')).toHaveText('10,900원');
  const bankOrderNo = (await page.getByTestId('order-no').textContent())!.trim();
  expect(await balance(page)).toBe(startBalance - 1000);

  // The operator sees the deposit.
  expect(await markPaidAsOperator(bankOrderNo)).toMatchObject({ status: 'PAID', changed: true });
  await page.goto(bankExamUrl);
  await expect(page.getByRole('heading', { level: 1, name: BANK_EXAM })).toBeVisible();
  await expect(page.getByTestId('purchase-required')).toHaveCount(0);
  await page.goto(`${BRAND_B}/mycbt/purchase`);
  await expect(page.getByRole('main').getByText(BANK_EXAM)).toBeVisible();
  await page.goto(`${SHOP_ORIGIN}/mypage/my-courses`);
  await expect(page.getByTestId('course-row').filter({ hasText: BANK_EXAM })).toBeVisible();
  // 1% of 10,900원 in tens: 100원.
  await page.goto(`${SHOP_ORIGIN}/mypage/accumulations`);
  await expect(page.getByTestId('point-row').filter({ hasText: bankOrderNo }).first()).toContainText('+100원');
  await expect(page.getByTestId('point-balance')).toHaveText(`${(startBalance - 900).toLocaleString('ko-KR')}원`);
  await expectNoWcagViolations(page, { label: 'accumulations' });

  // 2. Card through Toss: a first window closed keeps the order payable; the second pays.
  const cardExamUrl = await openExam(page, CARD_EXAM);
  await page.getByTestId('purchase-button').click();
  await page.waitForURL(new RegExp(`^${SHOP_ORIGIN.replace('.', '\\.')}/orders/order/\\d{20}$`));
  await page.getByRole('radio', { name: '카드 결제 (토스페이먼츠)' }).check();
  await fillOrderer(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { name: '카드 결제 (테스트 결제창)' })).toBeVisible();
  await expect(page.getByText('결제 금액: 11900원')).toBeVisible();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN.replace('.', '\\.')}/orders/toss/fail`));
  await expect(page.getByTestId('toss-fail-message')).toHaveText('사용자에 의해 결제가 취소되었습니다.');
  await page.getByTestId('toss-pay').click();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN.replace('.', '\\.')}/orders/toss/success\\?`));
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');
  const cardOrderNo = (await page.getByTestId('order-no').textContent())!.trim();
  // Reloading the success URL confirms nothing twice.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');
  await page.goto(cardExamUrl);
  await expect(page.getByTestId('purchase-required')).toHaveCount(0);

  // Coupons: the one used is 사용 완료; a wrong code and one already held are refused in Korean.
  await page.goto(`${SHOP_ORIGIN}/mypage/coupons`);
  await expect(page.getByTestId('coupon-row').filter({ hasText: '신규 회원 3,000원 할인' })).toContainText('사용 완료');
  await page.getByLabel('쿠폰 코드').fill('NO-SUCH-CODE');
  await page.getByTestId('coupon-register').click();
  await expect(page.getByText('존재하지 않는 쿠폰 코드입니다.')).toBeVisible();
  await page.getByLabel('쿠폰 코드').fill('nurse-cheer-10');
  await page.getByTestId('coupon-register').click();
  await expect(page.getByText('이미 등록한 쿠폰입니다.')).toBeVisible();
  await expectNoWcagViolations(page, { label: 'coupons' });

  // 3. Cancelling: the card order through Toss, the bank transfer as a refund request.
  await page.goto(`${SHOP_ORIGIN}/mypage/purchase-history`);
  await expectNoWcagViolations(page, { label: 'purchase history' });
  const cardRow = page.getByTestId('order-row').filter({ hasText: cardOrderNo });
  await cardRow.getByTestId('cancel-order').click();
  await expect(page.getByTestId('cancel-order-dialog')).toContainText('카드 결제가 취소되고');
  await page.getByTestId('cancel-order-dialog-confirm').click();
  await expect(cardRow.getByTestId('order-row-status')).toHaveText('취소');
  const bankRow = page.getByTestId('order-row').filter({ hasText: bankOrderNo });
  await bankRow.getByTestId('cancel-order').click();
  await page.getByTestId('cancel-order-dialog-confirm').click();
  await expect(bankRow.getByTestId('order-row-status')).toHaveText('환불요청');
  expect(await markRefundedAsOperator(bankOrderNo)).toMatchObject({ status: 'CANCELLED', changed: true });

  await page.goto(`${SHOP_ORIGIN}/mypage/cancel-history`);
  await expect(page.getByTestId('order-row').filter({ hasText: bankOrderNo }).getByTestId('order-row-status')).toHaveText('취소');
  await expect(page.getByTestId('order-row').filter({ hasText: cardOrderNo }).getByTestId('order-row-status')).toHaveText('취소');
  await expectNoWcagViolations(page, { label: 'cancel history' });
  await page.goto(`${SHOP_ORIGIN}/mypage/accumulations`);
  await expect(page.getByTestId('point-balance')).toHaveText(`${startBalance.toLocaleString('ko-KR')}원`);
  await page.goto(`${SHOP_ORIGIN}/mypage/coupons?status=USABLE`);
  await expect(page.getByTestId('coupon-row').filter({ hasText: '신규 회원 3,000원 할인' })).toBeVisible();

  // The exams are locked again.
  await page.goto(bankExamUrl);
  await expect(page.getByTestId('purchase-required')).toBeVisible();
  await page.goto(cardExamUrl);
  await expect(page.getByTestId('purchase-required')).toBeVisible();
});
