/**
 * Brand B shop my page, slice 2 (ADR 29): a freshly registered member wishes a product and puts it in the
 * cart from the wishlist, keeps Korean addresses with one default, edits the profile and the password; terms and help
 * read from the content routes. axe audits each screen (WCAG 2.1 AA).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { SHOP_ORIGIN } from './support/brand-b';
import { registerMember } from './support/solve';

const PRODUCT = '간호사 면접 대비 직무·임상 면접 문제집';
/** registerMember's password (e2e/support/solve.ts). */
const PASSWORD = 'solve1234';

/** A new brand B member; brand B's cookie domain gives the shop the session too (ADR 44). */
async function newShopMember(context: BrowserContext, name: string): Promise<void> {
  await registerMember(context, 'b', name);
}

async function openProduct(page: Page): Promise<string> {
  await page.goto(`${SHOP_ORIGIN}/search?keywords=${encodeURIComponent('면접 문제집')}`);
  await page.getByTestId('product-card').getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  return new URL(page.url()).pathname;
}

const toast = (page: Page, text: string) => page.getByTestId('toast-area').getByText(text);

/**
 * axe on a settled screen: the toasts of the last action have gone first (they leave after 2 s), since a toast that
 * starts fading while axe reads the page shows a contrast its settled colours do not (a loaded machine hit this).
 */
async function audit(page: Page, label: string, include?: string): Promise<void> {
  await expect(page.getByTestId('toast-area').getByRole('button')).toHaveCount(0);
  await expectNoWcagViolations(page, include ? { label, include } : { label });
}

