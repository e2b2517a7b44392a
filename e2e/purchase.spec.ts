/**
 * Brand B purchase flow (spec §4): on a paid exam the member presses 구매하기, the product is looked up, an order
 * sheet with one line is made, and the browser goes to the shop's order page, which shows that sheet.
 */
import { expect, type Page, test } from '@playwright/test';
import { BRAND_B, E2E_PORT } from './support/hosts';
import { apiJson, registerMember } from './support/solve';

const PAID_EXAM = '간호사 면접 대비 직무·임상 면접 문제집';
const SHOP = `http://nursepass.localhost:${E2E_PORT}`;

async function openPaidExam(page: Page): Promise<number> {
  await page.goto(`${BRAND_B}/exam/interview-prep`);
  await page.getByTestId('exam-card').getByRole('link', { name: PAID_EXAM, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${BRAND_B}/exam/detail/\\d+$`));
  await expect(page.getByTestId('purchase-required')).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('a member buying a paid exam reaches the shop order page of a new order sheet for that exam', async ({ page, context }) => {
  // Registered on the CBT host: brand B's cookie domain carries the session to the shop (ADR 44).
  await registerMember(context, 'b', '구매테스트');
  const examIdx = await openPaidExam(page);

  await page.getByTestId('purchase-button').click();
  await page.waitForURL(new RegExp(`^${SHOP.replace('.', '\\.')}/orders/order/\\d{20}$`));
  const orderSheetNo = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('order-lines')).toContainText(PAID_EXAM);

  // The sheet the shop page will show: the member's own, open, one line of this exam at its price.
  await page.goto(`${BRAND_B}/mycbt/purchase`);
  const { status, body } = await apiJson<{ status: string; totalAmount: number; lines: unknown[] }>(page, `/v2/order-sheets/${orderSheetNo}`);
  expect(status).toBe(200);
  expect(body).toMatchObject({ status: 'OPEN', totalAmount: 9_900, lines: [{ examIdx, quantity: 1 }] });
  // Nothing is granted before payment: the exam is still not among the member's purchases.
  await expect(page.getByText('구매한 시험이 없습니다')).toBeVisible();
});

test('a visitor pressing 구매하기 is sent to log in and comes back to the exam', async ({ page }) => {
  const examIdx = await openPaidExam(page);
  await page.getByTestId('purchase-button').click();
  await expect(page).toHaveURL(`${BRAND_B}/login?redirect=${encodeURIComponent(`/exam/detail/${examIdx}`)}`);
});
