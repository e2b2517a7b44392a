/**
 * 문제 오류 신고 and answer-key rescore (ADR 32): brand A's ADMIN imports a small paper of its
 * own (title prefix `가져오기 시험 `, so other specs' freeExamsOf skips it; unpublished at the end) and publishes it; a
 * fresh brand A member takes it, answers problem 1 with ② (the key) and reports problem 1 from the solution screen;
 * the operator finds the report in /error-reports, changes problem 1's key on the paper preview, sees how many records
 * a rescore changes, rescores, and resolves the report; the member's report reads 처리 완료 with the note and the
 * solution now marks problem 1 wrong. axe on every new console page and on the report dialog.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { ADMIN } from './support/corporate';
import { BRAND_A, E2E_PORT } from './support/hosts';
import { fillLoginForm } from './support/session';
import { apiJson, choose, expectAllSaved, IMPORTED_EXAM_TITLE_PREFIX, papersOf, registerMember, startPaper, submitSheet } from './support/solve';

const CONSOLE = `http://admin.careerroad.localhost:${E2E_PORT}`;
const SAMPLE_TEXT = readFileSync(path.resolve(__dirname, '../docs/samples/exam-import-sample.txt'), 'utf8');

test('a member reports a wrong key; the operator changes it, rescores the records and resolves the report', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const examTitle = `${IMPORTED_EXAM_TITLE_PREFIX}오류신고 ${Date.now() % 1e6}`;

  // 1. The operator imports a paper of its own into a new draft exam and publishes both.
  await page.goto(`${CONSOLE}/exams/import`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(`${CONSOLE}/exams/import`);
  await page.getByRole('radio', { name: '새 시험 만들기 (초안)' }).check();
  await expect(page.getByLabel('시험 유형').locator('option')).not.toHaveCount(1);
  await page.getByLabel('시험 유형').selectOption({ index: 1 });
  await page.getByLabel('새 시험 제목').fill(examTitle);
  await page.getByLabel('회차 제목').fill('오류 신고 회차');
  await page.getByLabel('시험지 내용').fill(SAMPLE_TEXT);
  await page.getByRole('button', { name: '미리보기' }).click();
  await expect(page.getByTestId('import-report')).toHaveAttribute('data-ok', 'true');
  await page.getByRole('button', { name: '가져오기', exact: true }).click();
  await expect(page.getByTestId('import-done')).toContainText('4문제');
  await page.getByRole('link', { name: '회차 목록에서 공개하기' }).click();
  const row = page.getByTestId('console-paper-row').filter({ hasText: '오류 신고 회차' });
  const paperId = Number(await row.getAttribute('data-paper-id'));
  const examIdx = Number(/examIdx=(\d+)/.exec(page.url())?.[1]);
  await row.getByRole('button', { name: '오류 신고 회차 공개' }).click();
  await expect(row).toHaveAttribute('data-published', 'true');
  await page.getByRole('button', { name: '시험 공개' }).click();
  await expect(page.getByTestId('exam-status')).toHaveText('공개된 시험');

  try {
    // 2. A fresh member takes it (problem 1 answered with ②, the key) and reports problem 1 from the solution.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await registerMember(memberContext, 'a', '오류신고응시자');
    await member.goto(`${BRAND_A}/`);
    const papers = await papersOf(member, examIdx);
    await startPaper(member, BRAND_A, papers[0]!, 'MOCK');
    await choose(member, 1, 2);
    await expectAllSaved(member);
    await submitSheet(member, 3);
    await expect(member).toHaveURL(new RegExp(`${BRAND_A}/cbt/practice/score/\\d+$`));
    const recordIdx = Number(/score\/(\d+)$/.exec(member.url())![1]);
    await member.goto(`${BRAND_A}/cbt/practice/solution/${recordIdx}`);
    const first = member.getByTestId('solution-problem').first();
    await expect(first).toContainText('정답');
    await first.getByTestId('error-report-open').click();
    const dialog = member.getByTestId('error-report-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('error-report-submit').click();
    await expect(dialog.getByTestId('error-report-error')).toHaveText('신고 사유를 선택해주세요.');
    await dialog.getByRole('radio', { name: '정답 오류' }).check();
    await dialog.getByTestId('error-report-submit').click();
    await expect(dialog.getByTestId('error-report-error')).toHaveText('오류 내용을 입력해주세요.');
    await expectNoWcagViolations(member, { label: 'error report dialog', include: '[data-testid="error-report-dialog"]' });
    await dialog.getByTestId('error-report-detail').fill('1번 정답은 ③이 맞는 것 같습니다.');
    await dialog.getByTestId('error-report-submit').click();
    await expect(dialog).toBeHidden();
    await expect(member.getByText('신고가 접수되었습니다. 검토 후 알려드릴게요.')).toBeVisible();

    // 3. The operator finds it in the queue and opens the problem in the paper preview.
    await page.goto(`${CONSOLE}/error-reports?status=OPEN`);
    await expectNoWcagViolations(page, { label: 'console /error-reports' });
    const report = page.getByTestId('error-report-row').filter({ hasText: '1번 정답은 ③이 맞는 것 같습니다.' });
    await expect(report).toContainText(examTitle);
    await report.getByRole('link', { name: '1번 문제' }).click();
    const detail = page.getByTestId('error-report-detail');
    await expect(detail).toContainText('정답 오류');
    await expectNoWcagViolations(page, { label: 'console /error-reports?report' });
    const reportUrl = page.url();
    await detail.getByTestId('error-report-problem-link').click();
    await expect(page).toHaveURL(new RegExp(`/exams/${paperId}`));

    // 4. The key changes to ③: one closed record would change; 재채점 rescores it.
    const control = page.locator('[data-testid="answer-key-control"][data-number="1"]');
    await control.getByTestId('answer-key-select').selectOption('3');
    await expect(control.getByTestId('answer-key-preview')).toHaveText('이 변경으로 1건의 응시 기록 점수가 달라질 수 있습니다.');
    await control.getByTestId('answer-key-save').click();
    const changed = page.locator('[data-testid="answer-key-control"][data-number="1"]');
    await expect(changed.getByTestId('rescore-count')).toContainText('이 변경으로 1건의 응시 기록 점수가 달라질 수 있습니다.');
    await expectNoWcagViolations(page, { label: 'console /exams/{paperId} with a rescore pending' });
    await changed.getByTestId('rescore').click();
    await expect(page.getByText('1건의 응시 기록을 재채점했습니다.')).toBeVisible();
    await expect(changed.getByTestId('rescore-count')).toHaveCount(0);

    // 5. The report is resolved with a note.
    await page.goto(reportUrl);
    await page.getByTestId('error-report-note').fill('정답을 ③으로 바로잡고 재채점했습니다.');
    await page.getByTestId('error-report-resolve').click();
    await expect(page.getByText('1건의 신고를 처리 완료했습니다.')).toBeVisible();
    // Worked, it leaves the open queue (and its detail with it) and is listed under 처리 완료.
    await expect(page.getByTestId('error-report-row').filter({ hasText: '1번 정답은 ③이 맞는 것 같습니다.' })).toHaveCount(0);
    await page.goto(`${CONSOLE}/error-reports?status=RESOLVED`);
    await expect(page.getByTestId('error-report-row').filter({ hasText: '1번 정답은 ③이 맞는 것 같습니다.' })).toHaveAttribute('data-status', 'RESOLVED');

    // 6. The member's report says so, and the solution now marks problem 1 wrong.
    const mine = await apiJson<{ items: Array<{ status: string; resolutionNote: string }> }>(member, '/apiV2/error-reports/mine');
    expect(mine.body.items[0]).toMatchObject({ status: 'RESOLVED', resolutionNote: '정답을 ③으로 바로잡고 재채점했습니다.' });
    await member.goto(`${BRAND_A}/cbt/practice/solution/${recordIdx}`);
    await expect(member.getByTestId('solution-problem').first()).toContainText('오답');
    await memberContext.close();
  } finally {
    await page.goto(`${CONSOLE}/exams?examIdx=${examIdx}`);
    await page.getByRole('button', { name: '시험 공개 취소' }).click();
    await expect(page.getByTestId('exam-status')).toHaveText('초안 시험 (응시자에게 보이지 않음)');
  }
});
