/**
 * The community site of both brands: from an exam page's information room a reader opens a post on
 * the brand's community host, a member comments on it and replies to a comment, a visitor is offered the login with
 * `next` back to the post, a board sorts and pages in its address with its notices pinned, a bookmarked menu comes
 * first on the community home with the default shortcuts kept after it, every board (자유게시판 and the anonymous
 * one too) can be bookmarked, an anonymous board shows no names, unknown addresses are not found, phones get no
 * sideways scrolling, and axe finds no WCAG 2.1 AA violation on the home, a board and a post.
 *
 * Members are fresh, so the demo accounts' bookmarks and comments stay as the other tests expect.
 */
import { expect, test } from '@playwright/test';
import { wcagViolations } from './support/axe';
import { COMMUNITY, registerOnCommunity } from './support/community';
import { fillLoginForm } from './support/session';
import { freeExamsOf, ORIGINS } from './support/solve';

for (const { brand, category } of [
  { brand: 'a', category: 'psat' },
  { brand: 'b', category: 'hospital-test' },
] as const) {
  test(`brand ${brand.toUpperCase()}: a post opened from an exam's information room takes a comment and a reply`, async ({ page }) => {
    await registerOnCommunity(page, brand, brand === 'a' ? '정보방독자' : '정보방간호사');

    await page.goto(`${ORIGINS[brand]}/`);
    const [exam] = await freeExamsOf(page, category);
    await page.goto(`${ORIGINS[brand]}/exam/detail/${exam!.examIdx}`);
    const embedded = page.getByTestId('info-room-post').first();
    const title = (await embedded.getByRole('link').innerText()).split('\n')[0]!.trim();
    await embedded.getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`^${COMMUNITY[brand]}/community/[a-z0-9-]+/\\d+$`));
    const post = page.getByTestId('community-post');
    await expect(post.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByTestId('post-body')).not.toBeEmpty();

    const thread = page.getByTestId('comment-thread');
    const count = thread.getByTestId('comment-count');
    await expect(count).toBeVisible();
    const before = Number(await count.innerText());

    const question = `이 시험 범위가 작년과 같나요? (${Date.now()})`;
    await thread.getByRole('textbox', { name: '댓글 쓰기' }).fill(question);
    await thread.getByRole('button', { name: '등록' }).click();
    const mine = thread.getByTestId('comment-item').filter({ hasText: question });
    await expect(mine).toContainText('내 댓글');
    await expect(count).toHaveText(String(before + 1));

    await mine.getByTestId('comment-reply-toggle').click();
    const answer = `공지된 범위와 같다고 들었어요 (${Date.now()})`;
    await mine.getByTestId('reply-form').getByRole('textbox').fill(answer);
    await mine.getByRole('button', { name: '답글 등록' }).click();
    await expect(mine.getByTestId('reply-item').filter({ hasText: answer })).toBeVisible();
    await expect(count).toHaveText(String(before + 2));

    // The server kept both: a fresh render shows them.
    await page.reload();
    await expect(page.getByTestId('comment-thread').getByTestId('comment-item').filter({ hasText: question }).getByTestId('reply-item')).toContainText(answer);
  });
}

test('a visitor reads a post, is offered the login with next, and comes back to the post after logging in', async ({ page, browser }) => {
  const member = await (await browser.newContext()).newPage();
  const account = await registerOnCommunity(member, 'a', '돌아온독자');
  await member.close();

  await page.goto(`${COMMUNITY.a}/community/free`);
  await page.getByTestId('board-posts').getByTestId('community-post-link').first().click();
  await expect(page.getByTestId('community-post')).toBeVisible();
  const postPath = new URL(page.url()).pathname;
  const prompt = page.getByTestId('comment-login-prompt');
  await expect(prompt).toContainText('로그인 후 댓글을 쓸 수 있어요');
  await expect(page.getByTestId('comment-form')).toHaveCount(0);

  await prompt.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(`${COMMUNITY.a}/login?next=${encodeURIComponent(postPath)}`);
  await fillLoginForm(page, account);
  await expect(page).toHaveURL(`${COMMUNITY.a}${postPath}`);
  await expect(page.getByTestId('comment-form')).toBeVisible();
});

