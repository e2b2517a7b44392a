/**
 * My CBT pages of both brands (spec §2.1 /mycbt/*) against the seed: each demo member has a finished mock
 * exam with wrong answers, two liked exams, and the brand B nurse one purchased exam.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A, BRAND_B } from './support/hosts';
import { addSessionCookie, loginViaApi, postAsSite } from './support/session';
import { REQUIRED_CONSENTS } from './support/sign-up';

const BRANDS = {
  a: {
    origin: BRAND_A,
    account: ACCOUNTS.student,
    seededExam: '공기업 NCS 실전 모의고사',
    seededCategory: '공기업',
    otherCategory: 'PSAT',
  },
  b: {
    origin: BRAND_B,
    account: ACCOUNTS.nurse,
    seededExam: '상급종합병원 간호직 필기 모의고사',
    seededCategory: '병원 필기시험',
    otherCategory: '면접 준비',
  },
} as const;

/** Logs the brand's demo member in through the API. */
async function logIn(_page: Page, context: BrowserContext, brand: 'a' | 'b'): Promise<void> {
  const info = BRANDS[brand];
  return loginViaApi(context, info.origin, info.account);
}

for (const brand of ['a', 'b'] as const) {
  const info = BRANDS[brand];
  const label = `brand ${brand.toUpperCase()}`;

  test(`${label}: /mycbt/review lists the seeded record with its result links and filters by category`, async ({
    page,
    context,
  }) => {
    await logIn(page, context, brand);
    await page.goto(`${info.origin}/mycbt/review`);
    await expect(page.getByRole('heading', { name: 'CBT 결과' })).toBeVisible();
    const seeded = page.getByTestId('record-row').filter({ hasText: info.seededExam }).filter({ hasText: '제출 완료' });
    await expect(seeded).toHaveCount(1);
    await expect(seeded).toContainText('실전 모의고사');
    await expect(seeded).toContainText('1회');
    await expect(seeded.getByTestId('record-score')).toHaveText(/^\d+점$/);
    const recordIdx = await seeded.getAttribute('data-record-idx');
    await expect(seeded.getByRole('link', { name: '점수' })).toHaveAttribute('href', `/cbt/practice/score/${recordIdx}`);
    await expect(seeded.getByRole('link', { name: '결과 분석' })).toHaveAttribute('href', `/cbt/practice/result/${recordIdx}`);
    await expect(seeded.getByRole('link', { name: '해설' })).toHaveAttribute('href', `/cbt/practice/solution/${recordIdx}`);

    const filters = page.getByRole('group', { name: '시험 분야' });
    await filters.getByRole('button', { name: info.seededCategory, exact: true }).click();
    await expect(filters.getByRole('button', { name: info.seededCategory, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(seeded).toHaveCount(1);
    await filters.getByRole('button', { name: info.otherCategory, exact: true }).click();
    await expect(page.getByTestId('empty-state')).toContainText(`${info.otherCategory} 응시 기록이 없습니다`);
    await filters.getByRole('button', { name: '전체', exact: true }).click();
    await expect(seeded).toHaveCount(1);
  });

  test(`${label}: /mycbt/note shows wrong answers, filters, marks one mastered and retries the rest`, async ({
    page,
    context,
  }) => {
    await logIn(page, context, brand);
    await page.goto(`${info.origin}/mycbt/note`);
    await expect(page.getByRole('heading', { name: '오답노트' })).toBeVisible();
    const cards = page.getByTestId('note-card');
    await expect(cards.first()).toBeVisible();
    // The seed answers every fourth problem wrongly and leaves the last one blank.
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    const first = cards.first();
    await expect(first).toContainText(info.seededExam);
    await expect(first.getByTestId('note-answer')).toHaveText(/^[①-⑤]$/);
    await expect(first.getByTestId('note-my-choice')).toHaveText(/^([①-⑤]|미응답)$/);
    await expect(first).toContainText('해설');
    await expect(first.locator('li[data-answer="true"]')).toContainText('정답');
    await expect(page.getByText('미응답').first()).toBeVisible();

    const filters = page.getByRole('group', { name: '시험 분야' });
    await filters.getByRole('button', { name: new RegExp(`^${info.seededCategory}`) }).click();
    await expect(filters.getByRole('button', { name: new RegExp(`^${info.seededCategory}`) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: '오답 목록' })).toHaveAttribute('aria-busy', 'false');
    await expect(cards.first()).toContainText(info.seededExam);

    // 익혔어요 keeps the note in place with an undo, and the counts follow.
    const summary = page.getByTestId('note-summary');
    const remaining = async () => Number((await summary.locator('strong').textContent()) ?? NaN);
    const before = await remaining();
    const button = first.getByTestId('master-button');
    await button.click();
    await expect(button).toHaveText('익힘 취소');
    await expect(first).toHaveAttribute('data-mastered', 'true');
    await expect.poll(remaining).toBe(before - 1);
    await button.click();
    await expect(button).toHaveText('익혔어요');
    await expect.poll(remaining).toBe(before);

    // Mastered notes are hidden unless asked for.
    await button.click();
    await expect.poll(remaining).toBe(before - 1);
    const problemIdx = await first.getAttribute('data-problem-idx');
    await page.reload();
    await expect(page.locator(`[data-testid="note-card"][data-problem-idx="${problemIdx}"]`)).toHaveCount(0);
    await page.getByLabel('익힌 문제도 보기').check();
    await expect(page.getByRole('region', { name: '오답 목록' })).toHaveAttribute('aria-busy', 'false');
    const mastered = page.locator(`[data-testid="note-card"][data-problem-idx="${problemIdx}"]`);
    await expect(mastered).toHaveAttribute('data-mastered', 'true');
    await mastered.getByTestId('master-button').click();
    await expect(mastered).toHaveAttribute('data-mastered', 'false');

    await page.getByRole('button', { name: '틀린 문제만 다시 풀기' }).click();
    await expect(page).toHaveURL(new RegExp(`^${info.origin}/cbt/onequestions/review\\?record=\\d+$`));
  });

  test(`${label}: the archive lists the seeded likes`, async ({ page, context }) => {
    await logIn(page, context, brand);
    await page.goto(`${info.origin}/mycbt/archive`);
    await expect(page.getByTestId('liked-exams').getByTestId('exam-card').first()).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/^관심 시험 \d+개$/);
    await expect(page.getByTestId('liked-exams')).toContainText(info.seededExam);
  });
}

test('brand A has no purchases page', async ({ page, context }) => {
  await logIn(page, context, 'a');
  const response = await page.goto(`${BRAND_A}/mycbt/purchase`);
  expect(response?.status()).toBe(404);
});

test('brand B lists the purchased exam, linking to its detail page', async ({ page, context }) => {
  await logIn(page, context, 'b');
  await page.goto(`${BRAND_B}/mycbt/purchase`);
  const card = page.getByTestId('purchased-exams').getByTestId('exam-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('공공병원 간호직 필기 모의고사');
  await expect(card).toContainText('주문번호 DEMO-202601-0001');
  await expect(card).toContainText('12,900원');
  await card.getByRole('link', { name: '공공병원 간호직 필기 모의고사' }).click();
  await expect(page).toHaveURL(new RegExp(`^${BRAND_B}/exam/detail/\\d+$`));
  await expect(page.getByTestId('purchase-required')).toHaveCount(0);
});

test('a new member sees real empty states on every my-CBT page', async ({ page, context }) => {
  const email = `e2e-empty-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@careerroad.kr`;
  const answer = await postAsSite(BRAND_A, '/apiV2/auth/register', {
    email,
    password: 'abcd1234',
    username: '빈사용자',
    type: 'NORMAL',
    ...REQUIRED_CONSENTS,
  });
  expect(answer.status, answer.body).toBe(201);
  await addSessionCookie(context, BRAND_A, answer.token!);

  const expected: Array<[string, string]> = [
    ['/mycbt/archive', '관심 시험이 없습니다'],
    ['/mycbt/review', '응시한 시험 결과가 없습니다'],
    ['/mycbt/note', '저장된 오답이 없습니다'],
  ];
  for (const [path, title] of expected) {
    await page.goto(`${BRAND_A}${path}`);
    await expect(page.getByTestId('empty-state')).toContainText(title);
    await expect(page.getByTestId('empty-state').getByRole('link', { name: '시험 보러 가기' })).toHaveAttribute('href', '/');
  }
});

test('visitors are sent to log in from the note', async ({ page }) => {
  await page.goto(`${BRAND_B}/mycbt/note`);
  await expect(page).toHaveURL(`${BRAND_B}/login?redirect=%2Fmycbt%2Fnote`);
});
