/**
 * Posting registration and management on the corporate site (ADR 25): an approved company with a
 * channel registers a posting through every step of /register/activity — refusals under their fields by the shared
 * rules, KST reception days, a poster through the signed upload pipeline, the rich-text body, the portal's own page
 * as the preview — saves a draft, submits it, finds it under /activities/IN_REVIEW, and once brand A's ADMIN approves
 * it through the API it is on the portal's list and its channel page. axe audits every step and /activities/ALL. A
 * draft is saved with only its title, under the public /register/activity?id= address that opens it again.
 */
import { expect, type Page, test } from '@playwright/test';
import { kstDayKey } from '../src/config/kst';
import { expectNoWcagViolations } from './support/axe';
import { approveCompany, approvePostingAsAdmin, CORPORATE, registerCompany } from './support/corporate';
import { PORTAL } from './support/portal';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The company's channel, made through the portal GraphQL from its own page (the channel form is another spec's). */
async function createChannel(page: Page, url: string): Promise<void> {
  const result = await page.evaluate(async (channelUrl) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: ChannelInput!) { createChannel(input: $input) { id } }',
        variables: { input: { url: channelUrl, title: '공고테스트', industry: 'IT', companySize: 'STARTUP' } },
      }),
    });
    return response.json();
  }, url);
  expect(result.errors, JSON.stringify(result)).toBeUndefined();
}

const day = (offsetDays: number) => kstDayKey(Date.now() + offsetDays * 86_400_000);

