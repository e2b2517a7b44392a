/**
 * The console's queues (ADR 30): a freshly registered member sends an inquiry from the
 * inquiry panel, brand A's ADMIN answers it on admin.careerroad.localhost and the member reads the reply in the panel's 내 문의
 * 내역; a brand B member asks on the shop's /mypage/support and reads brand B's ADMIN's answer there; the ADMIN
 * approves a company's posting from the review queue. axe audits every new console page and /mypage/support.
 * Only the operator accounts are demo accounts; members and the company are registered fresh.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { submitApplicationPosting } from './support/applications';
import { expectNoWcagViolations } from './support/axe';
import { SHOP_ORIGIN } from './support/brand-b';
import { ADMIN, approveCompany, registerCompany } from './support/corporate';
import { BRAND_A, E2E_PORT } from './support/hosts';
import { PORTAL } from './support/portal';
import { fillLoginForm } from './support/session';
import { registerMember } from './support/solve';

const CONSOLE_A = `http://admin.careerroad.localhost:${E2E_PORT}`;
const CONSOLE_B = `http://admin.nursepass.localhost:${E2E_PORT}`;
const ADMIN_B = { email: 'admin@nursepass.co.kr', password: DEMO_PASSWORD };

const toast = (page: Page, text: string) => page.getByTestId('toast-area').getByText(text);

/** An operator logged in on a console host, on `path`. */
async function consolePage(context: BrowserContext, origin: string, account: { email: string; password: string }, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLoginForm(page, account);
  await expect(page).toHaveURL(`${origin}${path}`);
  return page;
}

/** On an inquiry's console page: answers it and sees it answered. */
async function answerOnConsole(page: Page, inquiryId: string, reply: string) {
  await expect(page.getByTestId('inquiry-detail')).toHaveAttribute('data-status', 'OPEN');
  await expect(page).toHaveURL(new RegExp(`/inquiries/${inquiryId}$`));
  await page.getByLabel(/답변 내용/).fill(reply);
  await page.getByRole('button', { name: '답변 보내기' }).click();
  await expect(toast(page, '답변을 등록하고 메일로 보냈습니다.')).toBeVisible();
  await expect(page.getByTestId('inquiry-status')).toHaveText('답변 완료');
  await expect(page.getByTestId('inquiry-answered')).toBeVisible();
}

test('an operator answers a member’s inquiry on the console and the member reads the reply in the inquiry panel', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now() % 1e7}`;
  const question = `콘솔 답변 테스트 ${suffix}: 모의고사 해설은 어디에서 보나요?`;
  const reply = `안녕하세요. 응시 기록의 해설 보기에서 확인하실 수 있습니다. (${suffix})`;

  // A fresh member of brand A sends an inquiry from the panel.
  await registerMember(context, 'a', '문의회원');
  await page.goto(`${BRAND_A}/`);
  await page.getByTestId('site-footer').getByRole('button', { name: '고객문의' }).click();
  let panel = page.getByTestId('inquiry-panel');
  await panel.getByLabel('이메일').fill(`asker-${suffix}@example.com`);
  await panel.getByLabel('문의 내용').fill(question);
  await panel.getByRole('button', { name: '보내기' }).click();
  await expect(toast(page, '소중한 의견에 감사드립니다.')).toBeVisible();

  // The ADMIN finds it in the open queue, opens it and answers.
  const operatorContext = await browser.newContext();
  try {
    const console = await consolePage(operatorContext, CONSOLE_A, ADMIN, '/inquiries?status=OPEN');
    await expect(console.getByRole('heading', { name: '고객 문의' })).toBeVisible();
    const row = console.getByTestId('inquiry-row').filter({ hasText: `콘솔 답변 테스트 ${suffix}` });
    await expect(row).toHaveAttribute('data-status', 'OPEN');
    await expect(row).toContainText('회원 문의회원');
    await expectNoWcagViolations(console, { label: 'console /inquiries' });
    const inquiryId = (await row.getAttribute('data-inquiry-id'))!;
    await row.getByRole('link').click();
    await expect(console.getByText(question)).toBeVisible();
    await expect(console.getByText(`asker-${suffix}@example.com`).first()).toBeVisible();
    await expectNoWcagViolations(console, { label: 'console /inquiries/[id]' });
    await answerOnConsole(console, inquiryId, reply);
    await expectNoWcagViolations(console, { label: 'console /inquiries/[id] answered' });

    // The dashboard counts open inquiries and links to them.
    await console.getByRole('navigation', { name: '운영 콘솔 메뉴' }).getByRole('link', { name: '대시보드' }).click();
    await expect(console.getByTestId('dashboard-open-inquiries')).toContainText(/\d+건/);
  } finally {
    await operatorContext.close();
  }

  // The member reads the reply in the panel's 내 문의 내역.
  await page.reload();
  await page.getByTestId('site-footer').getByRole('button', { name: '고객문의' }).click();
  panel = page.getByTestId('inquiry-panel');
  await panel.getByRole('tab', { name: '내 문의 내역' }).click();
  const mine = panel.getByTestId('my-inquiry').filter({ hasText: question });
  await expect(mine).toHaveAttribute('data-status', 'ANSWERED');
  await expect(mine.getByTestId('my-inquiry-answer')).toContainText(reply);
  await expectNoWcagViolations(page, { label: 'inquiry panel 내 문의 내역', include: '[data-testid="inquiry-panel"]' });
});

test('a brand B member asks on /mypage/support and reads the operator’s answer there', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now() % 1e7}`;
  const question = `쇼핑몰 문의 ${suffix}: 무통장입금 확인은 얼마나 걸리나요?`;
  const reply = `입금 후 영업일 기준 1시간 안에 확인해드립니다. (${suffix})`;

  // Registered on the CBT host; brand B's cookie reaches the shop (ADR 44).
  await registerMember(context, 'b', '쇼핑문의');
  await page.goto(`${SHOP_ORIGIN}/mypage/support`);
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '1:1 문의' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('보낸 문의가 없습니다.')).toBeVisible();
  await expectNoWcagViolations(page, { label: 'shop /mypage/support (empty)' });

  const form = page.getByTestId('inquiry-form');
  await form.getByLabel('이메일').fill(`shop-${suffix}@example.com`);
  await form.getByLabel('문의 내용').fill(question);
  await form.getByRole('button', { name: '보내기' }).click();
  await expect(toast(page, '소중한 의견에 감사드립니다.')).toBeVisible();
  const mine = page.getByTestId('my-inquiry').filter({ hasText: question });
  await expect(mine).toHaveAttribute('data-status', 'OPEN');
  await expect(form.getByLabel('문의 내용')).toHaveValue('');

  const operatorContext = await browser.newContext();
  try {
    const console = await consolePage(operatorContext, CONSOLE_B, ADMIN_B, '/inquiries');
    const row = console.getByTestId('inquiry-row').filter({ hasText: `쇼핑몰 문의 ${suffix}` });
    const inquiryId = (await row.getAttribute('data-inquiry-id'))!;
    await row.getByRole('link').click();
    await answerOnConsole(console, inquiryId, reply);

    // Brand B's bank-transfer queues (the shop sells on brand B).
    await console.getByRole('navigation', { name: '운영 콘솔 메뉴' }).getByRole('link', { name: '무통장입금' }).click();
    await expect(console).toHaveURL(`${CONSOLE_B}/orders`);
    await expect(console.getByRole('link', { name: '입금대기' })).toHaveAttribute('aria-current', 'page');
    await expect(console.getByTestId('console-order-row').first().or(console.getByText('입금을 기다리는 주문이 없습니다.'))).toBeVisible();
    await expectNoWcagViolations(console, { label: 'console /orders' });
    await console.getByRole('link', { name: '환불요청' }).click();
    await expect(console).toHaveURL(`${CONSOLE_B}/orders?queue=REFUND`);
    await expect(console.getByTestId('console-order-row').first().or(console.getByText('환불을 기다리는 주문이 없습니다.'))).toBeVisible();
    await expectNoWcagViolations(console, { label: 'console /orders?queue=REFUND' });
  } finally {
    await operatorContext.close();
  }

  await page.reload();
  await expect(mine).toHaveAttribute('data-status', 'ANSWERED');
  await expect(mine.getByTestId('my-inquiry-answer')).toContainText(reply);
  await expectNoWcagViolations(page, { label: 'shop /mypage/support (answered)' });
});

