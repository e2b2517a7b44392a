/**
 * The whole mock-exam journey on both brands: category → exam detail → like and unlike → mode selection → mock exam → answers survive a
 * reload with the server's clock still running → confirmed submit → score, analysis and solutions agree with
 * what was answered → the wrong answers are in the note → the record is in my results → retry the wrong
 * answers from the note.
 *
 * A fresh member per brand rather than the demo members: e2e/mycbt.spec.ts asserts on the demo members'
 * seeded notes and records (e.g. the newest note is the seeded exam), which a parallel run of this test
 * would change.
 */
import { expect, test } from '@playwright/test';
import { expectChrome } from './support/chrome';
import {
  apiJson,
  type BrandKey,
  choose,
  countCorrect,
  expectAllSaved,
  freeExamsOf,
  ORIGINS,
  papersOf,
  problemCard,
  recordIdxOf,
  registerMember,
  type SolutionProblem,
  submitSheet,
  timerSeconds,
} from './support/solve';
import { serverRemainingSeconds } from './support/server-time';

const CASES: Array<{ brand: BrandKey; slug: string }> = [
  { brand: 'a', slug: 'psat' },
  { brand: 'b', slug: 'academic-test' },
];

// The answers made in the test, by problem number: a mix so some are right and some wrong.
const ANSWERS = new Map([
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 1],
  [7, 2],
]);

