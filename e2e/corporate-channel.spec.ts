/**
 * The corporate site's channel management (ADR 23): a newly approved company makes its channel on
 * biz.careerroad.localhost's /channel — a reserved address is refused in Korean before anything is sent, a taken one by the
 * server under the address field with everything typed kept — with a logo through the signed upload pipeline, sees it
 * on the portal's /channel/{url}, edits the introduction, pauses the channel (the public page becomes not-found) and
 * brings it back. axe audits /channel with the form, the status panel and the confirm dialog.
 */
import { expect, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { approveCompany, CORPORATE, registerCompany } from './support/corporate';
import { PORTAL } from './support/portal';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an approved company creates its channel with a logo, edits it, pauses it and brings it back', async ({ page, playwright }) => {
  // One company through the corporate and portal hosts, an upload and three axe audits.
  test.slow();
  const { userId } = await registerCompany(page, '(주)채널테스트');
  await approveCompany(playwright, userId);
  const url = `e2e-channel-${Date.now().toString(36)}`;

  await page.goto(`${CORPORATE}/channel`);
  await expect(page.getByRole('heading', { name: '채널 관리', level: 1 })).toBeVisible();
  const form = page.getByTestId('channel-form');
  await expect(form.getByRole('button', { name: '채널 만들기' })).toBeVisible();
  await expectNoWcagViolations(page, { label: '/channel (create)' });

  await form.getByLabel('채널 이름').fill('채널테스트');
  await form.getByLabel('채널 주소').fill('admin');
  await form.getByLabel('업종').selectOption({ label: 'IT·인터넷' });
  await form.getByLabel('기업 규모').selectOption({ label: '스타트업' });
  await form.getByLabel('홈페이지').fill('https://channel-test.example.com');
  await form.getByLabel('채널 소개').fill('채널테스트의 채용 채널입니다.');
  await form.getByRole('button', { name: '채널 만들기' }).click();
  // Reserved: refused before anything is sent, the field focused.
  await expect(form.getByText('사용할 수 없는 채널 주소입니다. 다른 주소를 입력해주세요.')).toBeVisible();
  await expect(form.getByLabel('채널 주소')).toBeFocused();

  // Taken by a seeded channel: the server's 409 under the address, nothing typed lost.
  await form.getByLabel('채널 주소').fill('hanbit-energy');
  await form.getByRole('button', { name: '채널 만들기' }).click();
  await expect(form.getByText('이미 사용 중인 채널 주소입니다.')).toBeVisible();
  await expect(form.getByLabel('채널 이름')).toHaveValue('채널테스트');
  await expect(form.getByLabel('채널 소개')).toHaveValue('채널테스트의 채용 채널입니다.');

  // The logo through the signed upload pipeline; the preview shows the verified file.
  const logoField = page.getByTestId('channel-logo-field');
  await logoField.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(logoField.getByTestId('channel-logo-field-preview')).toHaveAttribute('src', /^\/uploads\//);
  const logoSrc = await logoField.getByTestId('channel-logo-field-preview').getAttribute('src');

  await form.getByLabel('채널 주소').fill(url);
  await form.getByRole('button', { name: '채널 만들기' }).click();
  const status = page.getByTestId('channel-status');
  await expect(status).toHaveAttribute('data-status', 'ACTIVE');
  await expect(form.getByRole('button', { name: '채널 정보 저장' })).toBeVisible();
  await expect(page.getByTestId('channel-public-link')).toHaveAttribute('href', `${PORTAL}/channel/${url}`);
  await expectNoWcagViolations(page, { label: '/channel (edit)' });

  // The portal's public page shows it, with the uploaded logo.
  const portal = await page.context().newPage();
  await portal.goto(`${PORTAL}/channel/${url}`);
  await expect(portal.getByRole('heading', { name: '채널테스트', level: 1 })).toBeVisible();
  await expect(portal.getByTestId('channel-introduction')).toHaveText('채널테스트의 채용 채널입니다.');
  await expect(portal.getByTestId('channel-page').locator(`img[src="${logoSrc}"]`)).toBeVisible();
  await expect(portal.getByTestId('channel-facts')).toContainText('IT·인터넷 · 스타트업');

  // Editing the introduction.
  await form.getByLabel('채널 소개').fill('새 소개입니다.\n지원을 기다립니다.');
  await form.getByRole('button', { name: '채널 정보 저장' }).click();
  await expect(page.getByText('채널 정보가 저장되었습니다.')).toBeVisible();
  await portal.reload();
  await expect(portal.getByTestId('channel-introduction')).toHaveText('새 소개입니다.\n지원을 기다립니다.');

  // Pausing asks first; the public page then answers not-found.
  await page.getByTestId('channel-status-toggle').click();
  const dialog = page.getByTestId('channel-status-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('채널 운영을 중지할까요?');
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await expectNoWcagViolations(page, { label: '/channel (deactivate dialog)' });
  await dialog.getByRole('button', { name: '운영 중지' }).click();
  await expect(status).toHaveAttribute('data-status', 'DEACTIVATED');
  expect((await portal.goto(`${PORTAL}/channel/${url}`))?.status()).toBe(404);

  // Brought back: the page is there again, as it was.
  await page.getByTestId('channel-status-toggle').click();
  await page.getByTestId('channel-status-dialog').getByRole('button', { name: '다시 운영하기' }).click();
  await expect(status).toHaveAttribute('data-status', 'ACTIVE');
  expect((await portal.goto(`${PORTAL}/channel/${url}`))?.status()).toBe(200);
  await expect(portal.getByTestId('channel-introduction')).toHaveText('새 소개입니다.\n지원을 기다립니다.');
  await portal.close();
});
