/**
 * Portal channels and comments: as student@careerroad.kr, following a channel from its page raises its
 * follower count by one and following again undoes it; a comment written on a posting appears in its thread with the
 * count raised, and its author can delete it; a visitor is offered the login link with `next`; axe finds no
 * WCAG 2.1 AA violation on a channel page and the directory.
 *
 * Members log in from the portal page itself, whose fetch sets brand A's session cookie in the browser (ADR 44).
 */
import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from './support/axe';
import { ACCOUNTS } from './support/accounts';
import { PORTAL, loginOnPortal, openFirstChannelPosting } from './support/portal';

// The seed leaves this channel unfollowed by the demo student (src/seed/portal-social.ts).
const CHANNEL = 'snaplab';

const followerCount = async (page: Page) => Number(await page.getByTestId('follower-count').innerText());

test('following a channel from its page adds one follower, and following again takes it back', async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student, '/channel');
  await page.goto(`${PORTAL}/channel/${CHANNEL}`);
  const toggle = page.getByTestId('follow-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const before = await followerCount(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follower-count')).toHaveText(String(before + 1));
  // The server kept it: a fresh render shows the follow.
  await page.reload();
  await expect(page.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follower-count')).toHaveText(String(before + 1));

  await page.getByTestId('follow-toggle').click();
  await expect(page.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('follower-count')).toHaveText(String(before));
});

test('a comment written on a posting appears in its thread with the count raised, and its author deletes it', async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student, '/channel');
  await openFirstChannelPosting(page, CHANNEL);

  const thread = page.getByTestId('comment-thread');
  await expect(thread.getByTestId('comment-form')).toBeVisible();
  const count = thread.getByTestId('comment-count');
  // The count appears once the thread has loaded.
  await expect(count).toBeVisible();
  const before = Number(await count.innerText());
  const text = `지원서 양식은 어디서 받을 수 있나요? (${Date.now()})`;
  await thread.getByRole('textbox', { name: '댓글 쓰기' }).fill(text);
  await thread.getByRole('button', { name: '등록' }).click();

  const mine = thread.getByTestId('comment-item').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('내 댓글');
  await expect(count).toHaveText(String(before + 1));

  await mine.getByTestId('comment-delete').click();
  await page.getByTestId('comment-delete-confirm').click();
  await expect(thread.getByTestId('comment-item').filter({ hasText: text })).toHaveCount(0);
  await expect(count).toHaveText(String(before));
});

test('a visitor reads a channel thread and is offered the login link back to the page', async ({ page }) => {
  await page.goto(`${PORTAL}/channel/hanbit-electronics`);
  const thread = page.getByTestId('comment-thread');
  // The seed's question and the manager's answer.
  await expect(thread.getByTestId('comment-item').first()).toBeVisible();
  await expect(thread.getByTestId('reply-item').first()).toContainText('담당자');
  const prompt = thread.getByTestId('comment-login-prompt');
  await expect(prompt).toContainText('로그인 후 댓글을 쓸 수 있어요');
  await expect(prompt.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?next=%2Fchannel%2Fhanbit-electronics');
  await expect(thread.getByTestId('comment-form')).toHaveCount(0);
});

test('axe finds no WCAG 2.1 AA violation on a channel page, the channel directory and the replies page', async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student, '/channel');
  const problems: string[] = [];
  for (const path of [`/channel/hanbit-electronics`, '/channel', '/accounts/reply']) {
    await page.goto(`${PORTAL}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    problems.push(...(await wcagViolations(page, { label: path })));
  }
  expect(problems).toEqual([]);
});
