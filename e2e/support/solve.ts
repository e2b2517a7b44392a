/**
 * Helpers of the solving-flow browser tests (e2e/solve-*.spec.ts, e2e/exam-flow.spec.ts).
 *
 * Isolation: an attempt resumes per member, set and mode, so two tests solving the same paper as the same
 * member would share one record. Tests either use a paper no other test uses, or a fresh member registered
 * through the API (`registerMember`).
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { BRAND_A, BRAND_B } from './hosts';
import { addSessionCookie, loginViaApi, postAsSite } from './session';
import { REQUIRED_CONSENTS } from './sign-up';

export type BrandKey = 'a' | 'b';

export const ORIGINS: Record<BrandKey, string> = { a: BRAND_A, b: BRAND_B };

export interface ExamSummary {
  examIdx: number;
  title: string;
  isFree: boolean;
  problemCount: number;
}

export interface Paper {
  examDetailIdx: number;
  examIdx: number;
  title: string;
  timeLimitMinutes: number;
  problemCount: number;
}

export interface SolutionProblem {
  multipleProblemIdx: number;
  number: number;
  choice: number | null;
  isCorrect: boolean;
  answer: number;
  choices: string[];
}

/** Logs a demo account in on the brand through the API. */
export async function loginDemo(page: Page, brand: BrandKey, account: Account): Promise<void> {
  await loginViaApi(page.context(), ORIGINS[brand], account);
}

let registered = 0;

/** Registers a fresh member of the brand and puts its session cookie (the brand's) into the context. */
export async function registerMember(context: BrowserContext, brand: BrandKey, username = '풀이테스트'): Promise<string> {
  registered += 1;
  const email = `solve-${brand}-${Date.now()}-${process.pid}-${registered}@example.com`;
  const answer = await postAsSite(ORIGINS[brand], '/apiV2/auth/register', {
    email,
    password: 'solve1234',
    username,
    type: 'NORMAL',
    ...REQUIRED_CONSENTS,
  });
  expect(answer.status, answer.body).toBe(201);
  await addSessionCookie(context, ORIGINS[brand], answer.token!);
  return email;
}

/** A JSON API call made by the page itself (same origin, the member's cookie), so it works for both brands. */
export async function apiJson<T>(page: Page, path: string, init?: { method?: string; body?: unknown }): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init?.method ?? 'GET',
        headers: init?.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: init?.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'include',
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { path, init },
  );
}

/** The title prefix of the exam console-import.spec.ts creates and publishes for about a minute. */
export const IMPORTED_EXAM_TITLE_PREFIX = '가져오기 시험 ';

/**
 * Free seeded exams of a category, newest first (the page must be on the brand's origin). The exam the import test
 * publishes for a while is left out: it would be the newest, and tests that take the first one expect seeded papers.
 */
export async function freeExamsOf(page: Page, slug: string): Promise<ExamSummary[]> {
  const { status, body } = await apiJson<{ items: ExamSummary[] }>(page, `/apiV2/exams?categorySlug=${slug}&isFree=true`);
  expect(status).toBe(200);
  const seeded = body.items.filter((exam) => !exam.title.startsWith(IMPORTED_EXAM_TITLE_PREFIX));
  expect(seeded.length).toBeGreaterThan(0);
  return seeded;
}

export async function papersOf(page: Page, examIdx: number): Promise<Paper[]> {
  const { status, body } = await apiJson<{ items: Paper[] }>(page, `/apiV2/exams/${examIdx}/exam-details`);
  expect(status).toBe(200);
  return body.items;
}

export function problemCard(page: Page, number: number): Locator {
  return page.locator(`[data-testid="problem"][data-number="${number}"]`);
}

/** Picks a choice of a problem on the mock-exam screen (by clicking its label, as a user does). */
export async function choose(page: Page, number: number, choice: number): Promise<void> {
  const card = problemCard(page, number);
  await card.locator(`label[data-choice="${choice}"]`).click();
  await expect(card.locator(`input[value="${choice}"]`)).toBeChecked();
}

export async function expectAllSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
}

/** Seconds on the exam clock. */
export async function timerSeconds(page: Page): Promise<number> {
  return Number(await page.getByTestId('exam-timer').getAttribute('data-seconds'));
}

/** Opens the select screen of a paper and starts a mode; resolves on the mode's screen. */
export async function startPaper(page: Page, origin: string, paper: Paper, mode: 'MOCK' | 'ONE'): Promise<void> {
  await page.goto(`${origin}/cbt/select/${paper.examDetailIdx}`);
  await expect(page.getByTestId('paper-info')).toContainText(paper.title);
  const card = page.getByTestId(mode === 'MOCK' ? 'mode-mock' : 'mode-one');
  await card.getByRole('button').click();
  const path = mode === 'MOCK' ? 'practice' : 'onequestions';
  await expect(page).toHaveURL(new RegExp(`/cbt/${path}/${paper.examDetailIdx}\\?record=\\d+$`));
  await expect(page.getByTestId(mode === 'MOCK' ? 'mock-exam' : 'one-question')).toBeVisible();
}

export function recordIdxOf(url: string): number {
  const match = /[?&]record=(\d+)/.exec(url);
  expect(match, `record in ${url}`).toBeTruthy();
  return Number(match![1]);
}

/** Opens the submit dialog, checks its unanswered count and confirms. */
export async function submitSheet(page: Page, expectedUnanswered: number): Promise<void> {
  await page.getByRole('button', { name: '답안지 제출' }).click();
  const dialog = page.getByTestId('submit-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('submit-dialog-unanswered')).toHaveText(String(expectedUnanswered));
  await dialog.getByRole('button', { name: '제출', exact: true }).click();
}

/** Correct answers among the chosen ones, by the solution's answers. */
export function countCorrect(chosen: ReadonlyMap<number, number>, solution: readonly SolutionProblem[]): number {
  return solution.filter((p) => chosen.get(p.number) === p.answer).length;
}
