/**
 * The operator console (ADR 24) on admin.careerroad.localhost: brand A's ADMIN logs in on the console host, reads the
 * dashboard, approves a freshly registered company from the queue (whose channel-unavailable dialog is then gone),
 * restores a post five members hid, and finds both decisions in the audit log; axe finds nothing on each page. A
 * member gets the Korean 403 page.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { expectNoWcagViolations } from './support/axe';
import { newCommunityMember, reportPostAsPage, writePostAsPage } from './support/community';
import { ADMIN, CORPORATE, openUserMenu, registerCompany } from './support/corporate';
import { E2E_PORT } from './support/hosts';
import { fillLoginForm } from './support/session';
import { withJosa } from '../src/config/korean-particle';

const CONSOLE = `http://admin.careerroad.localhost:${E2E_PORT}`;

test('the ADMIN approves a company and restores a reported post from the console; both are in the audit log', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now() % 1e6}`;

  // A company waiting for approval, registered through the corporate API from its own host.
  const companyContext = await browser.newContext();
  const companyName = `(주)콘솔승인${suffix}`;
  const companyPage = await companyContext.newPage();
  const company = await registerCompany(companyPage, companyName);
  // Not approved yet: the corporate menu's 채널 관리 opens the channel-unavailable dialog (spec §6).
  await companyPage.goto(`${CORPORATE}/`);
  await (await openUserMenu(companyPage)).getByRole('link', { name: '채널 관리' }).click();
  await expect(companyPage.getByTestId('channel-unavailable-dialog')).toBeVisible();

  // A post of brand A's community that five members reported (hidden until an ADMIN decides).
  const title = `콘솔 신고 글 ${suffix}`;
  const author = await newCommunityMember(browser, 'a', '콘솔글쓴이');
  const postId = await writePostAsPage(author.page, 'free', title, '<p>신고될 글의 본문입니다.</p>');
  await author.close();
  let hidden = false;
  for (let i = 1; i <= 5; i += 1) {
    const reporter = await newCommunityMember(browser, 'a', `신고자${i}`);
    hidden = await reportPostAsPage(reporter.page, postId);
    await reporter.close();
  }
  expect(hidden).toBe(true);

  // Logging in on the console host.
  await page.goto(`${CONSOLE}/`);
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
  await expect(page.getByRole('heading', { name: '운영자 로그인' })).toBeVisible();
  // The console's login says it is the console, in the tab and on the card, not a member's login.
  await expect(page).toHaveTitle('로그인 | 커리어로드 운영 콘솔');
  await expect(page.getByTestId('auth-eyebrow')).toHaveText('커리어로드 운영 콘솔');
  await expectNoWcagViolations(page, { label: 'console /login' });
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(`${CONSOLE}/`);

  // The dashboard counts what waits.
  await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible();
  await expect(page.getByTestId('dashboard-pending-corporate')).toContainText(/[1-9]\d*건/);
  await expect(page.getByTestId('dashboard-open-reports')).toContainText(/[1-9]\d*건/);
  await expectNoWcagViolations(page, { label: 'console /' });

  // The approval queue: the company is waiting, with its number checked.
  await page.getByRole('link', { name: '기업회원 승인으로 이동' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/corporate-accounts?state=PENDING`);
  const row = page.locator(`[data-testid="corporate-account-row"][data-user-id="${company.userId}"]`);
  await expect(row).toContainText(companyName);
  await expect(row).toContainText('검증 번호 일치');
  await expectNoWcagViolations(page, { label: 'console /corporate-accounts' });
  await row.getByRole('button', { name: `${companyName} 승인` }).click();
  await expect(page.getByText(`${withJosa(companyName, '을/를')} 승인했습니다.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`${CONSOLE}/corporate-accounts?state=APPROVED`);
  await expect(page.locator(`[data-testid="corporate-account-row"][data-user-id="${company.userId}"]`)).toHaveAttribute('data-status', 'APPROVED');

  // The console's approval reaches the company at once: approved, so 채널 관리's dialog no longer speaks of approval but
  // of the channel it has yet to make, and leads to the page that makes it.
  await companyPage.goto(`${CORPORATE}/`);
  await expect(companyPage.getByTestId('corporate-approval-status')).toHaveAttribute('data-status', 'APPROVED');
  await (await openUserMenu(companyPage)).getByRole('link', { name: '채널 관리' }).click();
  const noChannel = companyPage.getByTestId('channel-unavailable-dialog');
  await expect(noChannel).toHaveAttribute('data-reason', 'NO_CHANNEL');
  await noChannel.getByRole('link', { name: '채널 만들기' }).click();
  await expect(companyPage.getByRole('heading', { name: '채널 관리', level: 1 })).toBeVisible();
  await companyContext.close();

  // The report queue: the hidden post, restored.
  await page.getByRole('navigation', { name: '운영 콘솔 메뉴' }).getByRole('link', { name: '신고 관리' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/community-reports`);
  const report = page.locator(`[data-testid="report-row"][data-kind="POST"][data-post-id="${postId}"]`);
  await expect(report).toContainText('5명');
  await expect(report).toContainText('숨김');
  await expect(report.getByRole('link', { name: title })).toHaveAttribute('href', `http://community.careerroad.localhost:${E2E_PORT}/community/free/${postId}`);
  await expectNoWcagViolations(page, { label: 'console /community-reports' });
  await report.getByRole('button', { name: `게시글 "${title}" 복구` }).click();
  await expect(page.getByText('복구했습니다.')).toBeVisible();
  await expect(report).toHaveCount(0);

  // The audit log: both decisions, newest first, by the ADMIN, with what changed. Other tests' operators act at the
  // same time, so the rows are found by what they name, not by position.
  await page.getByRole('navigation', { name: '운영 콘솔 메뉴' }).getByRole('link', { name: '감사 로그' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/audit`);
  const rows = page.getByTestId('audit-row');
  // By the whole resource id: `#71` is also the start of a user id such as `#71ab…` in another test's row.
  const restored = rows.filter({ has: page.getByText(`#${postId}`, { exact: true }) });
  const approved = rows.filter({ has: page.getByText(`#${company.userId}`, { exact: true }) });
  await expect(restored).toHaveAttribute('data-action', 'community-post.restore');
  await expect(approved).toHaveAttribute('data-action', 'user.corporate.approve');
  const order = await rows.evaluateAll(
    (elements, ids) =>
      ids.map((id) => elements.findIndex((element) => [...element.querySelectorAll('*')].some((cell) => cell.textContent?.trim() === id))),
    [`#${postId}`, `#${company.userId}`],
  );
  expect(order[0], 'the later restore is listed before the approval').toBeLessThan(order[1]!);
  await expect(approved).toContainText('admin@careerroad.kr');
  await approved.getByText(/바뀐 항목 \d+개/).click();
  await expect(approved).toContainText('approvalStatus');
  await expect(approved).toContainText('APPROVED');
  await expectNoWcagViolations(page, { label: 'console /audit' });
});

test('a member who logs in on the console host gets the 403 page and no console data', async ({ page }) => {
  await page.goto(`${CONSOLE}/corporate-accounts`);
  await expect(page).toHaveURL(/\/login\?next=%2Fcorporate-accounts$/);
  const consoleData = page.waitForRequest((request) => request.url().includes('/apiV2/admin/'), { timeout: 3_000 }).catch(() => null);
  await fillLoginForm(page, ACCOUNTS.student);
  await expect(page).toHaveURL(`${CONSOLE}/corporate-accounts`);
  await expect(page.getByText('운영자만 이용할 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '운영 콘솔 메뉴' })).toHaveCount(0);
  expect(await consoleData).toBeNull();
  const reload = await page.reload();
  expect(reload?.status()).toBe(403);
  await expectNoWcagViolations(page, { label: 'console 403' });
});