test('an approved company registers a posting through every step, submits it, and after approval it is public', async ({ page, playwright }) => {
  // One company, five form steps with six axe audits, an upload, and the portal's list and channel page.
  test.slow();
  const { userId } = await registerCompany(page, '(주)공고테스트');
  await approveCompany(playwright, userId);
  const channelUrl = `e2e-postings-${Date.now().toString(36)}`;
  await createChannel(page, channelUrl);
  const title = `E2E 아이디어 공모전 ${Date.now().toString(36)}`;

  await page.goto(`${CORPORATE}/register/activity`);
  await expect(page.getByRole('heading', { name: '공고 등록', level: 1 })).toBeVisible();
  const form = page.getByTestId('posting-form');
  await expect(form).toHaveAttribute('data-step', '1');
  await expectNoWcagViolations(page, { label: '/register/activity (1 기본 정보)' });

  // Step 1: the shared rules refuse a missing title before anything is sent.
  await page.getByTestId('next-step').click();
  await expect(form.getByText('공고 제목을 입력해주세요.')).toBeVisible();
  await expect(form.getByLabel('공고 제목')).toBeFocused();
  await form.getByLabel('공고 제목').fill(title);
  await form.getByLabel('주최 기관 유형').selectOption({ label: '스타트업' });
  await page.getByTestId('posting-fields').getByLabel('아이디어').check();
  await page.getByTestId('posting-targets').getByLabel('대학생').check();
  await form.getByLabel('지역').selectOption({ label: '온라인' });
  await form.getByLabel('지원 링크').fill('https://posting-test.example.com/apply');
  await page.getByTestId('next-step').click();

  // Step 2: KST days; an end before the start is refused under the end day, nothing typed lost.
  await expect(form).toHaveAttribute('data-step', '2');
  await expectNoWcagViolations(page, { label: '/register/activity (2 접수 기간)' });
  await form.getByLabel('접수 시작일').fill(day(1));
  await form.getByLabel('접수 마감일').fill(day(0));
  await page.getByTestId('next-step').click();
  await expect(form.getByText('접수 마감일은 시작일과 같거나 그 이후여야 합니다.')).toBeVisible();
  await form.getByLabel('접수 시작일').fill(day(0));
  await form.getByLabel('접수 마감일').fill(day(14));
  await page.getByTestId('next-step').click();

  // Step 3: the poster through the signed upload pipeline.
  await expect(form).toHaveAttribute('data-step', '3');
  const posterField = page.getByTestId('posting-poster-field');
  await posterField.locator('input[type="file"]').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(posterField.getByTestId('posting-poster-field-preview')).toHaveAttribute('src', /^\/uploads\//);
  const posterSrc = await posterField.getByTestId('posting-poster-field-preview').getAttribute('src');
  await expectNoWcagViolations(page, { label: '/register/activity (3 포스터)' });
  await page.getByTestId('next-step').click();

  // Step 4: the body in the rich-text editor.
  await expect(form).toHaveAttribute('data-step', '4');
  const editor = page.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.type('대학생 누구나 참여할 수 있는 아이디어 공모전입니다.');
  await expectNoWcagViolations(page, { label: '/register/activity (4 본문)' });
  await page.getByTestId('next-step').click();

  // Step 5: the portal's own posting page as the preview.
  await expect(form).toHaveAttribute('data-step', '5');
  const preview = page.getByTestId('posting-preview');
  await expect(preview.getByTestId('posting-title')).toHaveText(title);
  await expect(preview.getByTestId('posting-body')).toContainText('아이디어 공모전입니다.');
  await expect(preview.getByTestId('posting-status')).toHaveText('모집중');
  await expect(preview.locator(`img[src="${posterSrc}"]`)).toBeVisible();
  await expect(preview.getByTestId('channel-card')).toContainText('공고테스트');
  await expectNoWcagViolations(page, { label: '/register/activity (5 미리보기)' });

  // 임시저장, then 검토 요청.
  await page.getByTestId('save-posting').click();
  await expect(page.getByText('임시저장했습니다.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await page.getByTestId('submit-posting').click();
  await expect(page).toHaveURL(`${CORPORATE}/activities/IN_REVIEW`);
  const row = page.getByTestId('managed-posting').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-status', 'IN_REVIEW');
  await expect(row.getByTestId('managed-posting-status')).toHaveText('검토 중');
  const postingId = (await row.getAttribute('data-posting-id'))!;

  // Not public while in review.
  const portal = await page.context().newPage();
  await portal.goto(`${PORTAL}/channel/${channelUrl}`);
  await expect(portal.getByText(title)).toHaveCount(0);

  await page.goto(`${CORPORATE}/activities/ALL`);
  await expect(page.getByTestId('managed-posting').filter({ hasText: title })).toBeVisible();
  await expectNoWcagViolations(page, { label: '/activities/ALL' });

  // The ADMIN approves: on the portal's list and the channel page.
  await approvePostingAsAdmin(playwright, postingId);
  await portal.goto(`${PORTAL}/activities/ALL`);
  await expect(portal.getByText(title).first()).toBeVisible();
  await portal.goto(`${PORTAL}/channel/${channelUrl}`);
  await expect(portal.getByText(title).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('managed-posting').filter({ hasText: title })).toHaveAttribute('data-status', 'OPEN');
  // A status the spec does not name is not a page.
  expect((await page.goto(`${CORPORATE}/activities/FOO`))?.status()).toBe(404);
});

test('임시저장 keeps a draft with only its title under the public address, which opens it again after a reload', async ({ page, playwright }) => {
  const { userId } = await registerCompany(page, '(주)초안테스트');
  await approveCompany(playwright, userId);
  await createChannel(page, `e2e-draft-${Date.now().toString(36)}`);
  const title = `제목만 적은 초안 ${Date.now().toString(36)}`;

  await page.goto(`${CORPORATE}/register/activity`);
  const form = page.getByTestId('posting-form');
  await form.getByLabel('공고 제목').fill(title);
  // Nothing else filled in: a draft keeps what is there, the required fields wait for 검토 요청.
  await page.getByTestId('save-posting').click();
  await expect(page.getByText('임시저장했습니다.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  // The address is the public one (never the proxy's internal /_sites/… page path), so it reloads and bookmarks.
  await expect(page).toHaveURL(new RegExp(`^${CORPORATE.replace(/[.]/g, '\\.')}/register/activity\\?id=\\d+$`));
  const saved = page.url();

  await page.reload();
  expect(page.url()).toBe(saved);
  await expect(page.getByRole('heading', { name: '공고 수정', level: 1 })).toBeVisible();
  await expect(page.getByTestId('posting-form').getByLabel('공고 제목')).toHaveValue(title);
  // Moving on still asks for the step's required fields.
  await page.getByTestId('next-step').click();
  await expect(page.getByTestId('posting-form').getByText('주최 기관 유형을 선택해주세요.')).toBeVisible();

  await page.goto(`${CORPORATE}/activities/DRAFT`);
  const row = page.getByTestId('managed-posting').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-status', 'DRAFT');
  await expect(row.getByTestId('managed-posting-reception')).toHaveText('접수 미정 ~ 미정');
});
