/**
 * Exam authoring in the operator console on admin.careerroad.localhost. Brand A's operator (the seed's brand A
 * operator is its ADMIN; authoring is CONTENT_EDITOR and ADMIN work alike) adds a sub-type, creates a draft exam
 * under it (title prefix `가져오기 시험 `, so other specs' freeExamsOf skips it; unpublished at the end), a paper, a
 * passage, a problem with bold text, a 2×2 table, an inline formula and an uploaded image, and a second problem on
 * the passage; edits the first problem's wording (leaving with unsaved changes asks first); publishes paper and exam.
 * A fresh brand A member starts the paper in mock mode and sees both problems (stem text, table, MathML, image);
 * once the member has saved an answer, the operator finds problem 1's key, choice count and points locked with a link
 * to the preview's 정답 변경 + 재채점. axe on every authoring page and dialog, and on brand B's (its CONTENT_EDITOR,
 * read-only: a seeded TEXT problem opens converted for the editor).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { expectNoWcagViolations } from './support/axe';
import { ADMIN } from './support/corporate';
import { BRAND_A, E2E_PORT } from './support/hosts';
import { fillLoginForm } from './support/session';
import { apiJson, choose, expectAllSaved, IMPORTED_EXAM_TITLE_PREFIX, papersOf, problemCard, registerMember, startPaper } from './support/solve';
import { withJosa } from '../src/config/korean-particle';

const CONSOLE_A = `http://admin.careerroad.localhost:${E2E_PORT}`;
const CONSOLE_B = `http://admin.nursepass.localhost:${E2E_PORT}`;
const EDITOR_B = { email: 'editor@nursepass.co.kr', password: DEMO_PASSWORD };

// A valid 1×1 PNG.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** One content field of the authoring forms (its editor and toolbar), by the test id ContentEditor gives it. */
function field(page: Page, testId: string): Locator {
  return page.getByTestId(`content-field-${testId}`);
}

/** The field's editable area, once the editor has loaded (its chunk is the largest the console loads). */
async function editorOf(page: Page, testId: string): Promise<Locator> {
  const box = field(page, testId).getByTestId('rich-text-editor');
  await expect(box).toBeVisible({ timeout: 30_000 });
  return box;
}

async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  const box = await editorOf(page, testId);
  await box.click();
  await page.keyboard.type(text);
}