for (const { brand, slug } of CASES) {
  test(`brand ${brand.toUpperCase()}: browse a category, like and unlike, then a mock exam through to the note and my results`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const origin = ORIGINS[brand];
    await registerMember(context, brand);
    await page.goto(`${origin}/`);

    // An exam of the category, found through the API like the catalogue does.
    const [exam] = await freeExamsOf(page, slug);
    const papers = await papersOf(page, exam!.examIdx);
    const paper = papers[papers.length - 1]!;

    // Browse the category → the exam's detail page → like and unlike it (two separate calls, spec §4).
    await page.goto(`${origin}/exam/${slug}`);
    await page.getByTestId('exam-card').getByRole('link', { name: exam!.title, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/exam/detail/${exam!.examIdx}`);
    const like = page.getByTestId('like-button');
    const likes = page.getByTestId('like-count');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const likesBefore = Number(await likes.textContent());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(likes).toHaveText(String(likesBefore + 1));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(likes).toHaveText(String(likesBefore));

    // The paper's "문제 풀기" → mode selection.
    await page.getByRole('link', { name: `${paper.title} 풀기` }).click();
    await expect(page).toHaveURL(new RegExp(`/cbt/select/${paper.examDetailIdx}`));
    await expect(page.getByTestId('paper-info')).toContainText(paper.title);
    await expect(page.getByTestId('paper-problem-count')).toHaveText(String(paper.problemCount));
    await expectChrome(page, { header: false, footer: false });

    await page.getByTestId('mode-mock').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/cbt/practice/${paper.examDetailIdx}\\?record=\\d+$`));
    const recordIdx = recordIdxOf(page.url());
    await expect(page.getByTestId('mock-exam')).toBeVisible();
    await expectChrome(page, { header: false, footer: false });
    const total = paper.problemCount;
    await expect(page.getByTestId('unanswered-count')).toHaveText(String(total));
    const startSeconds = await timerSeconds(page);
    expect(startSeconds).toBeLessThanOrEqual(paper.timeLimitMinutes * 60);
    expect(startSeconds).toBeGreaterThan(paper.timeLimitMinutes * 60 - 30);

    // Answer, flag one, and use the answer grid to jump.
    for (const [number, choice] of ANSWERS) await choose(page, number, choice);
    await problemCard(page, 3).getByRole('button', { name: '검토 표시' }).click();
    await expectAllSaved(page);
    await expect(page.getByTestId('unanswered-count')).toHaveText(String(total - ANSWERS.size));
    const grid = page.getByTestId('answer-grid');
    await expect(grid.locator('[data-number="2"]')).toHaveAttribute('data-state', 'answered');
    await expect(grid.locator('[data-number="3"]')).toHaveAttribute('data-flagged', 'true');
    await expect(grid.locator('[data-number="6"]')).toHaveAttribute('data-state', 'empty');
    await grid.locator(`[data-number="${total}"]`).click();
    await expect(page.locator(`#problem-${total}-title`)).toBeFocused();

    // Reload: the answers and the flag come back from the server, and the clock is not reset.
    const beforeReload = await timerSeconds(page);
    // Reload once the server's clock is a whole second past what the screen showed, so a reset clock could not pass
    // for a running one (the screen and the server each round down, and the screen's deadline is off by the response's
    // travel time, so one second apart they may still agree).
    await expect.poll(() => serverRemainingSeconds(page, recordIdx)).toBeLessThan(beforeReload - 1);
    await page.reload();
    await expect(page.getByTestId('mock-exam')).toBeVisible();
    for (const [number, choice] of ANSWERS) {
      await expect(problemCard(page, number).locator(`input[value="${choice}"]`)).toBeChecked();
    }
    await expect(problemCard(page, 3).getByRole('button', { name: '검토 표시됨' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('unanswered-count')).toHaveText(String(total - ANSWERS.size));
    const afterReload = await timerSeconds(page);
    expect(afterReload).toBeLessThan(beforeReload);
    expect(afterReload).toBeGreaterThan(beforeReload - 20);
    expect(afterReload).toBeLessThan(startSeconds);

    // The confirmed 답안지 제출 shows the unanswered count.
    await page.getByRole('button', { name: '답안지 제출' }).click();
    const dialog = page.getByTestId('submit-dialog');
    await expect(dialog.getByTestId('submit-dialog-unanswered')).toHaveText(String(total - ANSWERS.size));
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toHaveCount(0);
    await submitSheet(page, total - ANSWERS.size);
    await expect(page).toHaveURL(`${origin}/cbt/practice/score/${recordIdx}`);

    // Expected counts from what was answered against the solution's answers.
    const solution = await apiJson<{ problems: SolutionProblem[] }>(page, `/apiV2/records/${recordIdx}/solution`);
    expect(solution.status).toBe(200);
    const correct = countCorrect(ANSWERS, solution.body.problems);
    const wrongIds = solution.body.problems.filter((p) => ANSWERS.get(p.number) !== p.answer).map((p) => p.multipleProblemIdx);
    expect(wrongIds).toHaveLength(total - correct);

    // Score.
    await expect(page.getByTestId('score-correct')).toHaveText(String(correct));
    await expect(page.getByTestId('score-total')).toHaveText(String(total));
    await expect(page.getByTestId('score-wrong')).toHaveText(String(total - correct));
    await expect(page.getByTestId('pass-verdict')).toBeVisible();
    await expectChrome(page, { header: false, footer: false });

    // Analysis.
    await page.getByRole('link', { name: '성적 분석 보기' }).click();
    await expect(page).toHaveURL(`${origin}/cbt/practice/result/${recordIdx}`);
    await expect(page.getByTestId('result-correct')).toHaveText(`${correct} / ${total}문항`);
    await expect(page.getByTestId('subject-row').first()).toBeVisible();
    await expect(page.getByTestId('result-rank')).toContainText('등 /');

    // Solutions: every problem, the member's choices, and the wrong-only filter.
    await page.goto(`${origin}/cbt/practice/solution/${recordIdx}`);
    await expect(page.getByTestId('solution-problem')).toHaveCount(total);
    await expect(page.getByTestId('solution-correct')).toHaveText(String(correct));
    for (const [number, choice] of ANSWERS) {
      await expect(page.locator(`[data-testid="solution-problem"][data-number="${number}"]`)).toHaveAttribute('data-choice', String(choice));
    }
    await page.getByTestId('filter-wrong').click();
    await expect(page.getByTestId('solution-problem')).toHaveCount(total - correct);
    await expect(page.locator('[data-testid="solution-problem"][data-correct="true"]')).toHaveCount(0);

    // The wrong (and unanswered) problems are in the wrong-answer note (at most 20: one page).
    await page.goto(`${origin}/mycbt/note`);
    await expect(page.getByTestId('note-card')).toHaveCount(wrongIds.length);
    for (const id of wrongIds) {
      await expect(page.locator(`[data-testid="note-card"][data-problem-idx="${id}"]`)).toBeVisible();
    }

    // The record is in my results, scored.
    await page.goto(`${origin}/mycbt/review`);
    const row = page.locator(`[data-testid="record-row"][data-record-idx="${recordIdx}"]`);
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'SUBMITTED');

    // Retry only the wrong ones from the note: a one-question review set runs on /cbt/onequestions/review.
    await page.goto(`${origin}/mycbt/note`);
    await page.getByRole('button', { name: '틀린 문제만 다시 풀기' }).click();
    await expect(page).toHaveURL(/\/cbt\/onequestions\/review\?record=\d+$/);
    const one = page.getByTestId('one-question');
    await expect(one).toBeVisible();
    await one.locator('label[data-choice="1"]').click();
    await one.getByRole('button', { name: '정답 확인' }).click();
    await expect(one.getByTestId('verdict')).toBeVisible();
    await expect(one.getByTestId('explanation')).toBeVisible();
  });
}
