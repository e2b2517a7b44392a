/**
 * What must never go wrong in a mock exam: answers made offline are kept and reach the server in order once
 * the connection is back (also across a reload); the deadline submits by itself; a save the server refuses
 * because its deadline passed ends the exam on the score page. No fixed sleeps: the browser's clock is moved with
 * page.clock, the server's (for chosen requests) with e2e/support/server-clock.ts, and where real time must pass
 * the test waits until the server's clock shows it. Plus the mock flow at 375×800 on brand A and
 * inside the native web view on brand B, with no header or footer.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectChrome } from './support/chrome';
import {
  apiJson,
  type BrandKey,
  choose,
  expectAllSaved,
  freeExamsOf,
  ORIGINS,
  type Paper,
  papersOf,
  problemCard,
  recordIdxOf,
  registerMember,
  startPaper,
  submitSheet,
  timerSeconds,
} from './support/solve';
import { CLOCK_OFFSET_HEADER } from './support/clock-header';
import { moveServerClockFor } from './support/server-time';
import { setCookie } from './support/session';

interface SheetAnswer {
  multipleProblemIdx: number;
  choice: number | null;
}
interface Sheet {
  recordIdx: number;
  status: string;
  problems: Array<{ multipleProblemIdx: number; number: number }>;
  answers: SheetAnswer[];
}

/** A fresh member at the start of a paper's mock exam. */
async function openMock(page: Page, context: BrowserContext, brand: BrandKey, slug: string, pick: (papers: Paper[]) => Paper) {
  await registerMember(context, brand);
  await page.goto(`${ORIGINS[brand]}/`);
  const [exam] = await freeExamsOf(page, slug);
  const paper = pick(await papersOf(page, exam!.examIdx));
  await startPaper(page, ORIGINS[brand], paper, 'MOCK');
  return { exam: exam!, paper, recordIdx: recordIdxOf(page.url()) };
}

/** The saved choices by problem number, read from the server. */
async function savedChoices(page: Page, recordIdx: number): Promise<Map<number, number | null>> {
  const { body } = await apiJson<Sheet>(page, `/apiV2/records/${recordIdx}`);
  const numberOf = new Map(body.problems.map((p) => [p.multipleProblemIdx, p.number]));
  return new Map(body.answers.map((a) => [numberOf.get(a.multipleProblemIdx)!, a.choice]));
}

const outboxOf = (page: Page, recordIdx: number) =>
  page.evaluate((key) => window.localStorage.getItem(key), `cbt:answer-outbox:${recordIdx}`);

test('answers made offline are kept, shown as waiting, and sent in order when the connection returns', async ({ page, context }) => {
  const { recordIdx } = await openMock(page, context, 'a', 'major-company', (p) => p[0]!);
  await choose(page, 1, 2);
  await expectAllSaved(page);

  await context.setOffline(true);
  await choose(page, 2, 1);
  await choose(page, 3, 4);
  await choose(page, 2, 3); // changed while offline: the last choice must win
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-state', 'offline');
  await expect(status).toHaveText('오프라인 — 연결되면 전송합니다');
  await expect(problemCard(page, 3).getByTestId('problem-save-state')).toHaveText('오프라인 — 연결되면 전송합니다');
  const stored = JSON.parse((await outboxOf(page, recordIdx)) ?? '{}') as { entries?: Array<{ choice: number }> };
  expect(stored.entries?.map((e) => e.choice)).toEqual([1, 4, 3]);
  // The unanswered count and the grid follow the local answers at once.
  await expect(page.getByTestId('unanswered-count')).toHaveText(String((await page.getByTestId('problem').count()) - 3));

  await context.setOffline(false);
  await expectAllSaved(page);
  expect(await outboxOf(page, recordIdx)).toBeNull();
  const saved = await savedChoices(page, recordIdx);
  expect([saved.get(1), saved.get(2), saved.get(3)]).toEqual([2, 3, 4]);
});