test('a board keeps its sort and page in the address, with its notices pinned on the first page only', async ({ page }) => {
  await page.goto(`${COMMUNITY.a}/community/free`);
  const rows = page.getByTestId('board-posts').getByTestId('community-post-row');
  await expect(rows.first()).toHaveAttribute('data-notice', 'true');
  await expect(page.getByTestId('board-sort-LATEST')).toHaveAttribute('aria-current', 'page');

  await page.getByTestId('board-sort-VIEWS').click();
  await expect(page).toHaveURL(`${COMMUNITY.a}/community/free?sort=VIEWS`);
  await expect(page.getByTestId('board-sort-VIEWS')).toHaveAttribute('aria-current', 'page');
  // Below the pinned notices, the most read post comes first.
  const views = await rows.evaluateAll((items) =>
    items
      .filter((item) => item.getAttribute('data-notice') === 'false')
      .map((item) => Number(/조회 ([\d,]+)/.exec(item.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN)),
  );
  expect(views.length).toBeGreaterThan(1);
  expect(views).toEqual([...views].sort((x, y) => y - x));

  const total = Number((await page.getByTestId('board-total').innerText()).replace(/,/g, ''));
  if (total > 20) {
    await page.getByTestId('pagination').getByRole('link', { name: '2페이지' }).click();
    await expect(page).toHaveURL(`${COMMUNITY.a}/community/free?sort=VIEWS&page=2`);
    await expect(rows.first()).toHaveAttribute('data-notice', 'false');
  }
});

for (const { brand, slug, title, member } of [
  { brand: 'a', slug: 'cbt-korean-history', title: '한국사 시험 정보방', member: '즐겨찾기수험생' },
  { brand: 'b', slug: 'nurse-interview', title: '간호 면접 정보방', member: '즐겨찾기간호사' },
] as const) {
  test(`brand ${brand.toUpperCase()}: a bookmarked menu comes first among the shortcuts of the community home`, async ({ page }) => {
    await registerOnCommunity(page, brand, member);
    await page.goto(`${COMMUNITY[brand]}/community/${slug}`);
    const toggle = page.getByTestId('menu-bookmark-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    // Enabled again once the server has answered.
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${COMMUNITY[brand]}/`);
    const shortcuts = page.getByTestId('community-shortcuts').getByTestId('community-shortcut');
    const first = shortcuts.first();
    await expect(first).toContainText(title);
    await expect(first).toHaveAttribute('data-bookmarked', 'true');
    // The default shortcuts stay after the member's own: 자유게시판 and the anonymous board among them.
    await expect(shortcuts.filter({ hasText: '자유게시판' })).toHaveCount(1);
    await expect(shortcuts.filter({ hasText: '익명' })).toHaveCount(1);
    await expect(shortcuts.filter({ hasText: title })).toHaveCount(1);
    await first.click();
    await expect(page).toHaveURL(`${COMMUNITY[brand]}/community/${slug}`);
  });

  test(`brand ${brand.toUpperCase()}: 자유게시판 and the anonymous board can be bookmarked too`, async ({ page }) => {
    await registerOnCommunity(page, brand, `${member}2`);
    await page.goto(`${COMMUNITY[brand]}/`);
    const anonymous = await page.getByTestId('community-menus').getByRole('link', { name: /^익명/ }).getAttribute('href');
    for (const path of ['/community/free', anonymous!]) {
      await page.goto(`${COMMUNITY[brand]}${path}`);
      const toggle = page.getByTestId('menu-bookmark-toggle');
      await expect(toggle, path).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle, path).toBeEnabled();
      await expect(toggle, path).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(`${COMMUNITY[brand]}/`);
    const bookmarked = page.getByTestId('community-shortcuts').locator('[data-testid="community-shortcut"][data-bookmarked="true"]');
    await expect(bookmarked).toHaveCount(2);
    await expect(bookmarked.first()).toContainText('자유게시판');
  });
}

test('an anonymous board shows 익명 for every author, in its list and on its posts', async ({ page }) => {
  await page.goto(`${COMMUNITY.a}/`);
  const anonymous = page.getByTestId('community-menus').getByRole('link', { name: '익명 고민방' });
  await anonymous.click();
  const rows = page.getByTestId('board-posts').getByTestId('community-post-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('익명');
  await rows.first().getByTestId('community-post-link').click();
  await expect(page.getByTestId('post-author')).toHaveText('익명');
});

test('an unknown board, a missing post and a malformed post id are the not-found page', async ({ page }) => {
  for (const path of ['/community/no-such-board', '/community/free/999999999', '/community/free/12abc', '/community/Free']) {
    const response = await page.goto(`${COMMUNITY.a}${path}`);
    expect(response?.status(), path).toBe(404);
  }
});

test('phones read the community home, a board and a post without sideways scrolling', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  for (const path of ['/', '/community/free']) {
    await page.goto(`${COMMUNITY.b}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await page.getByTestId('board-posts').getByTestId('community-post-link').first().click();
  await expect(page.getByTestId('community-post')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('axe finds no WCAG 2.1 AA violation on the community home, a board and a post of both brands', async ({ page }) => {
  const problems: string[] = [];
  for (const origin of [COMMUNITY.a, COMMUNITY.b]) {
    for (const path of ['/', '/community/free']) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      problems.push(...(await wcagViolations(page, { label: `${origin}${path}` })));
    }
    await page.getByTestId('board-posts').getByTestId('community-post-link').first().click();
    await expect(page.getByTestId('comment-count')).toBeVisible();
    problems.push(...(await wcagViolations(page, { label: page.url() })));
  }
  expect(problems).toEqual([]);
});
