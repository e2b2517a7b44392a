/**
 * Portal meets CBT: a member scraps a posting with a written test; its page offers the matching mock
 * exams on the CBT host, the calendar shows the test date, and the CBT home lists the mock exams for the member's
 * upcoming scrapped tests (visitors' CBT home has no such card).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { graphqlAsPage, PORTAL_GRAPHQL } from './support/graphql';
import { BRAND_A } from './support/hosts';
import { PORTAL, registerOnPortal } from './support/portal';

interface Candidate {
  id: string;
  title: string;
  writtenTestAt: string | null;
  viewerHasScrapped: boolean;
}

/**
 * Registers a new member on the portal; brand A's cookie domain gives the CBT host the session too (ADR 44). A member
 * of its own: the scrap it adds never changes the demo student's counts that other tests read.
 */
async function registerOnBothHosts(_context: BrowserContext, page: Page) {
  await registerOnPortal(page, '필기준비생');
}

/** An open job posting of the seed with a written test ahead that the member has not scrapped, soonest test first. */
async function findUnscrappedWrittenTest(page: Page): Promise<Candidate> {
  const query = /* GraphQL */ `
    query ($filter: PostingFilter, $page: Int) {
      postings(filter: $filter, sort: "DEADLINE", page: $page, pageSize: 50) {
        nodes { id title writtenTestAt viewerHasScrapped }
      }
    }
  `;
  const found: Candidate[] = [];
  for (const pageNumber of [1, 2, 3]) {
    const data = await graphqlAsPage<{ postings: { nodes: Candidate[] } }>(page, PORTAL_GRAPHQL, query, {
      filter: { kinds: ['RECRUIT', 'INTERNSHIP'], statuses: ['OPEN'] },
      page: pageNumber,
    });
    found.push(...data.postings.nodes);
  }
  const tomorrow = Date.now() + 86_400_000;
  const candidates = found
    .filter((p) => p.writtenTestAt && Date.parse(p.writtenTestAt) > tomorrow && !p.viewerHasScrapped)
    .sort((a, b) => Date.parse(a.writtenTestAt!) - Date.parse(b.writtenTestAt!));
  expect(candidates.length, 'the seed has open postings with a written test').toBeGreaterThan(0);
  return candidates[0]!;
}

test('a scrapped posting with a written test leads to its mock exams on the posting page, the calendar and the CBT home', async ({
  context,
  page,
}) => {
  await registerOnBothHosts(context, page);
  const posting = await findUnscrappedWrittenTest(page);

  // The posting page offers the matching mock exams on the CBT host, with the test's D-day.
  await page.goto(`${PORTAL}/activity/${posting.id}`);
  const card = page.getByTestId('practice-exams');
  await expect(card.getByRole('heading', { name: '모의고사로 준비하기' })).toBeVisible();
  await expect(card.getByTestId('practice-exams-d-day')).toHaveText(/^필기 D-\d+$/);
  const examLinks = card.getByTestId('practice-exam-link');
  await expect(examLinks.first()).toBeVisible();
  const examHref = await examLinks.first().getAttribute('href');
  expect(examHref).toMatch(new RegExp(`^${BRAND_A}/exam/detail/\\d+$`));
  const examTitle = (await examLinks.first().locator('span').first().textContent())!;
  await expectNoWcagViolations(page, { label: 'posting page with its practice card' });

  // Scrap it from its page.
  await page.getByTestId('scrap-toggle').click();
  await expect(page.getByTestId('scrap-toggle')).toHaveAttribute('aria-pressed', 'true');

  // The calendar of the test's month, filtered to the member's scraps, shows the test day with its countdown.
  // KST is UTC+9 all year.
  const month = new Date(Date.parse(posting.writtenTestAt!) + 9 * 3_600_000).toISOString().slice(0, 7);
  await page.goto(`${PORTAL}/calendar?month=${month}&view=list&scrapped=1`);
  const testDay = page.locator(`[data-testid="calendar-entry"][data-type="WRITTEN_TEST"][data-posting-id="${posting.id}"]`);
  await expect(testDay).toContainText(posting.title);
  await expect(testDay.getByTestId('written-test-countdown')).toHaveText(/^필기 D-\d+$/);

  // The CBT home lists the member's upcoming scrapped test with its mock exams.
  await page.goto(`${BRAND_A}/`);
  const myTest = page.getByTestId('my-test').filter({ hasText: posting.title });
  await expect(myTest).toBeVisible();
  await expect(myTest.getByTestId('my-test-d-day')).toHaveText(/^필기 D-\d+$/);
  await expect(myTest.getByRole('link', { name: posting.title })).toHaveAttribute('href', `${PORTAL}/activity/${posting.id}`);
  const homeExam = myTest.getByTestId('my-test-exam').filter({ hasText: examTitle });
  await expect(homeExam).toHaveAttribute('href', examHref!.slice(BRAND_A.length));
  // The CBT pages' bar (accessibility.spec.ts): no serious or critical violation.
  await expectNoWcagViolations(page, { label: 'CBT home with the scrapped-tests card', seriousOnly: true });
});

test('a visitor’s CBT home has no scrapped-tests card and asks for none', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/apiV2/exams/for-my-tests')) asked.push(request.url());
  });
  await page.goto(`${BRAND_A}/`);
  await expect(page.getByTestId('best-exams')).toBeVisible();
  await expect(page.getByTestId('my-tests')).toHaveCount(0);
  expect(asked).toEqual([]);
});
