/**
 * Applicants (ADR 26): a freshly registered and approved company posts an internship that takes
 * applications on the portal; a freshly registered member applies to it from the posting page with their cover
 * letter (an answer over its question's limit stops it in the panel; 지원서 제출 asks to confirm, as it cannot be
 * edited afterwards); the company finds the applicants count on /activities/ALL, opens the applicant list and the application,
 * and marks 서류 합격; the member reads the result in /notifications and on /accounts/applications, reached from
 * the member's menu (지원 현황). axe audits the
 * applicant list, the application and the member's applications page. No demo account writes anything here.
 */
import { expect, test } from '@playwright/test';
import { submitApplicationPosting, writeCoverLetter } from './support/applications';
import { expectNoWcagViolations } from './support/axe';
import { approveCompany, approvePostingAsAdmin, CORPORATE, openUserMenu, registerCompany } from './support/corporate';
import { PORTAL, registerOnPortal } from './support/portal';

test('a member applies with a cover letter, the company marks 서류 합격, the member is told', async ({ browser, page, playwright }) => {
  // Two accounts on two hosts, an approval, three axe audits and a notification round trip.
  test.slow();
  const { userId } = await registerCompany(page, '(주)지원자테스트');
  await approveCompany(playwright, userId);
  const title = `E2E 마케팅 인턴 ${Date.now().toString(36)}`;
  const postingId = await submitApplicationPosting(page, title);
  await approvePostingAsAdmin(playwright, postingId);

  // The member, in a browser context of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  try {
    await registerOnPortal(member, '지원하는회원');
    const letterTitle = `인턴 지원 자기소개서 ${Date.now().toString(36)}`;
    await writeCoverLetter(member, letterTitle);
    // A letter saved over its question's limit (allowed while writing) cannot be sent.
    const longTitle = `긴 자기소개서 ${Date.now().toString(36)}`;
    await writeCoverLetter(member, longTitle, '가'.repeat(501));

    await member.goto(`${PORTAL}/activity/${postingId}`);
    const panel = member.getByTestId('apply-panel');
    await expect(panel.getByRole('heading', { name: '커리어로드로 지원하기' })).toBeVisible();
    // Nothing chosen: refused in the panel, before anything is sent.
    await panel.getByTestId('apply-submit').click();
    await expect(panel.getByTestId('apply-error')).toHaveText('지원할 자기소개서를 선택해주세요.');

    // Each answer is shown against its limit; one over it stops the application in the panel.
    await panel.getByLabel('자기소개서').selectOption({ label: longTitle });
    const overLine = panel.getByTestId('apply-answer-limit');
    await expect(overLine).toContainText('501자 / 500자 초과');
    await expect(overLine).toHaveAttribute('data-over', 'true');
    await panel.getByTestId('apply-submit').click();
    await expect(panel.getByTestId('apply-error')).toHaveText('글자 수 제한을 넘은 답변이 있어 지원할 수 없습니다. 자기소개서에서 답변을 줄인 뒤 지원해주세요.');
    await expect(member.getByTestId('apply-confirm-dialog')).toHaveCount(0);

    await panel.getByLabel('자기소개서').selectOption({ label: letterTitle });
    await expect(panel.getByTestId('apply-answer-limit')).toHaveText(/25자 \/ 500자$/);
    await expect(panel.getByLabel('스펙 관리의 스펙 요약도 함께 보내기')).toBeChecked();
    // 지원서 제출 asks first: what is sent cannot be edited afterwards. 취소 sends nothing.
    await panel.getByTestId('apply-submit').click();
    const confirm = member.getByTestId('apply-confirm-dialog');
    await expect(confirm).toContainText('제출 후에는 수정할 수 없습니다.');
    await expect(confirm).toContainText('자기소개서와 스펙 요약이');
    await expectNoWcagViolations(member, { label: '/activity/{id} (지원서 제출 dialog)', include: '[data-testid="apply-confirm-dialog"]' });
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(panel.getByTestId('apply-form')).toBeVisible();
    await panel.getByTestId('apply-submit').click();
    await member.getByTestId('apply-confirm-dialog-confirm').click();
    const applied = panel.getByTestId('apply-applied');
    await expect(applied.getByTestId('application-status')).toHaveText('서류 검토 중');
    await expect(applied).toContainText(letterTitle);

    // The company: the count on its management list, the applicant list, the application.
    await page.goto(`${CORPORATE}/activities/ALL`);
    const row = page.getByTestId('managed-posting').filter({ hasText: title });
    await expect(row.getByTestId('posting-applicants-link')).toContainText('지원자 1명');
    await row.getByTestId('posting-applicants-link').click();
    await expect(page).toHaveURL(`${CORPORATE}/applicants/${postingId}`);
    await expect(page.getByTestId('applicants-posting-title')).toHaveText(title);
    const applicant = page.getByTestId('applicant');
    await expect(applicant).toHaveCount(1);
    await expect(applicant).toContainText('지원하는회원');
    await expect(applicant.getByTestId('application-status')).toHaveText('서류 검토 중');
    await expectNoWcagViolations(page, { label: '/applicants/{postingId}' });

    await applicant.getByRole('link', { name: /지원하는회원/ }).click();
    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: '지원하는회원님의 지원서', level: 1 })).toBeVisible();
    await expect(page.getByTestId('application-cover-letter')).toContainText('브랜드와 고객을 잇는 마케터가 되고 싶습니다.');
    await expect(page.getByTestId('application-spec-summary')).toContainText('스펙 완성도');
    await expectNoWcagViolations(page, { label: '/applications/{id}' });

    await page.getByTestId('decide-passed').click();
    const dialog = page.getByTestId('decide-PASSED-dialog');
    await expect(dialog).toContainText('지원하는회원님을 서류 합격 처리할까요?');
    await expectNoWcagViolations(page, { label: '/applications/{id} (서류 합격 dialog)', include: '[data-testid="decide-PASSED-dialog"]' });
    await dialog.getByTestId('decide-PASSED-dialog-confirm').click();
    await expect(page.getByText('서류 합격으로 처리했습니다. 지원자에게 알림을 보냈습니다.')).toBeVisible();
    await expect(page.getByTestId('application-status')).toHaveText('서류 합격');
    await expect(page.getByTestId('decide-passed')).toBeDisabled();

    // The member: the notification, then the state on 지원 현황 (where the notification leads).
    await member.goto(`${PORTAL}/notifications`);
    const notice = member.getByTestId('notification-item').filter({ hasText: `「${title}」 지원 결과가 나왔어요: 서류 합격` });
    await expect(notice).toHaveAttribute('data-kind', 'APPLICATION_RESULT');
    await expect(notice).toHaveAttribute('data-read', 'false');
    // 지원 현황 is in the member's menu.
    await (await openUserMenu(member)).getByRole('link', { name: '지원 현황' }).click();
    await expect(member).toHaveURL(`${PORTAL}/accounts/applications`);
    const mine = member.getByTestId('my-application').filter({ hasText: title });
    await expect(mine.getByTestId('application-status')).toHaveText('서류 합격');
    await expect(mine.getByTestId('withdraw-application')).toHaveCount(0);
    await expectNoWcagViolations(member, { label: '/accounts/applications' });
  } finally {
    await memberContext.close();
  }
});

test('the corporate menu’s media kit shows the product’s own figures, ready to print', async ({ page }) => {
  await page.goto(`${CORPORATE}/media-kit`);
  await expect(page.getByRole('heading', { name: '커리어로드 미디어킷', level: 1 })).toBeVisible();
  await expect(page.getByTestId('media-kit-published-postings')).toContainText(/[0-9,]+건/);
  await expect(page.getByTestId('media-kit-print')).toHaveText('PDF로 저장');
  await expectNoWcagViolations(page, { label: '/media-kit' });
});
