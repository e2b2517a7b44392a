/**
 * Portal postings pages: a list of 모집중 postings by default (마감, 예정 and 전체 one click away) filtered by a filter
 * and a sort (held in the URL and rendered by the server), a posting's page, scrapping it as the demo student with the header's scrap count following, a visitor's
 * scrap leading to /login?next=, and every page answering 200 for a visitor at desktop and mobile widths.
 */
import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from './support/axe';
import { ACCOUNTS } from './support/accounts';
import { E2E_PORT } from './support/hosts';
import { fillLoginForm } from './support/session';

const PORTAL = `http://careerroad.localhost:${E2E_PORT}`;
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

/** The D-day badges' day counts in list order (D-Day is 0). */
async function dDays(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('posting-card').getByTestId('d-day-badge').allTextContents();
  return texts.map((text) => (text === 'D-Day' ? 0 : Number(text.replace('D-', ''))));
}

async function firstPostingPath(page: Page): Promise<string> {
  await page.goto(`${PORTAL}/activities/ALL?statuses=OPEN`);
  const href = await page.getByTestId('posting-card-link').first().getAttribute('href');
  expect(href).toMatch(/^\/activity\/\d+$/);
  return href!;
}

test('a list filtered by two filters and a sort is shared by its URL, and the scrap of one of its postings moves the header count', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/activities/ALL`);
  await expect(page.getByTestId('list-title')).toHaveText('전체 공고');
  // 모집중 unless asked otherwise.
  await expect(page.getByTestId('status-OPEN')).toHaveAttribute('aria-current', 'true');
  // Each change is a shallow route change: the page has caught up once the chip shows it checked.
  await page.getByTestId('filter-targets-UNIVERSITY').click();
  await expect(page).toHaveURL(/targets=UNIVERSITY/);
  await expect(page.getByTestId('filter-targets-UNIVERSITY')).toBeChecked();
  await page.getByTestId('sort-DEADLINE').click();
  await expect(page).toHaveURL(`${PORTAL}/activities/ALL?targets=UNIVERSITY&sort=DEADLINE`);
  await expect(page.getByTestId('sort-DEADLINE')).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const cards = page.getByTestId('posting-card');
  await expect(cards.first()).toBeVisible();
  // Only open postings, soonest deadline first.
  for (const status of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')))) {
    expect(status).toBe('OPEN');
  }
  const days = await dDays(page);
  expect(days).toEqual([...days].sort((a, b) => a - b));
  const firstId = await cards.first().getAttribute('data-posting-id');

  // The same address rendered by the server shows the same list with the filters checked.
  await page.reload();
  await expect(page.getByTestId('status-OPEN')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('filter-targets-UNIVERSITY')).toBeChecked();
  await expect(page.getByTestId('posting-card').first()).toHaveAttribute('data-posting-id', firstId!);

  // 마감 and 전체 are one click away, the other choices kept.
  await page.getByTestId('status-CLOSED').click();
  await expect(page).toHaveURL(`${PORTAL}/activities/ALL?targets=UNIVERSITY&statuses=CLOSED&sort=DEADLINE`);
  await expect(page.getByTestId('status-CLOSED')).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  for (const status of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')))) {
    expect(status).toBe('CLOSED');
  }
  await page.getByTestId('status-OPEN').click();
  await expect(page).toHaveURL(`${PORTAL}/activities/ALL?targets=UNIVERSITY&sort=DEADLINE`);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cards.first()).toHaveAttribute('data-posting-id', firstId!);

  // Open the posting.
  const title = (await page.getByTestId('posting-card-link').first().textContent())!;
  await page.getByTestId('posting-card-link').first().click();
  await expect(page).toHaveURL(`${PORTAL}/activity/${firstId}`);
  await expect(page.getByTestId('posting-title')).toHaveText(title);
  await expect(page.getByTestId('posting-facts')).toContainText('접수 기간');

  // A visitor's scrap asks for a login that comes back here.
  await page.getByTestId('scrap-toggle').click();
  await expect(page).toHaveURL(`${PORTAL}/login?next=${encodeURIComponent(`/activity/${firstId}`)}`);
  await fillLoginForm(page, ACCOUNTS.student);
  await expect(page).toHaveURL(`${PORTAL}/activity/${firstId}`);

  const headerCount = page.getByTestId('desktop-header').getByTestId('desktop-scrap-count');
  await expect(headerCount).toBeVisible();
  const before = Number(await headerCount.textContent());
  const toggle = page.getByTestId('scrap-toggle');
  const wasScrapped = (await toggle.getAttribute('aria-pressed')) === 'true';
  const postingCount = Number(await toggle.getByTestId('scrap-count').textContent());

  await toggle.click();
  const delta = wasScrapped ? -1 : 1;
  await expect(toggle).toHaveAttribute('aria-pressed', String(!wasScrapped));
  await expect(toggle.getByTestId('scrap-count')).toHaveText(String(postingCount + delta));
  await expect(headerCount).toHaveText(String(before + delta));

  // Back as it was, so the demo account's counts stay what other tests expect.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(wasScrapped));
  await expect(headerCount).toHaveText(String(before));
});

test('each portal postings page answers 200 for a visitor on a desktop and a phone, without sideways scrolling', async ({ page }) => {
  const detail = await firstPostingPath(page);
  const paths = [
    '/',
    '/activities/ALL',
    '/activities/RECRUIT?regions=SEOUL&sort=POPULAR&page=2',
    `/search?q=${encodeURIComponent('공모')}&p=1`,
    detail,
    '/login?next=%2F',
  ];
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      const response = await page.goto(`${PORTAL}${path}`);
      expect(response?.status(), `${path} at ${viewport.width}px`).toBe(200);
      await expect(page.locator('main#main-content h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});

test('an unknown kind, a missing posting and a malformed id are not found; unknown list parameters are ignored', async ({ page }) => {
  expect((await page.goto(`${PORTAL}/activities/PARTY`))?.status()).toBe(404);
  expect((await page.goto(`${PORTAL}/activity/2000000000`))?.status()).toBe(404);
  expect((await page.goto(`${PORTAL}/activity/abc`))?.status()).toBe(404);
  const response = await page.goto(`${PORTAL}/activities/CONTEST?regions=MARS&sort=RANDOM&page=0&statuses=%3Cx%3E`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('sort-LATEST')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('posting-card').first()).toBeVisible();
});

test('the portal home, a filtered list and a posting page have no WCAG 2.1 AA violations', async ({ page }) => {
  const detail = await firstPostingPath(page);
  const problems: string[] = [];
  for (const path of ['/', '/activities/CONTEST?statuses=OPEN&sort=DEADLINE', detail]) {
    await page.goto(`${PORTAL}${path}`);
    await expect(page.locator('main#main-content')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    problems.push(...(await wcagViolations(page, { label: path })));
  }
  expect(problems).toEqual([]);
});