test('an operator writes a paper with a passage, rich problems and an edit; a brand A member takes it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const suffix = `${Date.now() % 1e6}`;
  const typeName = `저작 유형 ${suffix}`;
  const examTitle = `${IMPORTED_EXAM_TITLE_PREFIX}저작 ${suffix}`;

  // 1. 시험 유형: a sub-type under the first category; the same name again is the server's Korean 409 in the form.
  await page.goto(`${CONSOLE_A}/exam-types`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(`${CONSOLE_A}/exam-types`);
  const category = page.getByTestId('exam-type-category').first();
  await expect(category).toBeVisible();
  await expectNoWcagViolations(page, { label: 'console /exam-types' });
  const categoryName = (await category.locator('h2').first().innerText()).replace(/\s*시험 \d+개$/, '').trim();
  const addForm = category.getByTestId('exam-type-add-form');
  await addForm.getByLabel('새 하위 유형 이름').fill(typeName);
  await addForm.getByRole('button', { name: '하위 유형 추가' }).click();
  await expect(category.getByTestId('exam-type-row').filter({ hasText: typeName })).toBeVisible();
  await addForm.getByLabel('새 하위 유형 이름').fill(typeName);
  await addForm.getByRole('button', { name: '하위 유형 추가' }).click();
  await expect(addForm.getByTestId('exam-type-add-error')).toBeVisible();
  await expect(addForm.getByLabel('새 하위 유형 이름')).toHaveValue(typeName);
  // A second one to move up, rename and delete.
  const scratch = `임시 유형 ${suffix}`;
  await addForm.getByLabel('새 하위 유형 이름').fill(scratch);
  await addForm.getByRole('button', { name: '하위 유형 추가' }).click();
  // By id: while it is being renamed, its name is in a text box rather than the row's text.
  const scratchId = await category.getByTestId('exam-type-row').filter({ hasText: scratch }).getAttribute('data-type-id');
  const scratchRow = category.locator(`[data-testid="exam-type-row"][data-type-id="${scratchId}"]`);
  await scratchRow.getByRole('button', { name: `${scratch} 위로` }).click();
  await expect(page.getByText(`${withJosa(scratch, '을/를')} 위로 옮겼습니다.`)).toBeVisible();
  const rows = category.getByTestId('exam-type-row');
  await expect
    .poll(async () => {
      const names = await rows.allInnerTexts();
      return names.findIndex((text) => text.includes(scratch)) < names.findIndex((text) => text.includes(typeName));
    })
    .toBe(true);
  await scratchRow.getByRole('button', { name: `${scratch} 이름 바꾸기` }).click();
  await scratchRow.getByLabel('새 이름').fill(`${scratch} 변경`);
  await scratchRow.getByRole('button', { name: '저장' }).click();
  await expect(scratchRow.locator('strong')).toHaveText(`${scratch} 변경`);
  await scratchRow.getByRole('button', { name: `${scratch} 변경 삭제` }).click();
  await expect(page.getByTestId('exam-type-delete-dialog')).toBeVisible();
  await expectNoWcagViolations(page, { label: 'console /exam-types delete dialog', include: '[data-testid="exam-type-delete-dialog"]' });
  await page.getByTestId('exam-type-delete-dialog-confirm').click();
  await expect(scratchRow).toHaveCount(0);

  // 2. 시험 만들기 (a draft under the new sub-type), then 회차 만들기.
  await page.getByRole('navigation', { name: '운영 콘솔 메뉴' }).getByRole('link', { name: '시험지 관리' }).click();
  await page.getByTestId('exam-create-open').click();
  const examDialog = page.getByTestId('exam-form-dialog');
  await expect(examDialog).toBeVisible();
  await expect(examDialog.getByLabel('시험 유형').locator('option', { hasText: typeName })).toHaveCount(1);
  await expectNoWcagViolations(page, { label: 'console /exams 시험 만들기', include: '[data-testid="exam-form-dialog"]' });
  await examDialog.getByLabel('시험 유형').selectOption({ label: `${categoryName} › ${typeName}` });
  await examDialog.getByLabel('시험 제목').fill(examTitle);
  await examDialog.getByTestId('exam-form-submit').click();
  await expect(page).toHaveURL(/\/exams\?examIdx=\d+$/);
  const examIdx = Number(/examIdx=(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('exam-status')).toContainText('초안');
  await expect(page.getByTestId('exam-summary')).toContainText(typeName);

  try {
    await page.getByTestId('paper-create-open').click();
    const paperDialog = page.getByTestId('paper-form-dialog');
    await paperDialog.getByLabel('회차 제목').fill('저작 회차');
    await paperDialog.getByLabel('제한 시간(분)').fill('700');
    await paperDialog.getByTestId('paper-form-submit').click();
    await expect(paperDialog.getByText('제한 시간은 1분에서 600분 사이로 입력해주세요.')).toBeVisible();
    await expectNoWcagViolations(page, { label: 'console 회차 만들기', include: '[data-testid="paper-form-dialog"]' });
    await paperDialog.getByLabel('제한 시간(분)').fill('30');
    await paperDialog.getByTestId('paper-form-submit').click();
    const paperRow = page.getByTestId('console-paper-row').filter({ hasText: '저작 회차' });
    await expect(paperRow).toBeVisible();
    await expectNoWcagViolations(page, { label: 'console /exams?examIdx' });
    const paperId = Number(await paperRow.getAttribute('data-paper-id'));

    // 3. 회차 편집: a passage in the block editor.
    await paperRow.getByTestId('paper-edit-link').click();
    await expect(page).toHaveURL(`${CONSOLE_A}/exams/${paperId}/edit`);
    await expect(page.getByTestId('paper-title')).toHaveText('저작 회차');
    await page.getByTestId('passage-add-open').click();
    const passageForm = page.getByTestId('passage-form');
    await passageForm.getByLabel('지문 제목 (선택)').fill('공통 자료');
    await typeInto(page, 'passage-body', '다음 자료를 읽고 물음에 답하시오.');
    await expectNoWcagViolations(page, { label: 'console /exams/{id}/edit with the passage form' });
    await passageForm.getByTestId('passage-save').click();
    await expect(page.getByTestId('passage-row').filter({ hasText: '공통 자료' })).toContainText('다음 자료를 읽고 물음에 답하시오.');

    // 4. Problem 1: bold text, a formula, a 2×2 table, an uploaded image; four choices, key ②.
    await page.getByTestId('problem-add-link').click();
    await expect(page).toHaveURL(`${CONSOLE_A}/exams/${paperId}/problems/new`);
    await expect(page.getByLabel('번호', { exact: true })).toHaveValue('1');
    const passageSelect = page.getByTestId('problem-passage-select');
    await passageSelect.selectOption((await passageSelect.locator('option', { hasText: '공통 자료' }).getAttribute('value'))!);
    const stem = await editorOf(page, 'stem');
    await stem.click();
    await page.keyboard.type('다음 중 ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('옳은 것');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('은?');
    await page.keyboard.press('Enter');
    await page.keyboard.type('넓이는 ');
    const stemField = field(page, 'stem');
    await stemField.getByTestId('editor-math-button').click();
    await stemField.getByLabel('수식 (LaTeX)').fill('x^2');
    await stemField.getByTestId('editor-prompt').getByRole('button', { name: '넣기' }).click();
    await expect(stem.locator('[data-latex="x^2"]')).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await stemField.getByRole('button', { name: '표 넣기' }).click();
    await expect(stem.locator('table tr')).toHaveCount(3);
    await stemField.getByRole('button', { name: '열 삭제' }).click();
    await stem.locator('table tr').nth(2).locator('td').first().click();
    await stemField.getByRole('button', { name: '행 삭제' }).click();
    await expect(stem.locator('table tr')).toHaveCount(2);
    await expect(stem.locator('table tr').first().locator('th')).toHaveCount(2);
    for (const [cell, text] of [
      [stem.locator('table th').nth(0), '구분'],
      [stem.locator('table th').nth(1), '값'],
      [stem.locator('table td').nth(0), '가'],
      [stem.locator('table td').nth(1), '10'],
    ] as const) {
      await cell.click();
      await page.keyboard.type(text);
    }
    await stem.locator('p', { hasText: '다음 중' }).click();
    await page.keyboard.press('End');
    await stemField.getByTestId('editor-image-input').setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(stem.locator('img[src^="/uploads/"]')).toHaveCount(1);
    for (const [i, text] of ['첫째 보기', '둘째 보기', '셋째 보기', '넷째 보기'].entries()) await typeInto(page, `choice-${i + 1}`, text);
    await page.getByRole('radio', { name: '② 2번' }).check();
    await typeInto(page, 'explanation', '둘째 보기가 옳다.');
    await expectNoWcagViolations(page, { label: 'console /exams/{id}/problems/new' });
    await page.getByTestId('problem-save').click();
    await expect(page).toHaveURL(`${CONSOLE_A}/exams/${paperId}/edit`);
    await expect(page.locator('[data-testid="problem-row"][data-number="1"]')).toContainText('옳은 것');

    // 5. Problem 2 on the same passage (the form starts from the last problem's), two choices, key ①.
    await page.getByTestId('problem-add-link').click();
    await expect(page.getByLabel('번호', { exact: true })).toHaveValue('2');
    await expect(page.getByTestId('problem-passage-select').locator('option:checked')).toHaveText(/^공통 자료/);
    await typeInto(page, 'stem', '두 번째 문제입니다.');
    await page.getByRole('button', { name: '선택지 4 삭제' }).click();
    await page.getByRole('button', { name: '선택지 3 삭제' }).click();
    await expect(page.getByTestId('problem-choice')).toHaveCount(2);
    await typeInto(page, 'choice-1', '맞음');
    await typeInto(page, 'choice-2', '틀림');
    await page.getByRole('radio', { name: '① 1번' }).check();
    await page.getByTestId('problem-save').click();
    await expect(page).toHaveURL(`${CONSOLE_A}/exams/${paperId}/edit`);
    await expect(page.getByTestId('problem-row')).toHaveCount(2);
    await expect(page.getByTestId('passage-row').filter({ hasText: '공통 자료' })).toContainText('문제 2개');

    // 6. Problem 1's wording changes; leaving first with the change unsaved asks, and staying keeps it.
    await page.getByRole('link', { name: '1번 문제 편집' }).click();
    const edited = await editorOf(page, 'stem');
    await expect(edited.locator('table td')).toHaveCount(2);
    await edited.locator('p', { hasText: '다음 중' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (개정)');
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.message()).toContain('저장하지 않은 변경 내용이 있습니다');
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: '← 저작 회차 편집' }).click();
    await asked;
    await expect(page).toHaveURL(new RegExp(`/exams/${paperId}/problems/\\d+$`));
    await expect(edited).toContainText('(개정)');
    await page.getByTestId('problem-save').click();
    await expect(page).toHaveURL(`${CONSOLE_A}/exams/${paperId}/edit`);
    await expect(page.locator('[data-testid="problem-row"][data-number="1"]')).toContainText('(개정)');
    const problemId = Number(await page.locator('[data-testid="problem-row"][data-number="1"]').getAttribute('data-problem-id'));

    // 7. Publishing lives on the exam's paper list: a paper written one by one is 공개 from the start (ADR 31: only
    // imports start 비공개), so takers see it once the exam itself is published.
    await page.getByRole('link', { name: '← 회차 목록' }).click();
    await expect(paperRow).toHaveAttribute('data-published', 'true');
    // The preview shows the rich problem as takers will (choices and explanation through the same renderer).
    await paperRow.getByRole('link', { name: '저작 회차' }).click();
    await expect(page.locator('[data-testid="preview-problem"][data-number="1"] math')).toHaveCount(1);
    await expect(page.locator('[data-testid="preview-problem"][data-number="1"] [data-correct="true"]')).toContainText('② 둘째 보기');
    await expectNoWcagViolations(page, { label: 'console /exams/{id} preview of HTML problems' });
    await page.goBack();
    await page.getByRole('button', { name: '시험 공개' }).click();
    await expect(page.getByTestId('exam-status')).toHaveText('공개된 시험');

    // 8. A fresh brand A member starts the paper in mock mode and sees both problems as written.
    const memberContext = await browser.newContext();
    try {
      const member = await memberContext.newPage();
      await registerMember(memberContext, 'a', '저작응시자');
      await member.goto(`${BRAND_A}/`);
      const papers = await papersOf(member, examIdx);
      expect(papers.map((paper) => paper.title)).toEqual(['저작 회차']);
      await startPaper(member, BRAND_A, papers[0]!, 'MOCK');
      const first = problemCard(member, 1);
      await expect(first).toContainText('다음 중 옳은 것은? (개정)');
      await expect(first.locator('strong', { hasText: '옳은 것' })).toBeVisible();
      await expect(first.locator('table th')).toHaveText(['구분', '값']);
      await expect(first.locator('table td')).toHaveText(['가', '10']);
      await expect(first.locator('math')).toHaveCount(1);
      const image = first.locator('img[src^="/uploads/"]');
      await expect(image).toHaveCount(1);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(problemCard(member, 2)).toContainText('두 번째 문제입니다.');
      await expect(member.getByTestId('passage').filter({ hasText: '다음 자료를 읽고 물음에 답하시오.' })).toBeVisible();
      await choose(member, 1, 2);
      await expectAllSaved(member);
    } finally {
      await memberContext.close();
    }

    // 9. With an answer saved, problem 1 keeps its key, choice count and points; the note links to the preview.
    await page.goto(`${CONSOLE_A}/exams/${paperId}/problems/${problemId}`);
    await expect(page.getByTestId('problem-locked-note')).toContainText('응시자 답안 1건');
    await expect(page.getByRole('radio', { name: '② 2번' })).toBeDisabled();
    await expect(page.getByLabel('배점')).toBeDisabled();
    await expect(page.getByTestId('problem-choice-add')).toBeDisabled();
    await expect(page.getByTestId('problem-rescore-link')).toHaveAttribute('href', `/exams/${paperId}#problem-1`);
    await editorOf(page, 'stem');
    await expectNoWcagViolations(page, { label: 'console /exams/{id}/problems/{problemId} locked' });

    // 10. The sub-type now holds the exam: its 삭제 is disabled with the reason.
    await page.goto(`${CONSOLE_A}/exam-types`);
    const typeRow = page.getByTestId('exam-type-row').filter({ hasText: typeName });
    await expect(typeRow.getByRole('button', { name: `${typeName} 삭제` })).toBeDisabled();
    await expect(typeRow.getByTestId('exam-type-delete-reason')).toHaveText('시험 1개가 있어 삭제할 수 없습니다.');
  } finally {
    // Brand A's catalogue lists newest first and other tests take the first free exam of a category.
    const { status } = await apiJson(page, `/apiV2/admin/exams/${examIdx}/unpublish`, { method: 'POST' });
    expect(status).toBe(200);
  }
});

test("brand B's content editor: the authoring pages pass axe, paid exams ask for a price, a TEXT problem opens converted", async ({ page }) => {
  // Five axe audits, three of them on pages carrying editors.
  test.setTimeout(180_000);
  await page.goto(`${CONSOLE_B}/exam-types`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLoginForm(page, EDITOR_B);
  await expect(page).toHaveURL(`${CONSOLE_B}/exam-types`);
  await expect(page.getByTestId('exam-type-category').first()).toBeVisible();
  await expectNoWcagViolations(page, { label: 'brand B console /exam-types' });

  await page.goto(`${CONSOLE_B}/exams`);
  await page.getByTestId('exam-create-open').click();
  const dialog = page.getByTestId('exam-form-dialog');
  await expect(dialog.getByLabel('시험 유형').locator('option')).not.toHaveCount(1);
  await dialog.getByLabel('시험 유형').selectOption({ index: 1 });
  await dialog.getByLabel('시험 제목').fill('가격 없는 유료 시험');
  await dialog.getByRole('radio', { name: '유료' }).check();
  await dialog.getByTestId('exam-form-submit').click();
  await expect(dialog.getByText('유료 시험의 가격을 입력해주세요.')).toBeVisible();
  await expectNoWcagViolations(page, { label: 'brand B console 시험 만들기', include: '[data-testid="exam-form-dialog"]' });
  await dialog.getByRole('button', { name: '취소' }).click();

  // A seeded paper (TEXT content) in the authoring pages, read only.
  const exams = await apiJson<{ items: Array<{ examIdx: number; examDetailCount: number }> }>(page, '/apiV2/admin/exams?pageSize=100');
  const exam = exams.body.items.find((item) => item.examDetailCount > 0)!;
  const detail = await apiJson<{ examDetails: Array<{ examDetailIdx: number; problemCount: number }> }>(page, `/apiV2/admin/exams/${exam.examIdx}`);
  const paper = detail.body.examDetails.find((item) => item.problemCount > 0)!;
  await page.goto(`${CONSOLE_B}/exams/${paper.examDetailIdx}/edit`);
  await expect(page.getByTestId('problem-row').first()).toBeVisible();
  await expectNoWcagViolations(page, { label: 'brand B console /exams/{id}/edit' });
  await page.getByRole('link', { name: /^\d+번 문제 편집$/ }).first().click();
  await expect(page.getByTestId('problem-text-note')).toBeVisible();
  const stem = await editorOf(page, 'stem');
  await expect(stem.locator('p').first()).not.toBeEmpty();
  await expectNoWcagViolations(page, { label: 'brand B console /exams/{id}/problems/{problemId}' });
  await page.goto(`${CONSOLE_B}/exams/${paper.examDetailIdx}/problems/new`);
  await editorOf(page, 'stem');
  await expectNoWcagViolations(page, { label: 'brand B console /exams/{id}/problems/new' });
});
