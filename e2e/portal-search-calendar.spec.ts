/**
 * Portal search, my scraps and the calendar (spec §2.5): search `공모` and a 초성 query and page through the
 * results with their matches marked; a refused query shows the API's Korean message; student@careerroad.kr finds a
 * scrapped posting with a written test in /accounts/scrap and on /calendar with the scraps filter; a member unscraps
 * from the scrap page; visitors asking for their scraps go to the login with `next`; axe finds no WCAG 2.1 AA violation.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { ACCOUNTS, type Account } from './support/accounts';
import { graphqlAsPage, PORTAL_GRAPHQL } from './support/graphql';
import { ORIGINS } from './support/hosts';
import { addSessionCookie, postAsSite } from './support/session';
import { REQUIRED_CONSENTS } from './support/sign-up';

const PORTAL = ORIGINS.portal;

/** A login or sign-up made through the portal's host; its session cookie (brand A's) goes to the browser. */
async function portalSession(context: BrowserContext, path: string, data: Record<string, unknown>): Promise<void> {
  const answer = await postAsSite(ORIGINS.portal, path, data);
  expect(answer.status < 300, answer.body).toBe(true);
  await addSessionCookie(context, ORIGINS.portal, answer.token!);
}

const loginOnPortal = (context: BrowserContext, account: Account) =>
  portalSession(context, '/apiV2/auth/login', { email: account.email, password: account.password });

let registered = 0;
async function registerOnPortal(context: BrowserContext): Promise<void> {
  registered += 1;
  const email = `calendar-${Date.now()}-${process.pid}-${registered}@example.com`;
  await portalSession(context, '/apiV2/auth/register', { email, password: 'calendar1234', username: '캘린더테스트', type: 'NORMAL', ...REQUIRED_CONSENTS });
}

