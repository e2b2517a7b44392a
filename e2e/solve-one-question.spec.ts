/**
 * One-question mode: right/wrong feedback with the answer and the explanation after each check, locked
 * answers, previous/next, resuming after a reload, the summary, and the review of the finished set.
 * Also the single-problem page for visitors and another member's record (403).
 */
import { expect, test } from '@playwright/test';
import { expectChrome } from './support/chrome';
import {
  apiJson,
  type BrandKey,
  freeExamsOf,
  ORIGINS,
  papersOf,
  problemCard,
  recordIdxOf,
  registerMember,
  startPaper,
} from './support/solve';

interface SheetProblem {
  multipleProblemIdx: number;
  number: number;
  choices: string[];
}

const CASES: Array<{ brand: BrandKey; slug: string }> = [
  { brand: 'a', slug: 'korean-history' },
  { brand: 'b', slug: 'hospital-test' },
];

for (const { brand, slug } of CASES) {
  test(`brand ${brand.toUpperCase()}: one question at a time with feedback, summary and review`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const origin = ORIGINS[brand];
    await registerMember(context, brand);
    await page.goto(`${origin}/`);
    const [exam] = await freeExamsOf(page, slug);
    const [paper] = await papersOf(page, exam!.examIdx);

    await startPaper(page, origin, paper!, 'ONE');
    const recordIdx = recordIdxOf(page.url());
    await expectChrome(page, { header: false, footer: false });
    await expect(page.getByTestId('one-progress')).toHaveText(`1 / ${paper!.problemCount}`);

    // The answers of problems 1 and 2, learnt through the check call (it records nothing).
    const sheet = await apiJson<{ problems: SheetProblem[] }>(page, `/apiV2/records/${recordIdx}`);
    const answerOf = async (p: SheetProblem) =>
      (await apiJson<{ answer: number }>(page, `/apiV2/problems/${p.multipleProblemIdx}/check`, { method: 'POST', body: { choice: 1 } })).body
        .answer;
    const [first, second] = sheet.body.problems;
    const firstAnswer = await answerOf(first!);
    const secondAnswer = await answerOf(second!);
    const wrongChoice = (firstAnswer % first!.choices.length) + 1;

    // Problem 1, wrong: the verdict names the answer, the explanation shows and the choices lock.
    const screen = page.getByTestId('one-question');
    const check = screen.getByRole('button', { name: '정답 확인' });
    await expect(check).toBeDisabled();
    await problemCard(page, 1).locator(`label[data-choice="${wrongChoice}"]`).click();
    await check.click();
    const verdict = screen.getByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-correct', 'false');
    await expect(verdict).toContainText('정답은');
    await expect(screen.getByTestId('explanation')).toBeVisible();
    await expect(problemCard(page, 1).locator(`label[data-choice="${firstAnswer}"]`)).toHaveAttribute('data-state', 'answer');
    await expect(problemCard(page, 1).locator(`label[data-choice="${wrongChoice}"]`)).toHaveAttribute('data-state', 'wrong');
    await expect(problemCard(page, 1).locator('input').first()).toBeDisabled();
    await expect(screen.getByRole('button', { name: '정답 확인' })).toHaveCount(0);

    // Problem 2, right.
    await screen.getByRole('button', { name: '다음 문제' }).click();
    await expect(page.getByTestId('one-progress')).toHaveText(`2 / ${paper!.problemCount}`);
    await problemCard(page, 2).locator(`label[data-choice="${secondAnswer}"]`).click();
    await screen.getByRole('button', { name: '정답 확인' }).click();
    await expect(screen.getByTestId('verdict')).toHaveAttribute('data-correct', 'true');
    await expect(screen.getByTestId('verdict')).toContainText('맞혔습니다');
    await expect(page.getByTestId('one-correct')).toHaveText('1');
    await expect(page.getByTestId('one-answered')).toHaveText('2');

    // Previous shows problem 1 as checked.
    await screen.getByRole('button', { name: '이전 문제' }).click();
    await expect(screen.getByTestId('verdict')).toHaveAttribute('data-correct', 'false');

    // A reload resumes at the first unanswered problem with the verdicts kept.
    await page.reload();
    await expect(page.getByTestId('one-progress')).toHaveText(`3 / ${paper!.problemCount}`);
    const strip = page.getByRole('navigation', { name: '문제 번호' });
    await expect(strip.getByRole('button', { name: '1번 오답' })).toBeVisible();
    await expect(strip.getByRole('button', { name: '2번 정답' })).toBeVisible();

    // Summary, then submit and review every problem.
    await strip.getByRole('button', { name: '요약' }).click();
    const summary = page.getByTestId('one-summary');
    await expect(summary.getByTestId('summary-correct')).toHaveText('1');
    await summary.getByRole('button', { name: '제출하고 전체 해설 보기' }).click();
    await expect(page).toHaveURL(`${origin}/cbt/onequestions/review?record=${recordIdx}`);
    await expect(page.getByTestId('solution-problem')).toHaveCount(paper!.problemCount);
    await expect(page.getByTestId('review-correct')).toHaveText('1');
    const reviewed = (n: number) => page.locator(`[data-testid="solution-problem"][data-number="${n}"]`);
    await expect(reviewed(1)).toHaveAttribute('data-correct', 'false');
    await expect(reviewed(1)).toHaveAttribute('data-choice', String(wrongChoice));
    await expect(reviewed(2)).toHaveAttribute('data-correct', 'true');
    await expect(reviewed(1).getByTestId('explanation')).toBeVisible();
    await page.getByTestId('filter-wrong').click();
    await expect(page.getByTestId('solution-problem')).toHaveCount(paper!.problemCount - 1);
    await expectChrome(page, { header: false, footer: false });

    // The finished set is in my results.
    await page.goto(`${origin}/mycbt/review`);
    await expect(page.locator(`[data-testid="record-row"][data-record-idx="${recordIdx}"]`)).toBeVisible();
  });
}

