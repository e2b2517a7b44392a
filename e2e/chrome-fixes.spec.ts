/**
 * Chrome fixes, as a new user meets them: the two-digit chat badge, the chat tooltip over the menu,
 * the share dialog that closed only with ×, brand B's one-question strip and summary, the wrapping
 * 사업자등록번호 확인하기 button, and a corporate login whose request never answers.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { BRAND_A } from './support/hosts';
import { fillLoginForm, loginViaApi } from './support/session';
import { apiJson, freeExamsOf, ORIGINS, papersOf, problemCard, registerMember, startPaper } from './support/solve';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Answers the page's chat unread-count query with `count`; every other GraphQL call goes through. */
async function fakeChatUnread(page: Page, count: number): Promise<void> {
  await page.unroute(`${BRAND_A}/graphql`);
  await page.route(`${BRAND_A}/graphql`, async (route) => {
    if ((route.request().postData() ?? '').includes('chatMessageUnreadCount')) {
      await route.fulfill({ json: { data: { chatMessageUnreadCount: count } } });
      return;
    }
    await route.fallback();
  });
}

test('the chat badge is one line, wider than tall, for 11 and for 99+', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.student);
  const badge = page.getByTestId('desktop-header').getByTestId('desktop-chat-count');
  for (const [count, text] of [
    [11, '11'],
    [120, '99+'],
  ] as const) {
    await fakeChatUnread(page, count);
    await page.goto(`${BRAND_A}/exam/detail/1`);
    await expect(badge).toHaveText(text);
    const box = (await badge.boundingBox())!;
    expect(box.width, `${text}: ${box.width}×${box.height}`).toBeGreaterThan(box.height);
    // One line of text: the 18 px pill, not two stacked digits.
    expect(box.height, text).toBeLessThanOrEqual(20);
    // And the text itself is on one line inside the pill, not spilling out of a fixed-height box.
    const fit = await badge.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const text = range.getBoundingClientRect();
      const pill = el.getBoundingClientRect();
      return { lines: lines.size, inside: text.left >= pill.left - 0.5 && text.right <= pill.right + 0.5 && text.bottom <= pill.bottom + 0.5 };
    });
    expect(fit, text).toEqual({ lines: 1, inside: true });
  }
});

/** Every visible control of the header and the main navigation, except the tooltip's own (one round trip). */
async function menuBoxes(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="site-header"] :is(a, button, input), [data-testid="main-nav"] :is(a, button, li)')]
      .filter((el) => !el.closest('[data-testid="chat-tooltip"]') && el.checkVisibility())
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.innerText?.trim() || el.getAttribute('aria-label') || el.tagName, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0),
  );
}

async function expectTooltipCoversNothing(page: Page, where: string): Promise<void> {
  const tip = page.getByTestId('chat-tooltip');
  await expect(tip, where).toBeVisible();
  const tipBox = (await tip.boundingBox())!;
  const boxes = await menuBoxes(page);
  expect(boxes.length, `${where}: menu items found`).toBeGreaterThan(10);
  for (const { name, box } of boxes) expect(overlaps(tipBox, box), `${where}: tooltip over "${name}"`).toBe(false);
}

