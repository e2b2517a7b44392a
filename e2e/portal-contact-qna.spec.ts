/**
 * 담당자 Q&A and the member's own comments: student@careerroad.kr asks the contact person of a posting of
 * hr@careerroad.kr's channel a question; hr answers it on the posting's page as 담당자; the student gets the
 * notification, finds the answer in /accounts/reply, and edits the question from /accounts/channel-comment; axe finds
 * no WCAG 2.1 AA violation on both pages. Each test writes its own comment, so runs never share one.
 *
 * Node's resolver does not know `*.localhost`, so members log in from the portal page itself.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { wcagViolations } from './support/axe';
import { ACCOUNTS, type Account } from './support/accounts';
import { PORTAL, loginOnPortal, openFirstChannelPosting } from './support/portal';

// hr@careerroad.kr's channel; the seed gives it postings of its own (src/seed/seed-postings.ts).
const HR_CHANNEL = 'hanbit-energy';

async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginOnPortal(page, account, '/channel');
  return page;
}

/** The student asks on the first posting of hr's channel; returns the posting's address and the question. */
async function askContactPerson(student: Page): Promise<{ url: string; question: string }> {
  await openFirstChannelPosting(student, HR_CHANNEL);
  const question = `필기전형 준비물이 궁금합니다 (${Date.now()})`;
  const thread = student.getByTestId('comment-thread');
  await thread.getByRole('textbox', { name: '댓글 쓰기' }).fill(question);
  await thread.getByRole('button', { name: '등록' }).click();
  await expect(thread.getByTestId('comment-item').filter({ hasText: question })).toBeVisible();
  return { url: student.url(), question };
}

test("the posting's contact person answers a student's question; the student is notified and finds it in /accounts/reply", async ({ browser }) => {
  const student = await pageAs(browser, ACCOUNTS.student);
  const { url, question } = await askContactPerson(student);

  const hr = await pageAs(browser, ACCOUNTS.corporate);
  await hr.goto(url);
  const asked = hr.getByTestId('comment-thread').getByTestId('comment-item').filter({ hasText: question });
  await asked.getByTestId('comment-reply-toggle').click();
  const answer = `신분증과 수험표를 지참해주세요 (${Date.now()})`;
  await asked.getByTestId('reply-form').getByRole('textbox').fill(answer);
  await asked.getByRole('button', { name: '답글 등록' }).click();
  const reply = asked.getByTestId('reply-item').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('담당자');

  await student.goto(`${PORTAL}/notifications`);
  const note = student.getByTestId('notification-item').filter({ hasText: '에 남긴 내 댓글에 답글이 달렸어요.' }).first();
  await expect(note).toHaveAttribute('data-kind', 'COMMENT_REPLY');
  await expect(note).toHaveAttribute('data-read', 'false');

  await student.goto(`${PORTAL}/accounts/reply`);
  const mine = student.getByTestId('my-comment').filter({ hasText: question });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('my-comment-reply')).toContainText(answer);
  await expect(mine.getByTestId('my-comment-reply')).toContainText('담당자');
  // Its link leads back to the question on the posting's page.
  await mine.getByRole('link').first().click();
  await expect(student).toHaveURL(new RegExp(`/activity/\\d+#comment-\\d+$`));
  await expect(student.getByTestId('comment-thread').getByTestId('comment-item').filter({ hasText: question })).toBeVisible();
});

test('a member edits a question from /accounts/channel-comment and the posting shows it edited', async ({ browser }) => {
  const student = await pageAs(browser, ACCOUNTS.student);
  const { url, question } = await askContactPerson(student);

  await student.goto(`${PORTAL}/accounts/channel-comment`);
  const mine = student.getByTestId('my-comment').filter({ hasText: question });
  await mine.getByTestId('comment-edit').click();
  const edited = `${question} — 수정: 계산기도 되나요?`;
  const form = mine.getByTestId('comment-edit-form');
  await form.getByRole('textbox').fill(edited);
  await form.getByRole('button', { name: '수정 완료' }).click();
  await expect(mine.getByTestId('my-comment-body')).toHaveText(edited);
  await expect(mine).toContainText('수정됨');

  await student.goto(url);
  const item = student.getByTestId('comment-thread').getByTestId('comment-item').filter({ hasText: edited });
  await expect(item).toContainText('수정됨');
});

test('axe finds no WCAG 2.1 AA violation on the my-comments and replies pages', async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student, '/channel');
  const problems: string[] = [];
  for (const path of ['/accounts/channel-comment', '/accounts/reply']) {
    await page.goto(`${PORTAL}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('my-comments')).toBeVisible();
    problems.push(...(await wcagViolations(page, { label: path })));
  }
  expect(problems).toEqual([]);
});