test('a visitor pressing 찜하기 is sent to the shop login with next= back to the product', async ({ page }) => {
  const path = await openProduct(page);
  await page.getByTestId('wish-toggle').click();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/login?next=${encodeURIComponent(path)}`);
});

test('a new member wishes a product, puts it in the cart from the wishlist, and removes it', async ({ page, context }) => {
  await newShopMember(context, '찜테스트');
  await openProduct(page);
  const wish = page.getByTestId('wish-toggle');
  await expect(wish).toHaveAttribute('aria-pressed', 'false');
  await wish.click();
  await expect(toast(page, '찜한 상품에 담았습니다.')).toBeVisible();
  await expect(wish).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('wish-toggle')).toHaveAttribute('aria-pressed', 'true');
  await audit(page, 'product-wished');

  await page.goto(`${SHOP_ORIGIN}/mypage/wishlist`);
  await expect(page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '찜한 상품' })).toHaveAttribute('aria-current', 'page');
  const line = page.getByTestId('wishlist-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(PRODUCT);
  await audit(page, 'wishlist');

  await line.getByTestId('wishlist-add-to-cart').click();
  await expect(toast(page, '장바구니에 담았습니다.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The cart's own refusal (spec §8 O8004) for a product already in it.
  await line.getByTestId('wishlist-add-to-cart').click();
  await expect(page.getByRole('alertdialog')).toContainText('이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

  await line.getByTestId('wishlist-remove').click();
  await expect(page.getByText('찜한 상품이 없습니다')).toBeVisible();
  await audit(page, 'wishlist-empty');
});

test('a new member adds, edits, defaults and deletes Korean addresses', async ({ page, context }) => {
  await newShopMember(context, '배송테스트');
  await page.goto(`${SHOP_ORIGIN}/mypage/manage-addresses`);
  await expect(page.getByText('등록한 배송지가 없습니다')).toBeVisible();
  await audit(page, 'manage-addresses-empty');

  // The dialog checks with the shared rule before asking the server.
  await page.getByTestId('address-add').click();
  const dialog = page.getByTestId('address-dialog');
  await expect(dialog.getByLabel('받는 분')).toBeFocused();
  await dialog.getByLabel('받는 분').fill('김간호');
  await dialog.getByLabel('연락처').fill('010-1234-5678');
  await dialog.getByLabel('우편번호').fill('0308');
  await dialog.getByLabel('기본주소').fill('서울특별시 종로구 대학로 101');
  await dialog.getByTestId('address-save').click();
  await expect(dialog.getByText('우편번호는 숫자 5자리로 입력해주세요.')).toBeVisible();
  await audit(page, 'address-dialog', '[data-testid="address-dialog"]');
  await dialog.getByLabel('우편번호').fill('03080');
  await dialog.getByLabel('상세주소 (선택)').fill('5층');
  await dialog.getByTestId('address-save').click();
  await expect(toast(page, '배송지를 추가했습니다.')).toBeVisible();
  const rows = page.getByTestId('address-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('[03080] 서울특별시 종로구 대학로 101 5층');
  await expect(rows.first().getByTestId('address-default-badge')).toBeVisible();

  // A second address is not the default until chosen; choosing it moves the mark.
  await page.getByTestId('address-add').click();
  await dialog.getByLabel('받는 분').fill('이간호');
  await dialog.getByLabel('연락처').fill('02-123-4567');
  await dialog.getByLabel('우편번호').fill('04524');
  await dialog.getByLabel('기본주소').fill('서울특별시 중구 세종대로 110');
  await dialog.getByTestId('address-save').click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('address-default-badge')).toHaveCount(1);
  await rows.filter({ hasText: '이간호' }).getByTestId('address-make-default').click();
  await expect(toast(page, '기본 배송지를 바꿨습니다.')).toBeVisible();
  await expect(rows.first()).toContainText('이간호');
  await expect(page.getByTestId('address-default-badge')).toHaveCount(1);
  await expect(rows.filter({ hasText: '이간호' }).getByTestId('address-default-badge')).toBeVisible();
  await audit(page, 'manage-addresses');

  // Edit the first one's 상세주소.
  await rows.filter({ hasText: '김간호' }).getByTestId('address-edit').click();
  await dialog.getByLabel('상세주소 (선택)').fill('6층 601호');
  await dialog.getByTestId('address-save').click();
  await expect(toast(page, '배송지를 수정했습니다.')).toBeVisible();
  await expect(rows.filter({ hasText: '김간호' })).toContainText('6층 601호');

  // Deleting the default hands the mark to the remaining address.
  await rows.filter({ hasText: '이간호' }).getByTestId('address-remove').click();
  await page.getByTestId('address-remove-dialog-confirm').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('김간호');
  await expect(rows.first().getByTestId('address-default-badge')).toBeVisible();
});

test('a new member edits the name and phone and changes the password with the current one', async ({ page, context }) => {
  await newShopMember(context, '정보테스트');
  await page.goto(`${SHOP_ORIGIN}/mypage/edit-profile`);
  await expect(page.getByTestId('profile-email')).toContainText('@example.com');
  await audit(page, 'edit-profile');

  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('휴대폰 번호 (선택)').fill('123');
  await profile.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-error')).toHaveText(/휴대폰 번호/);
  await profile.getByLabel('이름').fill('김수정');
  await profile.getByLabel('휴대폰 번호 (선택)').fill('01098765432');
  await profile.getByTestId('profile-save').click();
  await expect(toast(page, '회원정보를 저장했습니다.')).toBeVisible();
  await expect(profile.getByLabel('휴대폰 번호 (선택)')).toHaveValue('010-9876-5432');
  await page.reload();
  await expect(page.getByTestId('profile-form').getByLabel('이름')).toHaveValue('김수정');

  const password = page.getByTestId('password-form');
  await password.getByLabel('현재 비밀번호').fill('wrongpass1');
  await password.getByLabel('새 비밀번호', { exact: true }).fill('newpass123');
  await password.getByLabel('새 비밀번호 확인').fill('newpass123');
  await password.getByTestId('password-save').click();
  await expect(page.getByTestId('password-error')).toHaveText('현재 비밀번호가 올바르지 않습니다.');
  await password.getByLabel('현재 비밀번호').fill(PASSWORD);
  await password.getByTestId('password-save').click();
  await expect(toast(page, '비밀번호를 변경했습니다.')).toBeVisible();
  await expect(password.getByLabel('현재 비밀번호')).toHaveValue('');
});

test('terms and help read their content on the shop host, linked from the footer', async ({ page }) => {
  await page.goto(SHOP_ORIGIN);
  await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/terms`);
  await expect(page.getByRole('heading', { level: 2, name: '이용약관' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '제5조 (청약철회와 환불)' })).toBeVisible();
  await audit(page, 'terms');

  await page.getByRole('contentinfo').getByRole('link', { name: '고객센터' }).click();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/help`);
  await expect(page.getByTestId('faq-group')).toHaveCount(4);
  await page.getByText('찜한 상품은 어디에서 보나요?').click();
  await expect(page.getByText('찜한 상품 화면에서 바로 장바구니에 담을 수 있습니다.', { exact: false })).toBeVisible();
  await audit(page, 'help');
});