test('unsent answers survive a reload and are sent when the server answers again', async ({ page, context }) => {
  const { recordIdx } = await openMock(page, context, 'b', 'hospital-test', (p) => p[p.length - 1]!);
  // The server cannot be reached for answer saves (the browser still thinks it is online).
  await page.route('**/apiV2/records/*/answers/*', (route) => route.abort('connectionrefused'));
  await choose(page, 1, 3);
  await choose(page, 4, 2);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', /offline|retrying/);

  await page.reload();
  await expect(page.getByTestId('mock-exam')).toBeVisible();
  await expect(problemCard(page, 1).locator('input[value="3"]')).toBeChecked();
  await expect(problemCard(page, 4).locator('input[value="2"]')).toBeChecked();
  await expect(page.getByTestId('save-status')).not.toHaveAttribute('data-state', 'saved');

  await page.unroute('**/apiV2/records/*/answers/*');
  // Retried on a timer (5 s) while the browser is online.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  const saved = await savedChoices(page, recordIdx);
  expect([saved.get(1), saved.get(4)]).toEqual([3, 2]);
});

test('leaving a mock exam keeps its clock running; /cbt/practice lists it to resume', async ({ page, context }) => {
  await registerMember(context, 'a');
  await page.goto(`${ORIGINS.a}/cbt/practice`);
  await expect(page.getByTestId('empty-state')).toContainText('진행 중인 모의고사가 없습니다');
  await expect(page.getByTestId('empty-state').getByRole('link', { name: '시험 보러 가기' })).toHaveAttribute('href', '/');
  await expectChrome(page, { header: false, footer: false });

  await page.goto(`${ORIGINS.a}/`);
  const [exam] = await freeExamsOf(page, 'psat');
  const [paper] = await papersOf(page, exam!.examIdx);
  await startPaper(page, ORIGINS.a, paper!, 'MOCK');
  const recordIdx = recordIdxOf(page.url());
  await choose(page, 2, 3);
  await expectAllSaved(page);
  const before = await timerSeconds(page);

  await page.getByTestId('solve-exit').click();
  await expect(page).toHaveURL(`${ORIGINS.a}/cbt/practice`);
  const item = page.locator(`[data-testid="practice-item"][data-record="${recordIdx}"]`);
  await expect(item).toContainText(paper!.title);
  // Resumed at once: the screen starts from the server's sheet, not from a copy kept from before leaving.
  await item.getByRole('link', { name: '이어서 풀기' }).click();
  await expect(page).toHaveURL(`${ORIGINS.a}/cbt/practice/${paper!.examDetailIdx}?record=${recordIdx}`);
  await expect(problemCard(page, 2).locator('input[value="3"]')).toBeChecked();
  // The clock kept running: the timer goes on from the server's remaining time.
  await expect.poll(() => timerSeconds(page)).toBeLessThanOrEqual(before - 2);
});

test('when the time is up the sheet is submitted by itself (clock moved with page.clock)', async ({ page, context }) => {
  await page.clock.install();
  const { paper, recordIdx } = await openMock(page, context, 'a', 'korean-history', (p) => p[p.length - 1]!);
  await choose(page, 1, 1);
  await expectAllSaved(page);
  const left = await timerSeconds(page);
  expect(left).toBeGreaterThan(paper.timeLimitMinutes * 60 - 60);

  // Jump the browser's clock past the deadline it computed from the server's remaining time.
  await page.clock.fastForward((left + 2) * 1000);
  await expect(page).toHaveURL(`${ORIGINS.a}/cbt/practice/score/${recordIdx}`);
  await expect(page.getByTestId('score-total')).toHaveText(String(paper.problemCount));
  const { body } = await apiJson<{ status: string; answeredCount: number }>(page, `/apiV2/records/${recordIdx}/result`);
  expect(body.answeredCount).toBe(1);
  expect(['SUBMITTED', 'EXPIRED']).toContain(body.status);
});

