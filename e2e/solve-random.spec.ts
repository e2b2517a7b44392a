/**
 * Random sets in both modes: choosing the size (10/20/30), solving, and the score and solution pages that
 * find the member's latest random set by exam (GET /apiV2/exams/{examIdx}/random-record).
 */
import { expect, test } from '@playwright/test';
import { expectChrome } from './support/chrome';
import {
  apiJson,
  choose,
  countCorrect,
  expectAllSaved,
  freeExamsOf,
  ORIGINS,
  recordIdxOf,
  registerMember,
  type SolutionProblem,
  submitSheet,
} from './support/solve';

test('brand A: a random mock exam of 10 problems, scored and explained by exam', async ({ page, context }) => {
  test.setTimeout(90_000);
  const origin = ORIGINS.a;
  await registerMember(context, 'a');
  await page.goto(`${origin}/`);
  const [exam] = await freeExamsOf(page, 'public-company');

  // Before any random set, the score page says so instead of failing.
  await page.goto(`${origin}/cbt/practice/random/${exam!.examIdx}/score`);
  await expect(page.getByTestId('no-random-record')).toContainText('응시한 랜덤 모의고사가 없습니다');

  await page.goto(`${origin}/cbt/select/random/${exam!.examIdx}`);
  await expectChrome(page, { header: false, footer: false });
  const counts = page.getByRole('group', { name: '문항 수' });
  await expect(counts.getByRole('radio')).toHaveCount(3);
  await counts.getByText('10문항').click();
  await expect(counts.getByRole('radio', { name: '10문항' })).toBeChecked();
  await page.getByTestId('mode-mock').getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/cbt/practice/random/${exam!.examIdx}\\?record=\\d+$`));
  const recordIdx = recordIdxOf(page.url());
  await expect(page.getByTestId('problem')).toHaveCount(10);
  await expect(page.getByTestId('unanswered-count')).toHaveText('10');

  const chosen = new Map([
    [1, 2],
    [2, 3],
    [3, 1],
  ]);
  for (const [number, choice] of chosen) await choose(page, number, choice);
  await expectAllSaved(page);
  await submitSheet(page, 7);
  await expect(page).toHaveURL(`${origin}/cbt/practice/random/${exam!.examIdx}/score`);

  const solution = await apiJson<{ problems: SolutionProblem[] }>(page, `/apiV2/records/${recordIdx}/solution`);
  const correct = countCorrect(chosen, solution.body.problems);
  await expect(page.getByTestId('score-view')).toHaveAttribute('data-record', String(recordIdx));
  await expect(page.getByTestId('score-correct')).toHaveText(String(correct));
  await expect(page.getByTestId('score-total')).toHaveText('10');

  await page.getByRole('link', { name: '해설 보기' }).click();
  await expect(page).toHaveURL(`${origin}/cbt/practice/random/${exam!.examIdx}/solution`);
  await expect(page.getByTestId('solution-problem')).toHaveCount(10);
  await expect(page.getByTestId('solution-correct')).toHaveText(String(correct));
  await page.getByTestId('filter-wrong').click();
  await expect(page.getByTestId('solution-problem')).toHaveCount(10 - correct);

  // The analysis of a random set compares it with the exam's other random sets.
  await page.goto(`${origin}/cbt/practice/result/${recordIdx}`);
  await expect(page.getByTestId('result-correct')).toHaveText(`${correct} / 10문항`);
});

test('brand B: a random one-question set of 10, resumed from the select screen', async ({ page, context }) => {
  const origin = ORIGINS.b;
  await registerMember(context, 'b');
  await page.goto(`${origin}/`);
  const [exam] = await freeExamsOf(page, 'interview-prep');

  await page.goto(`${origin}/cbt/select/random/${exam!.examIdx}`);
  await page.getByRole('group', { name: '문항 수' }).getByText('10문항').click();
  await page.getByTestId('mode-one').getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/cbt/onequestions/random/${exam!.examIdx}\\?record=\\d+$`));
  const recordIdx = recordIdxOf(page.url());
  await expect(page.getByTestId('one-progress')).toHaveText('1 / 10');
  const screen = page.getByTestId('one-question');
  await screen.locator('label[data-choice="2"]').click();
  await screen.getByRole('button', { name: '정답 확인' }).click();
  await expect(screen.getByTestId('verdict')).toBeVisible();

  // Back on the select screen the open set is offered again and starting resumes it.
  await page.goto(`${origin}/cbt/select/random/${exam!.examIdx}`);
  await expect(page.getByTestId('mode-one').getByTestId('resume-note')).toBeVisible();
  await page.getByTestId('mode-one').getByRole('button', { name: /이어서 풀기/ }).click();
  await expect(page).toHaveURL(`${origin}/cbt/onequestions/random/${exam!.examIdx}?record=${recordIdx}`);
  await expect(page.getByTestId('one-progress')).toHaveText('2 / 10');

  // Without ?record= the route finds the open set itself.
  await page.goto(`${origin}/cbt/onequestions/random/${exam!.examIdx}`);
  await expect(page.getByTestId('one-question')).toHaveAttribute('data-record', String(recordIdx));
});