test('a visitor checks a single problem of a free exam and sees the explanation', async ({ browser }) => {
  // A member's sheet names the problem ids; the visitor then opens one in a context without a session.
  const member = await browser.newContext();
  await registerMember(member, 'a');
  const memberPage = await member.newPage();
  await memberPage.goto(`${ORIGINS.a}/`);
  const [exam] = await freeExamsOf(memberPage, 'major-company');
  const [paper] = await papersOf(memberPage, exam!.examIdx);
  const created = await apiJson<{ problems: SheetProblem[] }>(memberPage, '/apiV2/records', {
    method: 'POST',
    body: { mode: 'ONE', examDetailIdx: paper!.examDetailIdx },
  });
  expect(created.status).toBe(201);
  const problemId = created.body.problems[0]!.multipleProblemIdx;
  await member.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${ORIGINS.a}/cbt/problem/${problemId}`);
  await expectChrome(page, { header: false, footer: false });
  const card = page.getByTestId('problem');
  await expect(card).toBeVisible();
  await card.locator('label[data-choice="1"]').click();
  await card.getByRole('button', { name: '정답 확인' }).click();
  await expect(card.getByTestId('verdict')).toBeVisible();
  await expect(card.getByTestId('explanation')).toBeVisible();
  await card.getByRole('button', { name: '다시 풀기' }).click();
  await expect(card.getByTestId('verdict')).toHaveCount(0);
  await visitor.close();
});

test("another member's record shows the access-denied screen, not a crash", async ({ browser }) => {
  const owner = await browser.newContext();
  await registerMember(owner, 'a');
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${ORIGINS.a}/`);
  const [exam] = await freeExamsOf(ownerPage, 'public-company');
  const papers = await papersOf(ownerPage, exam!.examIdx);
  const paper = papers[papers.length - 1]!;
  const created = await apiJson<{ recordIdx: number }>(ownerPage, '/apiV2/records', {
    method: 'POST',
    body: { mode: 'MOCK', examDetailIdx: paper.examDetailIdx },
  });
  expect(created.status).toBe(201);
  await apiJson(ownerPage, `/apiV2/records/${created.body.recordIdx}/submit`, { method: 'POST' });
  await owner.close();

  const other = await browser.newContext();
  await registerMember(other, 'a');
  const page = await other.newPage();
  for (const path of ['score', 'result', 'solution']) {
    await page.goto(`${ORIGINS.a}/cbt/practice/${path}/${created.body.recordIdx}`);
    const screen = page.getByTestId('error-screen');
    await expect(screen).toHaveAttribute('data-variant', 'denied');
    await expect(screen).toContainText('본인의 응시 기록만 볼 수 있습니다.');
    await expect(screen.getByRole('link', { name: '메인으로 가기' })).toHaveAttribute('href', '/');
  }
  await page.goto(`${ORIGINS.a}/cbt/onequestions/review?record=${created.body.recordIdx}`);
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-variant', 'denied');
  await other.close();
});