test("a save refused with DEADLINE_PASSED ends the exam on the score page (the server's own deadline check)", async ({
  page,
  context,
}) => {
  // The shortest deadline the server gives: a random set of one problem (its paper's time per problem, ≥ 60 s).
  await registerMember(context, 'b');
  await page.goto(`${ORIGINS.b}/`);
  const [exam] = await freeExamsOf(page, 'interview-prep');
  const created = await apiJson<{ recordIdx: number; timeLimitSeconds: number }>(page, '/apiV2/records', {
    method: 'POST',
    body: { mode: 'MOCK', examIdx: exam!.examIdx, random: true, count: 1 },
  });
  expect(created.status).toBe(201);
  expect(created.body.timeLimitSeconds).toBeLessThanOrEqual(90);

  await page.goto(`${ORIGINS.b}/cbt/practice/random/${exam!.examIdx}?record=${created.body.recordIdx}`);
  await expect(page.getByTestId('mock-exam')).toBeVisible();
  // The browser's own countdown has time left, so it is not what ends the exam.
  expect(await timerSeconds(page)).toBeGreaterThan(10);

  // The save reaches the server after its deadline: that request runs with the server's clock moved past it
  // (e2e/support/server-clock.ts), and the server's real deadline check refuses it.
  const pastDeadlineMs = (created.body.timeLimitSeconds + 2) * 1000;
  await moveServerClockFor(page, '**/apiV2/records/*/answers/*', pastDeadlineMs);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/answers/'));
  await problemCard(page, 1).locator('label[data-choice="1"]').click();
  const refusal = await saved;
  expect(refusal.headers()[CLOCK_OFFSET_HEADER], 'the test server runs with e2e/support/server-clock.ts').toBe(String(pastDeadlineMs));
  expect(refusal.status()).toBe(409);
  expect(await refusal.json()).toMatchObject({ code: 'DEADLINE_PASSED' });

  await expect(page).toHaveURL(`${ORIGINS.b}/cbt/practice/random/${exam!.examIdx}/score`);
  await expect(page.getByTestId('score-view')).toHaveAttribute('data-record', String(created.body.recordIdx));
  await expect(page.getByText('시간 종료로 자동 제출되었습니다')).toBeVisible();
  await expect(page.getByTestId('score-correct')).toHaveText('0');
});

test.describe('brand A at 375×800', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the mock exam works on a phone: answer grid drawer, submit, score', async ({ page, context }) => {
    const { paper, recordIdx } = await openMock(page, context, 'a', 'public-company', (p) => p[0]!);
    await expectChrome(page, { header: false, footer: false });
    await choose(page, 1, 2);
    await choose(page, 2, 2);
    await expectAllSaved(page);

    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The answer grid is a drawer opened from the bottom bar.
    const grid = page.getByTestId('answer-grid');
    await expect(grid).toBeHidden();
    await page.getByRole('button', { name: /답안 표기란 · 안 푼 문제/ }).click();
    await expect(grid).toBeVisible();
    await expect(grid.locator('[data-number="2"]')).toHaveAttribute('data-state', 'answered');
    await grid.locator('[data-number="5"]').click();
    await expect(grid).toBeHidden();
    await expect(page.locator('#problem-5-title')).toBeFocused();

    await submitSheet(page, paper.problemCount - 2);
    await expect(page).toHaveURL(`${ORIGINS.a}/cbt/practice/score/${recordIdx}`);
    await expect(page.getByTestId('score-total')).toHaveText(String(paper.problemCount));
    await expectChrome(page, { header: false, footer: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('brand B in the web view: the mock flow with full page loads and no header or footer', async ({ page, context }) => {
  await setCookie(context, ORIGINS.b, 'webview', '1');
  const { paper, recordIdx } = await openMock(page, context, 'b', 'academic-test', (p) => p[0]!);
  await expect(page.locator('[data-web-view="true"]')).toHaveCount(1);
  await expectChrome(page, { header: false, footer: false });
  await choose(page, 1, 4);
  await expectAllSaved(page);
  const before = await timerSeconds(page);
  await page.reload();
  await expect(problemCard(page, 1).locator('input[value="4"]')).toBeChecked();
  expect(await timerSeconds(page)).toBeLessThanOrEqual(before);

  await submitSheet(page, paper.problemCount - 1);
  await expect(page).toHaveURL(`${ORIGINS.b}/cbt/practice/score/${recordIdx}`);
  await expectChrome(page, { header: false, footer: false });
  await page.getByRole('link', { name: '해설 보기' }).click();
  await expect(page).toHaveURL(`${ORIGINS.b}/cbt/practice/solution/${recordIdx}`);
  await expect(page.getByTestId('solution-problem')).toHaveCount(paper.problemCount);
  await expectChrome(page, { header: false, footer: false });
});
