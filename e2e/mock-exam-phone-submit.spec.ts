/**
 * 답안지 제출 on a phone (390 px) whose main thread is busy: the page leaves the answer sheet for the score, and the
 * score is on screen, even when the connection drops right after the submit — the score page's server data is all it
 * needs (the query cache keeps it until the score renders, src/web/api/hold-server-queries.ts).
 */
import { expect, test } from '@playwright/test';
import { collectPageErrors, phoneCpu, slowRenderSlices } from './support/busy-main-thread';
import { choose, freeExamsOf, ORIGINS, papersOf, recordIdxOf, registerMember, startPaper, timerSeconds } from './support/solve';

for (const { brand, category } of [
  { brand: 'a', category: 'public-company' },
  { brand: 'b', category: 'hospital-test' },
] as const) {
  test(`brand ${brand.toUpperCase()}: 답안지 제출 at 390 px lands on the score with the score on screen`, async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerMember(context, brand);
    const origin = ORIGINS[brand];
    await page.goto(`${origin}/`);
    const [exam] = await freeExamsOf(page, category);
    const [paper] = await papersOf(page, exam!.examIdx);
    await slowRenderSlices(page);
    const errors = collectPageErrors(page);
    await startPaper(page, origin, paper!, 'MOCK');
    const recordIdx = recordIdxOf(page.url());
    // Hydrated: the clock counts down in the browser.
    const served = await timerSeconds(page);
    await expect.poll(() => timerSeconds(page), { timeout: 30_000 }).toBeLessThan(served);
    await choose(page, 1, 1);
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
    // Down at the last problems of the long sheet, where a phone user submits from the bottom bar.
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);

    await phoneCpu(page);
    // The connection drops once the sheet is submitted: the browser cannot fetch the score itself.
    await page.route(`**/apiV2/records/${recordIdx}/result`, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('answer-bar').getByRole('button', { name: '답안지 제출' }).click();
    await page.getByTestId('submit-dialog').getByRole('button', { name: '제출', exact: true }).click();

    // The phone is slowed 4× and React's slices spaced out: the submit and the move take longer than a desktop's.
    await expect(page).toHaveURL(`${origin}/cbt/practice/score/${recordIdx}`, { timeout: 30_000 });
    const score = page.getByTestId('score-view');
    await expect(score).toBeVisible({ timeout: 30_000 });
    await expect(score).toBeInViewport();
    await expect(page.getByTestId('score-total')).not.toBeEmpty();
    await expect(page.getByTestId('mock-exam')).toHaveCount(0);
    // The score page is as tall as its content, not the answer sheet's ~10,000 px.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3000);
    expect(errors).toEqual([]);
  });
}
