/**
 * the exam screens fit the phone. At 320, 375, 390 and 768 px on both brands, the mock exam
 * with a shared passage, the solution page and the wrong-answer note are exactly as wide as the viewport, the
 * 답안지 제출 control and the answer bar are on screen, and the passage's last word can be read by scrolling
 * down only. The shared passages of the seed carry wide tables (the cause of the 401–473 px pages).
 *
 * One test per brand and width; each registers its own member, takes one paper with passages as a mock
 * exam and submits it blank (every problem becomes a wrong-answer note), then starts the paper again so an
 * in-progress sheet exists too.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiJson, type BrandKey, freeExamsOf, ORIGINS, papersOf, registerMember } from './support/solve';

const WIDTHS = [320, 375, 390, 768] as const;
const HEIGHT = 844;
/** Categories whose papers have shared passages with tables. */
const SLUGS: Record<BrandKey, string> = { a: 'public-company', b: 'hospital-test' };

interface Sheet {
  recordIdx: number;
  passages: { id: number }[];
}

/** The first free paper of the category with shared passages, started as a mock exam. */
async function startPaperWithPassages(page: Page, brand: BrandKey): Promise<{ examDetailIdx: number; sheet: Sheet }> {
  for (const exam of await freeExamsOf(page, SLUGS[brand])) {
    for (const paper of await papersOf(page, exam.examIdx)) {
      const started = await apiJson<Sheet>(page, '/apiV2/records', {
        method: 'POST',
        body: { mode: 'MOCK', examDetailIdx: paper.examDetailIdx },
      });
      expect([200, 201]).toContain(started.status);
      if (started.body.passages.length > 0) return { examDetailIdx: paper.examDetailIdx, sheet: started.body };
    }
  }
  throw new Error(`no paper with passages in ${SLUGS[brand]}`);
}

async function expectNoSideways(page: Page, width: number, where: string): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.innerWidth, `${where}: layout viewport`).toBe(width);
  expect(size.scrollWidth, `${where}: document width`).toBe(width);
}

/** Fully inside the visual viewport (not below the fold, not off the right edge). */
async function expectInViewport(locator: Locator, width: number, where: string): Promise<void> {
  await expect(locator, where).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.x, `${where}: left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${where}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${where}: right`).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height, `${where}: bottom`).toBeLessThanOrEqual(HEIGHT + 0.5);
}

/**
 * Scrolls the page vertically so the passage's last word (outside tables, which scroll in their own box) is
 * mid-screen, then checks the word lies within the viewport's width and is what is drawn at that point.
 */
async function expectLastWordReadable(page: Page, passage: Locator, where: string): Promise<void> {
  await expect(passage, where).toBeVisible();
  const handle = await passage.elementHandle();
  const result = await page.evaluate((root) => {
    const walker = document.createTreeWalker(root!, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('table') || !node.textContent?.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    let last: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node as Text;
    if (!last) return { error: 'no text' };
    const text = last.textContent!.replace(/\s+$/, '');
    const start = Math.max(text.search(/\S+$/), 0);
    const range = document.createRange();
    range.setStart(last, start);
    range.setEnd(last, text.length);
    const before = range.getBoundingClientRect();
    window.scrollTo({ left: window.scrollX, top: window.scrollY + before.top - window.innerHeight / 2, behavior: 'instant' });
    const rect = range.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      word: text.slice(start),
      left: rect.left,
      right: rect.right,
      top: rect.top,
      bottom: rect.bottom,
      scrollX: window.scrollX,
      drawnHere: !!hit && (hit === last.parentElement || last.parentElement!.contains(hit) || hit.contains(last)),
    };
  }, handle);
  expect(result.error, where).toBeUndefined();
  const word = `${where}: last word "${result.word}"`;
  expect(result.scrollX, `${word}, no sideways scroll`).toBe(0);
  expect(result.left, word).toBeGreaterThanOrEqual(0);
  expect(result.right, word).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  expect(result.top, word).toBeGreaterThanOrEqual(0);
  expect(result.bottom, word).toBeLessThanOrEqual(HEIGHT);
  expect(result.drawnHere, `${word} is not covered`).toBe(true);
}

for (const brand of ['a', 'b'] as const) {
  for (const width of WIDTHS) {
    test(`brand ${brand.toUpperCase()} at ${width} px: mock exam, solution and note fit the screen`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: HEIGHT }, isMobile: width < 768, hasTouch: width < 768 });
      const page = await context.newPage();
      try {
        const origin = ORIGINS[brand];
        await registerMember(context, brand, '화면테스트');
        await page.goto(`${origin}/mycbt/archive`);

        // A submitted blank sheet: solutions for every problem, and every problem in the note.
        const finished = await startPaperWithPassages(page, brand);
        const submitted = await apiJson(page, `/apiV2/records/${finished.sheet.recordIdx}/submit`, { method: 'POST' });
        expect(submitted.status).toBe(200);
        const again = await apiJson<Sheet>(page, '/apiV2/records', { method: 'POST', body: { mode: 'MOCK', examDetailIdx: finished.examDetailIdx } });
        expect(again.status).toBe(201);

        // The mock exam: no sideways scroll, submit and answer bar on screen at the top and at the end.
        await page.goto(`${origin}/cbt/practice/${finished.examDetailIdx}?record=${again.body.recordIdx}`);
        await expect(page.getByTestId('mock-exam')).toBeVisible();
        await expect(page.getByTestId('passage').first()).toContainText('공통 지문');
        await expectNoSideways(page, width, 'mock exam');
        const submit = page.getByRole('button', { name: '답안지 제출' }).filter({ visible: true });
        const answerBar = page.getByTestId('answer-bar').filter({ visible: true });
        await expect(submit).toHaveCount(1);
        await expect(answerBar).toHaveCount(1);
        await expectInViewport(submit, width, 'mock exam: 답안지 제출');
        await expectInViewport(answerBar, width, 'mock exam: answer bar');
        await expectLastWordReadable(page, page.getByTestId('passage').first(), 'mock exam');
        await expectInViewport(answerBar, width, 'mock exam, scrolled: answer bar');
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await expectInViewport(submit, width, 'mock exam, at the end: 답안지 제출');
        await expectInViewport(answerBar, width, 'mock exam, at the end: answer bar');
        await expectNoSideways(page, width, 'mock exam, at the end');

        // The solution page of the submitted sheet.
        await page.goto(`${origin}/cbt/practice/solution/${finished.sheet.recordIdx}`);
        await expect(page.getByTestId('solution-list')).toBeVisible();
        await expectNoSideways(page, width, 'solution');
        await expectLastWordReadable(page, page.getByTestId('passage').first(), 'solution');

        // The wrong-answer note lists the blank answers, passages included.
        await page.goto(`${origin}/mycbt/note`);
        await expect(page.getByTestId('note-card').first()).toBeVisible();
        await expectNoSideways(page, width, 'note');
        await expectLastWordReadable(page, page.getByTestId('passage').first(), 'note');
      } finally {
        await context.close();
      }
    });
  }
}
