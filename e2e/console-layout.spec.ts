/**
 * The console's authoring screens fit the window and their cards keep their content off the border: the problem
 * editor (a seeded problem and a new one, editors loaded) has no horizontal overflow at 1,280 and 390 px, and the
 * import form, its dry-run report and the paper preview draw their cards with inner padding. Read only: the dry run
 * writes nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from './support/corporate';
import { ORIGINS } from './support/hosts';
import { fillLoginForm } from './support/session';
import { apiJson } from './support/solve';

const CONSOLE = ORIGINS.consoleA;
const SAMPLE_TEXT = readFileSync(path.resolve(__dirname, '../docs/samples/exam-import-sample.txt'), 'utf8');
const WIDTHS = [1280, 390] as const;

/** The document's width against the window's, with the elements that stick out named for the failure message. */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const right = element.getBoundingClientRect().right;
      // The outermost element that sticks out: its parent fits.
      if (right > innerWidth + 0.5 && (element.parentElement?.getBoundingClientRect().right ?? 0) <= innerWidth + 0.5) {
        const name = `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''}.${element.className}`;
        culprits.push(`${name} → ${Math.round(right)}px`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits: culprits.slice(0, 10) };
  });
}

async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        const { scrollWidth, innerWidth, culprits } = await horizontalOverflow(page);
        return scrollWidth <= innerWidth ? 'fits' : `${scrollWidth}px in ${innerWidth}px: ${culprits.join(', ')}`;
      }, { message: `${label} at ${width} px` })
      .toBe('fits');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The padding of the card that holds `inner` (the nearest box with a border, the element itself included). */
async function cardPadding(inner: Locator): Promise<{ top: number; left: number }> {
  return inner.evaluate((element) => {
    let box: Element | null = element;
    while (box && parseFloat(getComputedStyle(box).borderTopWidth) === 0) box = box.parentElement;
    if (!box) throw new Error('no card around the element');
    const style = getComputedStyle(box);
    return { top: parseFloat(style.paddingTop), left: parseFloat(style.paddingLeft) };
  });
}

async function expectPaddedCard(inner: Locator, label: string): Promise<void> {
  const padding = await cardPadding(inner);
  expect(padding.top, `${label}: padding-top`).toBeGreaterThan(0);
  expect(padding.left, `${label}: padding-left`).toBeGreaterThan(0);
}

async function editorsLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('content-field-stem').getByTestId('rich-text-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('content-field-choice-1').getByTestId('rich-text-editor')).toBeVisible();
  await expect(page.getByTestId('content-field-explanation').getByTestId('rich-text-editor')).toBeVisible();
}

test('the problem editor fits 1,280 and 390 px; the import form, its report and the preview have padded cards', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${CONSOLE}/exams`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(`${CONSOLE}/exams`);

  // A seeded paper with problems.
  const exams = await apiJson<{ items: Array<{ examIdx: number; examDetailCount: number; title: string }> }>(page, '/apiV2/admin/exams?pageSize=100');
  const exam = exams.body.items.find((item) => item.examDetailCount > 0)!;
  const detail = await apiJson<{ examDetails: Array<{ examDetailIdx: number; problemCount: number }> }>(page, `/apiV2/admin/exams/${exam.examIdx}`);
  const paper = detail.body.examDetails.find((item) => item.problemCount > 0)!;

  // 문제 편집: a stored problem, then a new one.
  await page.goto(`${CONSOLE}/exams/${paper.examDetailIdx}/edit`);
  await page.getByRole('link', { name: /^\d+번 문제 편집$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/exams/${paper.examDetailIdx}/problems/\\d+$`));
  await editorsLoaded(page);
  await expectNoHorizontalOverflow(page, '문제 편집');
  await page.goto(`${CONSOLE}/exams/${paper.examDetailIdx}/problems/new`);
  await editorsLoaded(page);
  await expectNoHorizontalOverflow(page, '새 문제');

  // 회차 미리보기: every problem card is padded.
  await page.goto(`${CONSOLE}/exams/${paper.examDetailIdx}`);
  const problem = page.getByTestId('preview-problem').first();
  await expect(problem).toBeVisible();
  await expectPaddedCard(problem, 'preview problem');

  // 문제 가져오기: the form's card, then the dry run's report.
  await page.goto(`${CONSOLE}/exams/import`);
  await expect(page.getByRole('heading', { name: '문제 가져오기' })).toBeVisible();
  await expectPaddedCard(page.getByText('양식 내려받기'), 'import form');
  await page.getByRole('radio', { name: '새 시험 만들기 (초안)' }).check();
  await expect(page.getByLabel('시험 유형').locator('option')).not.toHaveCount(1);
  await page.getByLabel('시험 유형').selectOption({ index: 1 });
  await page.getByLabel('새 시험 제목').fill('레이아웃 확인용 (가져오지 않음)');
  await page.getByLabel('회차 제목').fill('미리보기만');
  await page.getByLabel('시험지 내용').fill(SAMPLE_TEXT);
  await page.getByRole('button', { name: '미리보기' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toHaveAttribute('data-ok', 'true');
  await expectPaddedCard(report, 'import report');
  await expectNoHorizontalOverflow(page, '문제 가져오기');
});
