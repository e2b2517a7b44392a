/**
 * Portal notifications, welcome and the menu page: the student's list shows every kind; a new member whose
 * question got two answers opens one (the header's count drops) and 모두 읽음 clears the rest (a member of its own, so
 * no other spec's count of the student's notifications moves); a new member's /manage/welcome saves interests
 * that 추천 then ranks by; /nav shows the whole menu; member pages send visitors to the login with `next`.
 *
 * Members log in from the portal page itself, whose fetch sets brand A's session cookie in the browser (ADR 44).
 */
import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from './support/axe';
import { ACCOUNTS } from './support/accounts';
import { PORTAL, loginOnPortal, registerOnPortal } from './support/portal';
import { REQUIRED_CONSENTS } from './support/sign-up';


const headerCount = (page: Page) => page.getByTestId('desktop-header').getByTestId('desktop-notification-count');

/** One portal GraphQL call from the page, as the member logged in there. */
function portalGraphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return (await response.json()).data;
    },
    { query, variables },
  ) as Promise<T>;
}

const COMMENT = 'mutation ($input: CreatePortalCommentInput!) { createPortalComment(input: $input) { comment { id } } }';

test("the student's notifications show every kind the portal writes", async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student);
  await page.goto(`${PORTAL}/notifications`);
  const list = page.getByTestId('notification-list');
  // The seed's closing-soon reminder, a reply and a channel's news (read only: other specs count this member's).
  for (const kind of ['POSTING_CLOSING', 'COMMENT_REPLY', 'CHANNEL_NEWS']) {
    await expect(list.locator(`[data-kind="${kind}"]`).first()).toBeVisible();
  }
  await expect(list.locator('[data-kind="POSTING_CLOSING"]').first()).toContainText(/\[D-[13]\]/);
});

test('opening an unread notification marks it read and the header count drops; 모두 읽음 clears it', async ({ page, browser }) => {
  // A new member asks a channel two questions and another member answers each: two COMMENT_REPLY notifications
  // (replies to one comment fold into one notification, so the two answers go to two questions).
  await registerOnPortal(page, '질문자');
  // A channel's Q&A, not a posting's thread: the channel spec counts comments on snaplab's postings and reads hanbit-electronics' thread meanwhile.
  const { channels } = await portalGraphql<{ channels: { nodes: { id: string; url: string }[] } }>(
    page,
    '{ channels(pageSize: 20) { nodes { id url } } }',
  );
  const channel = channels.nodes.find((c) => !['snaplab', 'hanbit-electronics'].includes(c.url))!;
  const questions: string[] = [];
  for (const body of ['서류 마감이 언제인가요?', '면접은 몇 번 보나요?']) {
    const asked = await portalGraphql<{ createPortalComment: { comment: { id: string } } }>(page, COMMENT, {
      input: { channelId: channel.id, body },
    });
    questions.push(asked.createPortalComment.comment.id);
  }
  const answerer = await browser.newContext();
  const other = await answerer.newPage();
  await registerOnPortal(other, '답변자');
  for (const [i, body] of ['마감일 18시까지예요.', '두 번 봅니다.'].entries()) {
    await portalGraphql(other, COMMENT, { input: { channelId: channel.id, parentId: questions[i], body } });
  }
  await answerer.close();

  await page.goto(`${PORTAL}/notifications`);
  const list = page.getByTestId('notification-list');
  await expect(list.locator('[data-kind="COMMENT_REPLY"][data-read="false"]')).toHaveCount(2);
  await expect(headerCount(page)).toHaveText('2');
  await expect(page.getByTestId('unread-count')).toHaveText('2');

  await list.locator('[data-read="false"]').first().getByRole('link').click();
  // The reply notification leads to the question on the channel's page.
  await expect(page).toHaveURL(new RegExp(`/channel/${channel.url}#comment-\\d+$`));
  await expect(headerCount(page)).toHaveText('1');

  await page.goto(`${PORTAL}/notifications`);
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByTestId('unread-count')).toHaveText('0');
  await expect(headerCount(page)).toHaveCount(0);
  await expect(list.locator('[data-read="false"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
});

test('a new member saves interests on /manage/welcome and 추천 ranks by them', async ({ page }) => {
  await page.goto(`${PORTAL}/nav`);
  const email = `welcome-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kr`;
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/apiV2/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password: 'welcome123', username: '신입회원', type: 'NORMAL', ...REQUIRED_CONSENTS },
  );
  expect(status).toBe(201);

  await page.goto(`${PORTAL}/manage/welcome`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('환영해요');
  const interests = page.getByRole('group', { name: /관심 분야/ });
  await interests.getByRole('checkbox', { name: 'IT·개발' }).check();
  await interests.getByRole('checkbox', { name: '디자인' }).check();
  await page.getByRole('group', { name: /지금 나는/ }).getByRole('checkbox', { name: '대학생' }).check();
  await page.getByRole('button', { name: '저장하고 시작하기' }).click();

  await expect(page).toHaveURL(`${PORTAL}/`);
  const row = page.getByTestId('home-row-recommended');
  await expect(row).toHaveAttribute('data-basis', 'INTERESTS');
  await expect(row.getByTestId('posting-card').first()).toBeVisible();

  await page.goto(`${PORTAL}/manage/welcome`);
  await expect(page.getByRole('checkbox', { name: 'IT·개발' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '대학생' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '마케팅' })).not.toBeChecked();
});

test('visitors are sent to the login with next; /nav shows the whole menu', async ({ page }) => {
  for (const path of ['/notifications', '/manage/welcome']) {
    await page.goto(`${PORTAL}${path}`);
    await expect(page).toHaveURL(`${PORTAL}/login?next=${encodeURIComponent(path)}`);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  const response = await page.goto(`${PORTAL}/nav`);
  expect(response?.status()).toBe(200);
  const nav = page.getByTestId('nav-page');
  await expect(nav.getByRole('heading', { level: 1, name: '전체 메뉴' })).toBeVisible();
  await expect(nav.getByRole('navigation', { name: '전체 메뉴 목록' }).getByRole('link').first()).toBeVisible();
  await expect(nav.getByRole('link', { name: '개인회원 로그인' })).toBeVisible();
});

test('axe finds no WCAG 2.1 AA violation on the notifications, welcome and menu pages', async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student);
  const problems: string[] = [];
  for (const [path, ready] of [
    ['/notifications', 'notification-list'],
    ['/manage/welcome', 'welcome-page'],
    ['/nav', 'nav-page'],
  ] as const) {
    await page.goto(`${PORTAL}${path}`);
    await expect(page.getByTestId(ready)).toBeVisible();
    problems.push(...(await wcagViolations(page, { label: path })));
  }
  expect(problems).toEqual([]);
});