test('the ADMIN approves a company’s posting from the review queue and it goes live', async ({ page, browser, playwright }) => {
  test.setTimeout(120_000);
  const title = `콘솔 검토 공고 ${Date.now() % 1e7}`;
  const { userId } = await registerCompany(page, '(주)콘솔검토');
  await approveCompany(playwright, userId);
  const postingId = await submitApplicationPosting(page, title);

  const operatorContext = await browser.newContext();
  try {
    const console = await consolePage(operatorContext, CONSOLE_A, ADMIN, '/postings');
    await expect(console.getByRole('heading', { name: '공고 검토' })).toBeVisible();
    const row = console.locator(`[data-testid="posting-review-row"][data-posting-id="${postingId}"]`);
    await expect(row).toContainText(title);
    await expectNoWcagViolations(console, { label: 'console /postings' });
    await row.getByRole('link', { name: title }).click();
    await expect(console).toHaveURL(`${CONSOLE_A}/postings/${postingId}`);
    const preview = console.getByTestId('posting-review-preview');
    await expect(preview.getByTestId('posting-title')).toHaveText(title);
    await expect(console.getByTestId('posting-review-status')).toHaveText('검토 대기');
    await expectNoWcagViolations(console, { label: 'console /postings/[id]' });

    // 반려 asks for a reason first (the shared rule), then the ADMIN decides to approve instead.
    await console.getByRole('button', { name: '반려', exact: true }).click();
    await console.getByRole('button', { name: '반려하기' }).click();
    await expect(console.getByRole('alert').filter({ hasText: '반려 사유를 1~500자로 입력해주세요.' })).toBeVisible();
    await console.getByRole('button', { name: '취소' }).click();
    await console.getByRole('button', { name: '승인', exact: true }).click();
    await expect(toast(console, '공고를 승인했습니다. 바로 게시됩니다.')).toBeVisible();
    await expect(console.getByTestId('posting-review-status')).toHaveText('게시됨');

    await console.goto(`${CONSOLE_A}/postings`);
    await expect(console.getByRole('heading', { name: '공고 검토' })).toBeVisible();
    await expect(console.locator(`[data-testid="posting-review-row"][data-posting-id="${postingId}"]`)).toHaveCount(0);
  } finally {
    await operatorContext.close();
  }

  // Live on the portal.
  await page.goto(`${PORTAL}/activity/${postingId}`);
  await expect(page.getByTestId('posting-title')).toHaveText(title);
});

test('brand A’s console says it has no shop on 무통장입금', async ({ browser }) => {
  const operatorContext = await browser.newContext();
  try {
    const console = await consolePage(operatorContext, CONSOLE_A, ADMIN, '/orders');
    await expect(console.getByText('이 브랜드에는 쇼핑몰이 없습니다.')).toBeVisible();
    await expectNoWcagViolations(console, { label: 'console /orders (brand A)' });
  } finally {
    await operatorContext.close();
  }
});
