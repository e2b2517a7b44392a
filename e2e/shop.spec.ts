/**
 * Brand B shop: a member signs up on the shop host, finds an exam product by search and by its
 * category, puts it in the cart, orders it, pays by bank transfer (입금대기), an operator marks the order paid through
 * the ADMIN route the `db:mark-order-paid` command's operation serves, and the exam is in 내 강의실 and opens on the
 * CBT host, where another exam goes into the same cart from its exam page. axe audits the list, product, cart, order and my-page screens.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { SHOP_ORIGIN } from './support/brand-b';
import { BRAND_B } from './support/hosts';
import { moveServerClockFor } from './support/server-time';
import { markPaidAsOperator } from './support/shop-operator';
import { apiJson } from './support/solve';

const PRODUCT = '간호사 면접 대비 직무·임상 면접 문제집';
const CATEGORY = '면접 대비';

async function registerOnShop(page: Page): Promise<{ email: string; password: string }> {
  const account = { email: `shop-${Date.now()}-${process.pid}@example.com`, password: 'shop12345' };
  await page.goto(`${SHOP_ORIGIN}/login`);
  await page.getByRole('main').getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/register`);
  await page.getByLabel('이메일', { exact: true }).fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByLabel('비밀번호 확인', { exact: true }).fill(account.password);
  await page.getByLabel('이름', { exact: true }).fill('쇼핑테스트');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  return account;
}

test('a new member finds an exam, orders it by bank transfer, and after the operator marks it paid opens it on the CBT host', async ({ page }) => {
  // The shop's whole first purchase on two hosts, with five axe audits (the order sheet and the purchase history are
  // audited with discounts and refunds in shop-payments.spec.ts): about a minute on the CI machine.
  test.slow();
  await registerOnShop(page);

  // Search: blank keywords are refused with spec §5's message, by the server and by the form.
  await page.goto(`${SHOP_ORIGIN}/search?keywords=%20`);
  await expect(page.getByTestId('search-refused')).toHaveText('1글자 이상 검색해주세요.');
  await page.getByRole('searchbox', { name: '검색어' }).last().fill('   ');
  await page.getByRole('main').getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('1글자 이상 검색해주세요.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  // Korean-aware: 초성 finds the product too.
  await page.goto(`${SHOP_ORIGIN}/search?keywords=${encodeURIComponent('ㅁㅈㅈ')}`);
  await expect(page.getByTestId('product-card').getByRole('link', { name: PRODUCT })).toBeVisible();

  // Category: the shop home's category list, sorted by price.
  await page.goto(SHOP_ORIGIN);
  await page.getByRole('main').getByRole('link', { name: CATEGORY, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN}/list/\\d+$`));
  await page.getByRole('link', { name: '낮은 가격순' }).click();
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(page.getByRole('link', { name: '낮은 가격순' })).toHaveAttribute('aria-current', 'page');
  await expectNoWcagViolations(page, { label: 'list' });
  await page.getByTestId('product-card').getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expectNoWcagViolations(page, { label: 'product' });

  // Cart: the badge follows; the same product twice is O8004.
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast-area').getByText('장바구니에 담았습니다.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('alertdialog')).toContainText('이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await page.goto(`${SHOP_ORIGIN}/orders/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('9,900원');
  await expectNoWcagViolations(page, { label: 'cart' });
  await page.getByTestId('order-selected').click();

  // Order page (marked as the cart's, for its breadcrumb): the stored price, the countdown, the orderer checked in
  // Korean, then 입금대기.
  await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN}/orders/order/\\d{20}\\?from=cart$`));
  await expect(page.getByTestId('order-amount')).toHaveText('9,900원');
  await expect(page.getByTestId('order-countdown')).toContainText(/(29|30):\d\d/);
  await page.getByLabel('이름', { exact: true }).fill('쇼핑테스트');
  await page.getByLabel('휴대폰 번호').fill('02-123-4567');
  await page.getByTestId('place-order').click();
  await expect(page.getByText('휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)')).toBeVisible();
  await page.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await page.getByTestId('place-order').click();
  await expect(page.getByText('주문 내용을 확인하고 결제에 동의해주세요.')).toBeVisible();
  await page.getByLabel(/결제에 동의합니다/).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-status')).toHaveText('입금대기');
  await expect(page.getByTestId('deposit-account')).toContainText('예금주');
  const orderNo = (await page.getByTestId('order-no').textContent())!.trim();
  await expect(page.getByTestId('cart-count')).toBeHidden();

  await page.goto(`${SHOP_ORIGIN}/mypage/purchase-history`);
  await expect(page.getByTestId('order-row-status')).toHaveText('입금대기');

  // The operator sees the deposit; marking twice changes the order once.
  expect(await markPaidAsOperator(orderNo)).toEqual({ orderNo, status: 'PAID', changed: true });
  expect(await markPaidAsOperator(orderNo)).toEqual({ orderNo, status: 'PAID', changed: false });

  await page.reload();
  await expect(page.getByTestId('order-row-status')).toHaveText('결제완료');
  await page.goto(`${SHOP_ORIGIN}/mypage`);
  await expect(page.getByTestId('course-row')).toHaveCount(1);
  await expectNoWcagViolations(page, { label: 'mypage' });
  await page.goto(`${SHOP_ORIGIN}/mypage/my-courses`);
  await expectNoWcagViolations(page, { label: 'my-courses' });
  const course = page.getByTestId('course-row').getByRole('link', { name: PRODUCT, exact: true });
  const href = (await course.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^${BRAND_B}/exam/detail/\\d+$`));

  // The shop's login is brand B's (ADR 44): on the CBT host the exam is the member's without a second login.
  await course.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByTestId('purchase-required')).toHaveCount(0);

  // The CBT exam page of another paid exam puts it in the same cart; the CBT host's badge follows.
  await page.goto(`${BRAND_B}/exam/hospital-test`);
  await page.getByTestId('exam-card').getByRole('link', { name: '공공병원 간호직 필기 모의고사', exact: true }).click();
  await page.getByTestId('exam-add-to-cart').click();
  await expect(page.getByTestId('toast-area').getByText('장바구니에 담았습니다.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('an order sheet past its 30 minutes cannot be ordered: a Korean message and a new sheet with the same lines', async ({ page }) => {
  await registerOnShop(page);
  const search = await apiJson<{ items: Array<{ productNo: number; optionNo: number; title: string }> }>(
    page,
    `/shop/products/search?keywords=${encodeURIComponent('공공병원 간호직')}`,
  );
  const product = search.body.items.find((item) => item.title === '공공병원 간호직 필기 모의고사')!;
  const created = await apiJson<{ orderSheetNo: string }>(page, '/v2/orders', {
    method: 'POST',
    body: { products: [{ productNo: product.productNo, optionNo: product.optionNo, orderCnt: 1 }] },
  });
  expect(created.status).toBe(201);
  await page.goto(`${SHOP_ORIGIN}/orders/order/${created.body.orderSheetNo}`);
  await expect(page.getByTestId('order-countdown')).toBeVisible();

  // The server's clock, for the order request only, is 31 minutes on: the sheet has run out when it is placed.
  await moveServerClockFor(page, '**/v2/order-sheets/*/order', 31 * 60_000);
  await page.getByLabel('이름', { exact: true }).fill('시간초과');
  await page.getByLabel('휴대폰 번호').fill('01098765432');
  await page.getByLabel(/결제에 동의합니다/).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-sheet-expired')).toContainText('주문서의 결제 가능 시간(30분)이 지났습니다.');
  await expectNoWcagViolations(page, { label: 'expired order sheet' });

  await page.getByTestId('renew-order-sheet').click();
  await expect(page).not.toHaveURL(new RegExp(created.body.orderSheetNo));
  await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN}/orders/order/\\d{20}$`));
  await expect(page.getByTestId('order-lines')).toContainText('공공병원 간호직 필기 모의고사');
  await expect(page.getByTestId('order-countdown')).toBeVisible();
});
