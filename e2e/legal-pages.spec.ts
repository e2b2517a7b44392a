/**
 * 자주 묻는 질문, 이용약관 and 개인정보처리방침 (ADR 42): every brand A site's footer links resolve to the portal's
 * pages with the document's title, the earlier terms stay readable, the FAQ search finds a seeded question, and the
 * sign-up asks for the agreements and refuses to go on without the required ones.
 */
import { expect, test } from '@playwright/test';
import { BRAND_A, E2E_PORT } from './support/hosts';

const PORTAL = `http://careerroad.localhost:${E2E_PORT}`;
const CORPORATE = `http://biz.careerroad.localhost:${E2E_PORT}`;
const COMMUNITY = `http://community.careerroad.localhost:${E2E_PORT}`;

const FOOTER_LINKS = [
  { name: '자주 묻는 질문', path: '/faq', heading: '자주 묻는 질문' },
  { name: '이용약관', path: '/terms', heading: '이용약관' },
  { name: '개인정보처리방침', path: '/privacy', heading: '개인정보처리방침' },
] as const;

for (const [site, home] of [
  ['CBT', `${BRAND_A}/`],
  ['portal', `${PORTAL}/`],
  ['biz', `${CORPORATE}/`],
  ['community', `${COMMUNITY}/community`],
] as const) {
  test(`the ${site} home's footer links to FAQ, terms and privacy pages that exist`, async ({ page }) => {
    for (const link of FOOTER_LINKS) {
      await page.goto(home);
      const footer = page.getByTestId('site-footer');
      await footer.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(`${PORTAL}${link.path}`);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await expect(page.getByText('페이지를 찾을 수 없습니다')).toHaveCount(0);
    }
  });
}

test('the terms show the version in force and keep the earlier version readable', async ({ page }) => {
  const response = await page.goto(`${PORTAL}/terms`);
  expect(response?.status()).toBe(200);
  const doc = page.getByTestId('legal-document');
  await expect(doc).toHaveAttribute('data-version', '2');
  await expect(page.getByTestId('legal-effective-date')).toHaveText('시행일 2026.09.01');
  await expect(page.getByRole('heading', { name: '제8조 (채팅)' })).toBeVisible();

  const versions = page.getByTestId('legal-versions');
  await versions.getByText('이전 버전', { exact: true }).click();
  await versions.getByRole('link', { name: /2025\.03\.01 시행/ }).click();
  await expect(page).toHaveURL(`${PORTAL}/terms?version=1`);
  await expect(doc).toHaveAttribute('data-version', '1');
  await expect(page.getByTestId('legal-effective-date')).toHaveText('시행일 2025.03.01');
  await expect(page.getByRole('note').filter({ hasText: '지금은 시행되지 않는 이전 버전입니다.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '제8조 (채팅)' })).toHaveCount(0);

  expect((await page.goto(`${PORTAL}/terms?version=99`))?.status()).toBe(404);
});

test('the FAQ search finds a seeded question, its answer behind a disclosure', async ({ page }) => {
  await page.goto(`${PORTAL}/faq`);
  await expect(page.getByTestId('faq-category').first()).toBeVisible();
  await page.getByLabel('질문 검색').fill('오답노트');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(`${PORTAL}/faq?q=${encodeURIComponent('오답노트')}`);
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(1);
  const answer = items.first().getByText('틀린 문제가 오답노트에 모입니다', { exact: false });
  await expect(answer).toBeHidden();
  await items.first().getByText('틀린 문제만 다시 풀 수 있나요?').click();
  await expect(answer).toBeVisible();
});

test('sign-up asks for the agreements and refuses to continue without the required ones', async ({ page }) => {
  const email = `legal-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@careerroad.kr`;
  await page.goto(`${BRAND_A}/register`);
  const consents = page.getByTestId('sign-up-consents');
  for (const label of ['전체 동의', '[필수] 이용약관에 동의합니다', '[필수] 개인정보 수집·이용에 동의합니다', '[필수] 만 14세 이상입니다', '[선택] 마케팅 정보 수신에 동의합니다']) {
    await expect(consents.getByLabel(label)).not.toBeChecked();
  }
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('abcd1234');
  await page.getByLabel('비밀번호 확인').fill('abcd1234');
  await page.getByLabel('이름', { exact: true }).fill('약관회원');
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('필수 항목에 동의해주세요: 이용약관, 개인정보 수집·이용, 만 14세 이상');
  await expect(page).toHaveURL(`${BRAND_A}/register`);

  // 보기 opens the document without leaving the form.
  await consents.getByRole('button', { name: '이용약관 보기' }).click();
  const dialog = page.getByTestId('legal-document-dialog');
  await expect(dialog.getByRole('heading', { name: '이용약관' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '제1조 (목적)' })).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('약관회원');

  await consents.getByLabel('[필수] 이용약관에 동의합니다').check();
  await consents.getByLabel('[필수] 개인정보 수집·이용에 동의합니다').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('필수 항목에 동의해주세요: 만 14세 이상');

  await consents.getByLabel('전체 동의').check();
  await expect(consents.getByLabel('[선택] 마케팅 정보 수신에 동의합니다')).toBeChecked();
  await consents.getByLabel('[선택] 마케팅 정보 수신에 동의합니다').uncheck();
  await expect(consents.getByLabel('전체 동의')).not.toBeChecked();
  await consents.getByLabel('[필수] 만 14세 이상입니다').check();
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText('약관회원님');
});
