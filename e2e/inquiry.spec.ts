/**
 * Customer inquiry panel on brand A (spec §4, §5, §9; docs/CONTRACTS.md "Uploads, inquiries and chat count"):
 * validation messages, the uploader's limits (of four images picked at once, the first three), a real PNG uploaded
 * and sent, an SVG carrying script that never runs, the failure toast, and a member's own email in the form.
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A, LOOPBACK } from './support/hosts';
import { loginViaApi } from './support/session';

// A valid 1×1 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

async function openPanel(page: Page) {
  await page.goto(`${BRAND_A}/`);
  await page.getByTestId('site-footer').getByRole('button', { name: '고객문의' }).click();
  const panel = page.getByTestId('inquiry-panel');
  await expect(panel).toHaveAttribute('data-state', 'expanded');
  return panel;
}

test('an empty send names both fields, focus on the email; each error follows its field as it is fixed', async ({ page }) => {
  const panel = await openPanel(page);
  const email = panel.getByLabel('이메일');
  const send = panel.getByRole('button', { name: '보내기' });

  await send.click();
  await expect(panel.getByRole('alert')).toHaveText(['이메일을 입력해주세요.', '내용을 입력해주세요.']);
  await expect(email).toBeFocused();

  await email.fill('not-an-email');
  await expect(panel.getByRole('alert')).toHaveText(['잘못된 이메일 형식입니다.', '내용을 입력해주세요.']);
  await send.click();
  await expect(panel.getByRole('alert')).toHaveText(['잘못된 이메일 형식입니다.', '내용을 입력해주세요.']);

  await email.fill('visitor@example.com');
  await expect(panel.getByRole('alert')).toHaveText(['내용을 입력해주세요.']);
  await panel.getByLabel('문의 내용').fill('문의합니다');
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('minimized bar reads 고객문의, then 고객문의(작성중) once something is typed', async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByRole('button', { name: '고객문의 최소화' }).click();
  await expect(panel).toHaveAttribute('data-state', 'minimized');
  await expect(page.getByTestId('inquiry-minimized-title')).toHaveText('고객문의');
  await page.getByTestId('inquiry-minimized-title').click();
  await expect(panel).toHaveAttribute('data-state', 'expanded');
  await panel.getByLabel('문의 내용').fill('안녕하세요');
  await panel.getByRole('button', { name: '고객문의 최소화' }).click();
  await expect(page.getByTestId('inquiry-minimized-title')).toHaveText('고객문의(작성중)');
  // Expanding again keeps what was typed; closing removes the panel.
  await page.getByTestId('inquiry-minimized-title').click();
  await expect(panel.getByLabel('문의 내용')).toHaveValue('안녕하세요');
  await panel.getByRole('button', { name: '고객문의 닫기' }).click();
  await expect(page.getByTestId('inquiry-panel')).toHaveCount(0);
});

test('uploader refuses other types and more than 10 MB (for 3 s), and fills up to 3 images', async ({ page }) => {
  const panel = await openPanel(page);
  const input = panel.getByTestId('inquiry-file-input');
  const fileError = panel.getByTestId('inquiry-file-error');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(fileError).toHaveText('허용된 확장자의 파일만 업로드할 수 있습니다.');

  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_760) });
  await expect(fileError).toHaveText('파일 업로드 최대 용량을 초과했습니다.');
  await expect(fileError).toHaveCount(0, { timeout: 4_500 });

  // Three real images fill the form; the add button is then disabled.
  const add = panel.getByRole('button', { name: '이미지 추가' });
  await input.setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
  await expect(panel.locator('[data-testid="inquiry-attachment"][data-status="done"]')).toHaveCount(3);
  await expect(add).toBeDisabled();
  await panel.getByRole('button', { name: 'a.png 삭제' }).click();
  await expect(add).toBeEnabled();
});

test('four images picked at once: the first three are attached and the panel says why', async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByTestId('inquiry-file-input').setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
  await expect(panel.getByTestId('inquiry-file-error')).toHaveText('최대 3장까지 등록 가능합니다. 고른 4장 중 앞의 3장만 첨부했어요.');
  const done = panel.locator('[data-testid="inquiry-attachment"][data-status="done"]');
  await expect(done).toHaveCount(3);
  expect(await done.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(['1.png', '2.png', '3.png']);
  await expect(panel.getByText('이미지 첨부 (3/3)')).toBeVisible();
  await expect(panel.getByRole('button', { name: '이미지 추가' })).toBeDisabled();
});

test('a logged-in member finds their own email in the form, and may change it', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  const panel = await openPanel(page);
  const email = panel.getByLabel('이메일');
  await expect(email).toHaveValue(ACCOUNTS.student.email);
  // Only what the member typed counts as a draft.
  await panel.getByRole('button', { name: '고객문의 최소화' }).click();
  await expect(page.getByTestId('inquiry-minimized-title')).toHaveText('고객문의');
  await page.getByTestId('inquiry-minimized-title').click();

  await email.fill('another@example.com');
  await panel.getByLabel('문의 내용').fill('답변은 다른 주소로 부탁드립니다.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('createSuggestion'));
  await panel.getByRole('button', { name: '보내기' }).click();
  const request = JSON.parse((await sent).request().postData() ?? '{}') as { variables: { input: { email: string } } };
  expect(request.variables.input.email).toBe('another@example.com');
});

test('a PNG is uploaded through the panel and sent with the inquiry', async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByLabel('이메일').fill('visitor@example.com');
  await panel.getByLabel('문의 내용').fill('모의고사 해설이 보이지 않습니다.');

  const prepared = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('attachmentPrepareUpload'));
  const put = page.waitForResponse((r) => r.url().includes('/uploads/signed/') && r.request().method() === 'PUT');
  const completed = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('attachmentCompleteUpload'));
  await panel.getByTestId('inquiry-file-input').setInputFiles(png('screenshot.png'));
  expect((await prepared).status()).toBe(200);
  expect((await put).status()).toBeLessThan(300);
  const completeBody = (await (await completed).json()) as { data: { attachmentCompleteUpload: { id: string; url: string; type: string } } };
  const attachment = completeBody.data.attachmentCompleteUpload;
  expect(attachment.type).toBe('image/png');
  const item = panel.locator('[data-testid="inquiry-attachment"][data-status="done"]');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('img', { name: 'screenshot.png' })).toHaveAttribute('src', attachment.url);

  const sent = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('createSuggestion'));
  await panel.getByRole('button', { name: '보내기' }).click();
  const response = await sent;
  const request = JSON.parse(response.request().postData() ?? '{}') as { variables: { input: Record<string, unknown> } };
  expect(request.variables.input).toEqual({
    email: 'visitor@example.com',
    content: '모의고사 해설이 보이지 않습니다.',
    attachmentIds: [attachment.id],
    deviceInfo: 'PC',
  });
  expect(await response.json()).toEqual({
    data: { createSuggestion: { email: 'visitor@example.com', content: '모의고사 해설이 보이지 않습니다.' } },
  });
  await expect(page.getByTestId('toast-area').getByText('소중한 의견에 감사드립니다.')).toBeVisible();
  await expect(page.getByTestId('inquiry-panel')).toHaveCount(0);

  // The attached file is served as a PNG.
  // From Node, which reaches brand A's CBT at the loopback address.
  const file = await page.request.get(`${LOOPBACK}${attachment.url}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');
  expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');

  // Sending the same attachment again is refused by the API: it is attached to the stored inquiry now.
  const again = await page.evaluate(async (id) => {
    const r = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({
        query: 'mutation ($input: CreateSuggestionInput!) { createSuggestion(input: $input) { email } }',
        variables: { input: { email: 'visitor@example.com', content: 'x', attachmentIds: [id], deviceInfo: 'PC' } },
      }),
    });
    return (await r.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  }, attachment.id);
  expect(again.errors?.[0]?.extensions?.code).toBe('ATTACHMENT_IN_USE');
});

test('an SVG carrying script shows as an image in the panel and never runs, not even opened on its own', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const panel = await openPanel(page);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(\'onload\')">' +
    '<script>alert("script")</script><rect width="40" height="40" fill="#1f5eff"/></svg>';
  await panel.getByTestId('inquiry-file-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  const image = panel.locator('[data-testid="inquiry-attachment"][data-status="done"]').getByRole('img', { name: 'logo.svg' });
  await expect(image).toBeVisible();
  // The sanitised drawing still renders as an image.
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(40);
  const url = await image.getAttribute('src');

  // Opened as a page of our own origin, the file is a download, never a document that could run script.
  const download = page.waitForEvent('download');
  await page.goto(`${BRAND_A}${url}`).catch(() => undefined);
  expect((await download).suggestedFilename()).toBe('logo.svg');
  expect(dialogs).toEqual([]);
});

test('a failed send shows the error toast and keeps the button in its sending state', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('createSuggestion')) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'boom' }] }) });
      return;
    }
    await route.continue();
  });
  const panel = await openPanel(page);
  await panel.getByLabel('이메일').fill('visitor@example.com');
  await panel.getByLabel('문의 내용').fill('문의합니다.');
  await panel.getByRole('button', { name: '보내기' }).click();
  await expect(page.getByTestId('toast-area').getByText('죄송합니다. 의견을 보내는 중 오류가 발생했습니다.')).toBeVisible();
  await expect(panel.getByRole('button', { name: '보내는중' })).toBeDisabled();
  await expect(panel).toBeVisible();
});

test('corporate members get the prefilled inquiry template', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.corporate);
  const panel = await openPanel(page);
  const body = panel.getByLabel('문의 내용');
  for (const label of ['회사명', '공고 제목', '담당자', '메일 및 연락처', '문의 내용']) {
    await expect(body).toHaveValue(new RegExp(label));
  }
  await panel.getByRole('button', { name: '고객문의 최소화' }).click();
  await expect(page.getByTestId('inquiry-minimized-title')).toHaveText('고객문의');
});
