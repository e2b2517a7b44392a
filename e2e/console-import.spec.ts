/**
 * Exam paper import in the operator console (ADR 31) on admin.careerroad.localhost: brand A's ADMIN imports the repo's
 * sample CSV into a new draft exam, the sample XLSX and a pasted Korean paper (a shared passage and a 합답형 item)
 * into the same exam, fixes the error the dry run reports on the pasted text, publishes the pasted paper and the exam;
 * a freshly registered brand A member sees only that paper and takes it on localhost; the paper's statistics count
 * the attempt. axe finds nothing on each console page. The exam is unpublished at the end: brand A's catalogue lists
 * newest first, and other tests take the first free exam of a category.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { ADMIN } from './support/corporate';
import { BRAND_A, E2E_PORT } from './support/hosts';
import { fillLoginForm } from './support/session';
import {
  choose,
  expectAllSaved,
  IMPORTED_EXAM_TITLE_PREFIX,
  papersOf,
  problemCard,
  registerMember,
  startPaper,
  submitSheet,
} from './support/solve';

const CONSOLE = `http://admin.careerroad.localhost:${E2E_PORT}`;
const SAMPLES = path.resolve(__dirname, '../docs/samples');
const SAMPLE_TEXT = readFileSync(path.join(SAMPLES, 'exam-import-sample.txt'), 'utf8');

async function dryRun(page: Page, ok: boolean) {
  await page.getByRole('button', { name: '미리보기' }).click();
  await expect(page.getByTestId('import-report')).toHaveAttribute('data-ok', ok ? 'true' : 'false');
}

async function confirmImport(page: Page, problems: number) {
  await page.getByRole('button', { name: '가져오기', exact: true }).click();
  await expect(page.getByTestId('import-done')).toContainText(`${problems}문제`);
}

test('the ADMIN imports CSV, XLSX and pasted text, fixes a reported error, publishes; a brand A member takes the paper', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const suffix = `${Date.now() % 1e6}`;
  const examTitle = `${IMPORTED_EXAM_TITLE_PREFIX}${suffix}`;

  await page.goto(`${CONSOLE}/exams/import`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(`${CONSOLE}/exams/import`);
  await expect(page.getByRole('heading', { name: '문제 가져오기' })).toBeVisible();
  await expectNoWcagViolations(page, { label: 'console /exams/import' });

  // 1. The sample CSV into a new draft exam.
  await page.getByRole('radio', { name: '새 시험 만들기 (초안)' }).check();
  // The types arrive from the API after the page renders: wait for more than the placeholder.
  await expect(page.getByLabel('시험 유형').locator('option')).not.toHaveCount(1);
  await page.getByLabel('시험 유형').selectOption({ index: 1 });
  await page.getByLabel('새 시험 제목').fill(examTitle);
  await page.getByLabel('회차 제목').fill('CSV 회차');
  await page.getByRole('radio', { name: 'CSV 파일' }).check();
  await page.locator('input[type="file"]').setInputFiles(path.join(SAMPLES, 'exam-import-sample.csv'));
  await expect(page.getByLabel(/CSV 내용/)).toHaveValue(/^번호,과목,지문번호/);
  await dryRun(page, true);
  await expect(page.getByTestId('import-report')).toContainText('문제 4개, 지문 1개를 만들 수 있습니다.');
  await expect(page.getByTestId('import-report')).toContainText('합답형 3문장');
  await confirmImport(page, 4);
  const href = await page.getByRole('link', { name: '회차 목록에서 공개하기' }).getAttribute('href');
  const examIdx = Number(/examIdx=(\d+)/.exec(href ?? '')?.[1]);
  expect(examIdx).toBeGreaterThan(0);

  // 2. The sample XLSX into the same exam (chosen through the address).
  await page.goto(`${CONSOLE}/exams/import?examIdx=${examIdx}`);
  await expect(page.getByLabel('시험', { exact: true })).toHaveValue(String(examIdx));
  await page.getByLabel('회차 제목').fill('XLSX 회차');
  await page.getByRole('radio', { name: 'XLSX 파일' }).check();
  await page.locator('input[type="file"]').setInputFiles(path.join(SAMPLES, 'exam-import-sample.xlsx'));
  await expect(page.getByText('선택한 파일: exam-import-sample.xlsx')).toBeVisible();
  await dryRun(page, true);
  await expect(page.getByTestId('import-report')).toContainText('문제 3개, 지문 1개를 만들 수 있습니다.');
  await confirmImport(page, 3);

  // 3. Pasted text with a wrong key: the dry run names the line; fixed, it imports.
  await page.goto(`${CONSOLE}/exams/import?examIdx=${examIdx}`);
  await expect(page.getByLabel('시험', { exact: true })).toHaveValue(String(examIdx));
  await page.getByLabel('회차 제목').fill('붙여넣기 회차');
  const broken = SAMPLE_TEXT.replace('정답: 1.② 2.② 3.②', '정답: 1.② 2.② 3.⑥');
  const keyLine = broken.split('\n').findIndex((line) => line.startsWith('정답: 1.')) + 1;
  await page.getByLabel('시험지 내용').fill(broken);
  await dryRun(page, false);
  const error = page.getByTestId('import-error');
  await expect(error).toHaveCount(1);
  await expect(error).toHaveAttribute('data-line', String(keyLine));
  await expect(error).toContainText('3번 문제의 정답 ⑥이 보기 범위(①~⑤)를 벗어납니다.');
  await expect(page.getByRole('button', { name: '가져오기', exact: true })).toBeDisabled();
  await expectNoWcagViolations(page, { label: 'console /exams/import with errors' });
  await page.getByLabel('시험지 내용').fill(SAMPLE_TEXT);
  await dryRun(page, true);
  await expect(page.getByTestId('import-report')).toContainText('문제 4개, 지문 1개를 만들 수 있습니다.');
  await expectNoWcagViolations(page, { label: 'console /exams/import report' });
  await confirmImport(page, 4);

  // 4. The exam's papers: all three 비공개; publish the pasted one, then the exam.
  await page.getByRole('link', { name: '회차 목록에서 공개하기' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/exams?examIdx=${examIdx}`);
  const rows = page.getByTestId('console-paper-row');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="console-paper-row"][data-published="false"]')).toHaveCount(3);
  await expectNoWcagViolations(page, { label: 'console /exams?examIdx' });
  const pasted = rows.filter({ hasText: '붙여넣기 회차' });
  const paperId = Number(await pasted.getAttribute('data-paper-id'));
  // The pasted paper's preview: the passage once, the 합답형 statements under the question, the key marked.
  await pasted.getByRole('link', { name: '붙여넣기 회차' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/exams/${paperId}`);
  await expect(page.getByTestId('preview-passage')).toHaveCount(1);
  await expect(page.locator('[data-testid="preview-problem"][data-number="3"]')).toContainText('ㄷ. 헌법 재판소는 위헌 법률 심판을 한다.');
  await expect(page.locator('[data-testid="preview-problem"][data-number="3"] [data-correct="true"]')).toContainText('② ㄱ, ㄷ');
  await expectNoWcagViolations(page, { label: 'console /exams/{paperId}' });
  await page.goBack();
  await pasted.getByRole('button', { name: '붙여넣기 회차 공개' }).click();
  await expect(pasted).toHaveAttribute('data-published', 'true');
  await page.getByRole('button', { name: '시험 공개' }).click();
  await expect(page.getByTestId('exam-status')).toHaveText('공개된 시험');

  try {
    // 5. A fresh brand A member sees the one published paper and takes it.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await registerMember(memberContext, 'a', '가져오기응시자');
    await member.goto(`${BRAND_A}/`);
    const papers = await papersOf(member, examIdx);
    expect(papers.map((paper) => paper.examDetailIdx)).toEqual([paperId]);
    await startPaper(member, BRAND_A, papers[0]!, 'MOCK');
    await expect(member.getByText('마을 어귀의 느티나무는 삼백 년 동안 같은 자리를 지켰다.').first()).toBeVisible();
    await expect(problemCard(member, 3)).toContainText('ㄱ. 지방 자치 단체는 조례를 제정할 수 있다.');
    await choose(member, 1, 2);
    await choose(member, 3, 2);
    await expectAllSaved(member);
    await submitSheet(member, 2);
    await expect(member).toHaveURL(new RegExp(`${BRAND_A}/cbt/practice/score/\\d+$`));
    await memberContext.close();

    // 6. The paper's statistics count the attempt.
    await page.goto(`${CONSOLE}/exams/${paperId}/statistics`);
    await expect(page.getByTestId('statistics-summary')).toContainText('응시 1명');
    await expect(page.getByTestId('statistics-row')).toHaveCount(4);
    await expectNoWcagViolations(page, { label: 'console /exams/{paperId}/statistics' });
    await page.goto(`${CONSOLE}/exams`);
    await expect(page.getByTestId('console-exam-row').filter({ hasText: examTitle })).toContainText('공개');
    await expectNoWcagViolations(page, { label: 'console /exams' });
  } finally {
    await page.goto(`${CONSOLE}/exams?examIdx=${examIdx}`);
    await page.getByRole('button', { name: '시험 공개 취소' }).click();
    await expect(page.getByTestId('exam-status')).toHaveText('초안 시험 (응시자에게 보이지 않음)');
  }
});