test('the chat tooltip covers no menu item and hides while the chat panel is open', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${BRAND_A}/`);
    await expectTooltipCoversNothing(page, `/ at ${width}`);
    await page.goto(`${BRAND_A}/exam/public-company`);
    await expectTooltipCoversNothing(page, `/exam/public-company at ${width}`);
  }
  const tip = page.getByTestId('chat-tooltip');
  const toggle = page.getByTestId('desktop-header').getByRole('button', { name: '채팅', exact: true });
  await toggle.click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(tip).toHaveCount(0);
  await toggle.click();
  await expect(page.getByTestId('chat-panel')).toBeHidden();
  await expect(tip).toBeVisible();
});

async function openShare(page: Page): Promise<Locator> {
  await page.getByTestId('share-button').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of [1280, 390]) {
  test(`the share dialog closes with Escape and with a click outside it, not with one inside (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${BRAND_A}/exam/detail/1`);
    let dialog = await openShare(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    dialog = await openShare(page);
    await dialog.getByRole('heading', { name: '공유하기' }).click();
    await expect(dialog).toBeVisible();
    // Above the dialog: the backdrop (on phones the dialog is a bottom sheet).
    await page.mouse.click(width / 2, 10);
    await expect(dialog).toHaveCount(0);
    // The page behind scrolls again once the dialog is gone.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
}

for (const width of [390, 1280]) {
  test(`brand B one question at a time: 요약 is whole at the strip's end and the summary counts answered problems (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const origin = ORIGINS.b;
    await registerMember(context, 'b', '요약테스트');
    await page.goto(`${origin}/`);
    const [exam] = await freeExamsOf(page, 'hospital-test');
    const [paper] = await papersOf(page, exam!.examIdx);
    await startPaper(page, origin, paper!, 'ONE');
    expect(paper!.problemCount).toBeGreaterThan(10);

    const strip = page.getByRole('navigation', { name: '문제 번호' });
    const summaryButton = strip.getByRole('button', { name: '요약' });
    await expect(summaryButton).toBeVisible();
    const button = (await summaryButton.boundingBox())!;
    const stripBox = (await strip.boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(stripBox.x);
    expect(button.x + button.width).toBeLessThanOrEqual(Math.min(stripBox.x + stripBox.width, width));
    // Whole and on top: both ends of the label are the button itself (not clipped by a scroll box).
    for (const x of [button.x + 2, button.x + button.width - 2]) {
      const hit = await page.evaluate(
        ([px, py]) => document.elementFromPoint(px!, py!)?.textContent?.trim() ?? null,
        [x, button.y + button.height / 2],
      );
      expect(hit, `at x=${x}`).toBe('요약');
    }
    // The label is not cut inside the button either.
    expect(await summaryButton.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Two problems answered (checked), then the summary.
    const screen = page.getByTestId('one-question');
    for (const number of [1, 2]) {
      await problemCard(page, number).locator('label[data-choice="1"]').click();
      await screen.getByRole('button', { name: '정답 확인' }).click();
      await expect(screen.getByTestId('verdict')).toBeVisible();
      if (number === 1) await screen.getByRole('button', { name: '다음 문제' }).click();
    }
    await expect(page.getByTestId('one-answered')).toHaveText('2');
    await summaryButton.click();
    await expect(page.getByTestId('one-summary')).toBeVisible();
    await expect(page.getByTestId('summary-answered')).toHaveText(`2 / ${paper!.problemCount}`);
    // The bar no longer reads "20 / 20" as if the last problem were open.
    await expect(page.getByTestId('one-progress')).toHaveText(`푼 문제 2 / ${paper!.problemCount}`);
    const record = new URL(page.url()).searchParams.get('record');
    await expect
      .poll(async () => (await apiJson<{ answeredCount: number }>(page, `/apiV2/records/${record}`)).body.answeredCount)
      .toBe(2);
  });
}

test('a login request that never answers times out after 10 s with the Korean message and frees the form', async ({ page }) => {
  // The 10 s client timeout plus the page load is past the default test budget's comfort on a busy machine.
  test.setTimeout(45_000);
  let hung = 0;
  await page.route('**/apiV2/auth/login', () => {
    hung += 1; // Never answered: the request hangs until the client gives up.
  });
  await page.goto(`${BRAND_A}/login`);
  await fillLoginForm(page, ACCOUNTS.corporate);
  const submit = page.getByRole('button', { name: /^로그인/ });
  await expect(submit).toBeDisabled();
  const sentAt = Date.now();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('요청 시간이 초과되었습니다.', { timeout: 13_000 });
  const waited = Date.now() - sentAt;
  expect(waited, 'spec §9: 10 s').toBeGreaterThan(8_000);
  expect(hung).toBe(1);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveText('로그인');

  // Released: the same form logs in once the server answers again.
  await page.unroute('**/apiV2/auth/login');
  await submit.click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('the channel-unavailable dialog keeps 사업자등록번호 확인하기 on one line, from 1280 down to 320 px', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, { email: 'pending@careerroad.kr', password: DEMO_PASSWORD });
  await page.goto(`${BRAND_A}/`);
  await page.getByTestId('desktop-header').getByTestId('header-user-name').click();
  await page.getByTestId('user-menu').getByRole('link', { name: '채널 관리' }).click();
  const dialog = page.getByTestId('channel-unavailable-dialog');
  const check = dialog.getByRole('link', { name: '사업자등록번호 확인하기' });
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(check).toBeVisible();
    const lines = await check.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${width} px`).toBe(1);
    const box = (await check.boundingBox())!;
    expect(box.x + box.width, `${width} px: inside the screen`).toBeLessThanOrEqual(width);
  }
});
