/**
 * Brand B shop forms and states, as a freshly registered member: 찜하기 reads 찜 해제 while the product is wished;
 * the order page's breadcrumb follows where the order came from (바로 구매: the product; the cart: 장바구니); the order
 * form shows every field's error on an empty submit, clears each as it becomes valid, and words bad 적립금 as it is
 * typed; a registered coupon is a success toast; the 1:1 문의 form shows both errors and clears each when fixed.
 * Nothing is ordered or sent.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { SHOP_ORIGIN } from './support/brand-b';
import { BRAND_B } from './support/hosts';
import { registerMember } from './support/solve';

const PRODUCT = '간호사 면접 대비 직무·임상 면접 문제집';

/** A new brand B member whose session is carried to the shop host, as production's shared cookie domain would. */
async function newShopMember(context: BrowserContext, name: string): Promise<void> {
  await registerMember(context, 'b', name);
  const session = (await context.cookies(BRAND_B)).find((cookie) => cookie.name === 'accessToken');
  expect(session, 'session cookie').toBeTruthy();
  await context.addCookies([{ name: 'accessToken', value: session!.value, url: SHOP_ORIGIN, httpOnly: true, sameSite: 'Lax' }]);
}

async function openProduct(page: Page): Promise<string> {
  await page.goto(`${SHOP_ORIGIN}/search?keywords=${encodeURIComponent('면접 문제집')}`);
  await page.getByTestId('product-card').getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  return new URL(page.url()).pathname;
}

const crumbs = (page: Page): Locator => page.getByRole('navigation', { name: '현재 위치' });
const orderPage = new RegExp(`^${SHOP_ORIGIN.replace(/\./g, '\\.')}/orders/order/\\d{20}`);

test('찜 해제 while wished; 바로 구매 and the cart lead to order pages with their own breadcrumbs; the order form words every error', async ({
  page,
  context,
}) => {
  test.slow();
  await newShopMember(context, '주문폼테스트');
  const productPath = await openProduct(page);

  // 찜하기 ↔ 찜 해제, with the state in aria-pressed.
  const wish = page.getByTestId('wish-toggle');
  await expect(wish).toHaveText('찜하기');
  await expect(wish).toHaveAttribute('aria-pressed', 'false');
  await wish.click();
  await expect(wish).toHaveAttribute('aria-pressed', 'true');
  await expect(wish).toHaveText('찜 해제');
  await page.reload();
  await expect(page.getByTestId('wish-toggle')).toHaveText('찜 해제');
  await page.getByTestId('wish-toggle').click();
  await expect(page.getByTestId('wish-toggle')).toHaveText('찜하기');
  await expect(page.getByTestId('wish-toggle')).toHaveAttribute('aria-pressed', 'false');

  // 바로 구매: the breadcrumb leads back to the product, not to a cart the member never used.
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByTestId('order-lines')).toContainText(PRODUCT);
  await expect(crumbs(page).getByRole('link', { name: PRODUCT })).toHaveAttribute('href', productPath);
  await expect(crumbs(page)).not.toContainText('장바구니');
  await page.reload();
  await expect(crumbs(page).getByRole('link', { name: PRODUCT })).toBeVisible();

  // An empty submit names every field at once.
  await page.getByTestId('place-order').click();
  const form = page.locator('form[aria-labelledby="orderer-title"]');
  await expect(form.getByRole('alert')).toHaveText([
    '주문자 이름을 입력해주세요.',
    '휴대폰 번호를 입력해주세요.',
    '주문 내용을 확인하고 결제에 동의해주세요.',
  ]);
  // Each error follows its field as it is fixed, without another submit.
  await page.getByLabel('이름', { exact: true }).fill('주문폼테스트');
  await expect(form.getByText('주문자 이름을 입력해주세요.')).toHaveCount(0);
  await page.getByLabel('휴대폰 번호').fill('02-123');
  await expect(form.getByText('휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)')).toBeVisible();
  await page.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await expect(form.getByText(/휴대폰 번호를/)).toHaveCount(0);
  await page.getByLabel(/결제에 동의합니다/).check();
  await expect(form.getByRole('alert')).toHaveCount(0);

  // 적립금: a bad amount is worded as it is typed, and the total does not pretend to use it.
  const points = page.getByLabel('적립금 사용');
  await points.fill('15');
  await expect(form.getByText('적립금은 10원 단위로 사용할 수 있습니다.')).toBeVisible();
  await points.fill('20');
  await expect(form.getByText('보유 적립금보다 많이 사용할 수 없습니다.')).toBeVisible();
  await expect(page.getByTestId('order-amount')).toHaveText('9,900원');
  await page.getByTestId('place-order').click();
  await expect(form.getByText('보유 적립금보다 많이 사용할 수 없습니다.')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveCount(0);
  await points.fill('');
  await expect(form.getByRole('alert')).toHaveCount(0);

  // The cart: its order page's breadcrumb goes back to the cart.
  await page.goto(`${SHOP_ORIGIN}${productPath}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`${SHOP_ORIGIN}/orders/cart`);
  await page.getByTestId('order-selected').click();
  await expect(page).toHaveURL(orderPage);
  await expect(crumbs(page).getByRole('link', { name: '장바구니' })).toHaveAttribute('href', '/orders/cart');
});

test('a registered coupon is a success toast; the 1:1 문의 form shows both errors and clears each when fixed', async ({ page, context }) => {
  await newShopMember(context, '쿠폰문의테스트');

  await page.goto(`${SHOP_ORIGIN}/mypage/coupons`);
  await page.getByLabel('쿠폰 코드').fill('NURSEPASS-5000');
  await page.getByTestId('coupon-register').click();
  const registered = page.getByTestId('toast-area').getByRole('button').filter({ hasText: '쿠폰을 등록했습니다.' });
  await expect(registered).toHaveAttribute('data-toast-type', 'success');
  await expect(registered).not.toContainText('오류');

  await page.goto(`${SHOP_ORIGIN}/mypage/support`);
  const inquiry = page.getByTestId('inquiry-form');
  // The member's own address is filled in for them; emptied, the form names both fields.
  await inquiry.getByLabel('이메일').fill('');
  await inquiry.getByRole('button', { name: '보내기' }).click();
  await expect(inquiry.getByRole('alert')).toHaveText(['이메일을 입력해주세요.', '내용을 입력해주세요.']);
  await expect(inquiry.getByLabel('이메일')).toBeFocused();
  await inquiry.getByLabel('이메일').fill('member@example.com');
  await expect(inquiry.getByRole('alert')).toHaveText(['내용을 입력해주세요.']);
  await inquiry.getByLabel('문의 내용').fill('주문 내역이 보이지 않습니다.');
  await expect(inquiry.getByRole('alert')).toHaveCount(0);
});