async function settled(page: Page) {
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const resultIds = (page: Page) => page.getByTestId('search-result').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-posting-id')));

test('search 공모 shows 모집중 first, marks the matches, counts per kind and state, and pages through every state', async ({ page }) => {
  await page.goto(`${PORTAL}/search`);
  await expect(page.getByRole('heading', { name: '검색어를 입력해주세요.' })).toBeVisible();
  await expect(page.getByTestId('search-result')).toHaveCount(0);

  await page.getByTestId('search-input').fill('공모');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/search\?q=%EA%B3%B5%EB%AA%A8&p=1$/);
  await settled(page);
  // 모집중 first, as Korean portals open: every result open now, the other states one click away with their counts.
  await expect(page.getByTestId('search-status-OPEN')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  for (const status of await page.getByTestId('search-result').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')))) {
    expect(status).toBe('OPEN');
  }
  await expect(page.getByTestId('search-status-CLOSED')).toContainText(/마감\s*\d+/);
  await page.getByTestId('search-status-ALL').click();
  await expect(page).toHaveURL(/\/search\?q=%EA%B3%B5%EB%AA%A8&statuses=ALL&p=1$/);
  await settled(page);
  await expect(page.getByTestId('search-status-ALL')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('search-result')).toHaveCount(20);
  await expect(page.getByTestId('search-highlight').first()).toHaveText('공모');
  const total = Number(await page.getByTestId('search-total').textContent());
  expect(total).toBeGreaterThan(20);
  await expect(page.getByTestId('search-tab-CONTEST')).toContainText(/공모전\s*\d+/);
  await expectNoWcagViolations(page);

  const firstPage = await resultIds(page);
  await page.getByTestId('pagination').getByRole('link', { name: '2페이지' }).click();
  await expect(page).toHaveURL(/p=2$/);
  await settled(page);
  await expect(page.getByTestId('pagination').getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await resultIds(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
});

test("a channel's name finds the channel above its postings, and its card opens the channel", async ({ page }) => {
  await page.goto(`${PORTAL}/search?q=${encodeURIComponent('한빛전자')}&p=1`);
  await settled(page);
  const channels = page.getByTestId('search-channels');
  const card = channels.getByTestId('search-channel').filter({ hasText: '한빛전자' }).first();
  await expect(card).toHaveAttribute('href', '/channel/hanbit-electronics');
  await expect(card.getByTestId('search-highlight')).toHaveText('한빛전자');
  // A kind tab lists postings only.
  await page.getByTestId('search-tab-RECRUIT').click();
  await expect(page.getByTestId('search-channels')).toHaveCount(0);
  await page.goBack();
  await page.getByTestId('search-channels').getByTestId('search-channel').first().click();
  await expect(page).toHaveURL(/\/channel\/hanbit-electronics$/);
});

test('a 초성 query finds and marks the syllables it spells, and a kind tab pages its own results', async ({ page }) => {
  // Every state: enough contests for a second page.
  await page.goto(`${PORTAL}/search?q=${encodeURIComponent('ㄱㅁㅈ')}&statuses=ALL&p=1`);
  await settled(page);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await expect(page.getByTestId('search-highlight').first()).toHaveText('공모전');

  await page.getByTestId('search-tab-CONTEST').click();
  await expect(page).toHaveURL(/kind=CONTEST&statuses=ALL&p=1$/);
  await settled(page);
  await expect(page.getByTestId('search-tab-CONTEST')).toHaveAttribute('aria-current', 'page');
  const contests = Number((await page.getByTestId('search-tab-CONTEST').textContent())!.replace(/\D/g, ''));
  await page.getByTestId('pagination').getByRole('link', { name: '다음' }).click();
  await expect(page).toHaveURL(/kind=CONTEST&statuses=ALL&p=2$/);
  await settled(page);
  await expect(page.getByTestId('search-result')).toHaveCount(Math.min(20, contests - 20));
  await expect(page.getByTestId('search-highlight').first()).toHaveText('공모전');
});

test('a query longer than the server takes shows its Korean message, not an error page', async ({ page }) => {
  await page.goto(`${PORTAL}/search?q=${'a'.repeat(2000)}&p=1`);
  await expect(page.getByTestId('search-error')).toHaveText('검색어는 100자까지 입력할 수 있습니다.');
});

test('visitors asking for their scraps are sent to the login with next', async ({ page }) => {
  await page.goto(`${PORTAL}/accounts/scrap`);
  await expect(page).toHaveURL(`${PORTAL}/login?next=%2Faccounts%2Fscrap`);
  await page.goto(`${PORTAL}/calendar?month=2026-12&scrapped=1`);
  await expect(page).toHaveURL(`${PORTAL}/login?next=${encodeURIComponent('/calendar?month=2026-12&scrapped=1')}`);
});

interface ScrappedWithTest {
  scrappedPostings: { nodes: { id: string; title: string; kind: string; writtenTestAt: string | null }[] };
}

test('the student finds a scrapped posting with a written test in 스크랩 and on the calendar filtered to scraps', async ({ page, context }) => {
  await loginOnPortal(context, ACCOUNTS.student);
  await page.goto(`${PORTAL}/accounts/scrap`);
  await settled(page);
  const data = await graphqlAsPage<ScrappedWithTest>(
    page,
    PORTAL_GRAPHQL,
    `{ scrappedPostings(pageSize: 50) { nodes { id title kind writtenTestAt } } }`,
  );
  const posting = data.scrappedPostings.nodes.find((p) => p.writtenTestAt)!;
  expect(posting, 'a seeded scrap with a written test').toBeTruthy();

  const card = page.getByTestId('scrap-list').locator(`[data-posting-id="${posting.id}"]`);
  await expect(card).toContainText(posting.title);
  await expect(card.getByTestId('d-day-badge')).toBeVisible();
  await page.getByTestId(`scrap-tab-${posting.kind}`).click();
  await expect(page).toHaveURL(new RegExp(`kind=${posting.kind}`));
  await settled(page);
  await expect(page.getByTestId('scrap-list').locator(`[data-posting-id="${posting.id}"]`)).toBeVisible();
  await expectNoWcagViolations(page);

  // The calendar, filtered to scraps from its own control, in the written test's KST month.
  await page.goto(`${PORTAL}/calendar?view=list`);
  await settled(page);
  await page.getByTestId('calendar-filter-scrapped').click();
  await expect(page).toHaveURL(/scrapped=1/);
  await settled(page);
  const testMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
    .format(new Date(posting.writtenTestAt!))
    .slice(0, 7);
  await page.goto(`${PORTAL}/calendar?month=${testMonth}&view=list&scrapped=1`);
  await settled(page);
  const entry = page.getByTestId('calendar-list').locator(`[data-type="WRITTEN_TEST"][data-posting-id="${posting.id}"]`);
  await expect(entry).toContainText(posting.title);
  await expect(entry.getByTestId('written-test-countdown')).toHaveText(/^필기 (D-\d+|D-Day)$/);
  // Only scraps: every entry is one of the student's.
  const scrappedIds = new Set(data.scrappedPostings.nodes.map((p) => p.id));
  const shownIds = await page.getByTestId('calendar-entry').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-posting-id')));
  expect(shownIds.filter((id) => !scrappedIds.has(id!))).toEqual([]);

  // The month grid of the same month has it on the test day.
  await page.getByTestId('calendar-view-month').click();
  await expect(page).toHaveURL(/view=month/);
  await settled(page);
  await expect(page.getByTestId('calendar-month').locator(`[data-type="WRITTEN_TEST"][data-posting-id="${posting.id}"]`)).toBeVisible();
  await expectNoWcagViolations(page);
});

test('the calendar moves between months in the URL and switches between grid and list', async ({ page }) => {
  await page.goto(`${PORTAL}/calendar?month=2026-11&view=month`);
  await settled(page);
  await expect(page.getByTestId('calendar-month-title')).toHaveText('2026년 11월');
  await expect(page.getByTestId('calendar-day')).toHaveCount(30);
  await page.getByTestId('calendar-next').click();
  await expect(page).toHaveURL(/month=2026-12/);
  await expect(page.getByTestId('calendar-month-title')).toHaveText('2026년 12월');
  await settled(page);
  await expect(page.getByTestId('calendar-day')).toHaveCount(31);
  await page.getByTestId('calendar-prev').click();
  await expect(page).toHaveURL(/month=2026-11/);
  await expect(page.getByTestId('calendar-month-title')).toHaveText('2026년 11월');
  await page.getByTestId('calendar-prev').click();
  await expect(page).toHaveURL(/month=2026-10/);
  await settled(page);
  await page.getByTestId('calendar-view-list').click();
  await expect(page).toHaveURL(/month=2026-10&view=list/);
  await settled(page);
  await expect(page.getByTestId('calendar-list').getByTestId('calendar-entry').first()).toBeVisible();
  await expectNoWcagViolations(page);
});

test('a phone opens the calendar as a list', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  });
  const page = await context.newPage();
  await page.goto(`${PORTAL}/calendar?month=2026-11`);
  await settled(page);
  await expect(page.getByTestId('calendar-results')).toHaveAttribute('data-view', 'list');
  await expect(page.getByTestId('calendar-view-list')).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('a member unscraps from the scrap page and the posting leaves the list', async ({ page, context }) => {
  await registerOnPortal(context);
  await page.goto(`${PORTAL}/accounts/scrap`);
  await settled(page);
  await expect(page.getByRole('heading', { name: '스크랩한 공고가 없습니다.' })).toBeVisible();

  const open = await graphqlAsPage<{ postings: { nodes: { id: string; title: string }[] } }>(
    page,
    PORTAL_GRAPHQL,
    `{ postings(filter: { statuses: ["OPEN"] }, pageSize: 2) { nodes { id title } } }`,
  );
  for (const p of open.postings.nodes) {
    await graphqlAsPage(page, PORTAL_GRAPHQL, `mutation ($id: ID!) { scrapPosting(id: $id) { scrapped } }`, { id: p.id });
  }
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('scrap-total')).toContainText('2');
  const [first, second] = open.postings.nodes;
  const card = page.getByTestId('scrap-list').locator(`[data-posting-id="${first!.id}"]`);
  await expect(card.getByTestId('scrap-toggle')).toHaveAttribute('aria-pressed', 'true');
  await card.getByTestId('scrap-toggle').click();
  await expect(page.getByTestId('scrap-list').locator(`[data-posting-id="${first!.id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('scrap-list').locator(`[data-posting-id="${second!.id}"]`)).toBeVisible();
  await expect(page.getByTestId('scrap-total')).toContainText('1');
});
