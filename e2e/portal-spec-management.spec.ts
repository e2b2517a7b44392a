/**
 * 스펙 관리, as a member registered in the test (so no other spec's demo data moves): filling education
 * and a language score raises the completeness the overview shows; an out-of-range TOEIC score is refused with the
 * Korean message and the typed value stays; an old score is flagged; a certificate is picked by searching 정처기; an
 * activity is filled from a scrapped posting; axe finds no WCAG 2.1 AA violation on two sections; a visitor
 * goes to the login with `next`; the phone is shown grouped (010-1234-5678).
 *
 * The member registers from the portal page itself, whose fetch sets brand A's session cookie (ADR 44).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { PORTAL, registerOnPortal } from './support/portal';

const PATH = '/my-career/spec-management';

function portalGraphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return (await response.json()).data;
    },
    { query, variables },
  ) as Promise<T>;
}

const percent = (page: Page) => page.getByTestId('completeness-percent');

test('education and a language score raise completeness; a wrong TOEIC score keeps what was typed', async ({ page }) => {
  await registerOnPortal(page, '스펙회원');
  await page.goto(`${PORTAL}${PATH}?section=info`);
  await expect(percent(page)).toHaveText('0%');
  await expect(page.getByTestId('spec-basics').getByRole('link', { name: '프로필에서 수정' })).toHaveAttribute('href', '/profile');
  await expectNoWcagViolations(page, { label: 'info' });

  // Tabs are links: the address is the state.
  await page.getByRole('navigation', { name: '스펙 항목' }).getByRole('link', { name: /학력/ }).click();
  await expect(page).toHaveURL(`${PORTAL}${PATH}?section=education`);
  const education = page.getByTestId('spec-form-education');
  await education.getByLabel('학교명').fill('한국대학교');
  await education.getByLabel('전공').fill('경영학');
  await education.getByLabel('재학 상태').selectOption('GRADUATED');
  await education.getByLabel('입학 연월').fill('2020-03');
  await education.getByLabel('졸업(예정) 연월').fill('2019-02');
  await education.getByLabel('학점', { exact: true }).fill('3.8');
  await education.getByRole('button', { name: '추가' }).click();
  // End before start: refused, the field marked, nothing typed lost.
  await expect(education.getByRole('alert')).toHaveText('종료일은 시작일 이후여야 합니다.');
  await expect(education.getByLabel('학교명')).toHaveValue('한국대학교');
  await education.getByLabel('졸업(예정) 연월').fill('2024-02');
  await education.getByRole('button', { name: '추가' }).click();
  const entries = page.getByTestId('spec-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('한국대학교');
  await expect(entries.first()).toContainText('학점 3.8/4.5');

  await page.getByRole('navigation', { name: '스펙 항목' }).getByRole('link', { name: /어학/ }).click();
  await expect(page).toHaveURL(`${PORTAL}${PATH}?section=language`);
  const language = page.getByTestId('spec-form-language');
  await language.getByLabel('시험').selectOption('TOEIC');
  await language.getByLabel('점수').fill('995');
  await language.getByLabel('취득일').fill('2025-05-11');
  await language.getByRole('button', { name: '추가' }).click();
  await expect(language.getByRole('alert')).toHaveText('TOEIC 점수는 10~990점 사이로 입력해주세요.');
  await expect(language.getByLabel('점수')).toHaveValue('995');
  await expect(language.getByLabel('점수')).toHaveAttribute('aria-invalid', 'true');
  await expect(language.getByLabel('취득일')).toHaveValue('2025-05-11');
  await language.getByLabel('점수').fill('905');
  await language.getByRole('button', { name: '추가' }).click();
  await expect(page.getByTestId('spec-entry')).toHaveCount(1);
  await expect(page.getByTestId('spec-entry').first()).toContainText('905점');
  await expect(page.getByTestId('stale-score')).toHaveCount(0);

  // A score taken more than two years ago is flagged.
  await language.getByLabel('시험').selectOption('TEPS');
  await language.getByLabel('점수').fill('420');
  await language.getByLabel('취득일').fill('2022-03-05');
  await language.getByRole('button', { name: '추가' }).click();
  await expect(page.getByTestId('spec-entry')).toHaveCount(2);
  await expect(page.getByTestId('stale-score')).toHaveText('취득일로부터 2년이 지난 점수입니다');
  await expectNoWcagViolations(page, { label: 'language' });

  await page.getByRole('navigation', { name: '스펙 항목' }).getByRole('link', { name: /기본 정보/ }).click();
  await expect(percent(page)).toHaveText('40%');
  await expect(page.getByTestId('completeness-EDUCATION')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('completeness-LANGUAGE')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('completeness-AWARD')).toHaveAttribute('data-done', 'false');

  // Edit and delete: the entry changes in place, and deleting asks first.
  await page.goto(`${PORTAL}${PATH}?section=language`);
  await page.getByRole('button', { name: 'TEPS 삭제' }).click();
  await page.getByRole('group', { name: '삭제 확인' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('spec-entry')).toHaveCount(1);
  await page.getByRole('button', { name: 'TOEIC 수정' }).click();
  const edit = page.getByRole('form', { name: '어학 수정' });
  await edit.getByLabel('점수').fill('930');
  await edit.getByRole('button', { name: '수정 저장' }).click();
  await expect(page.getByTestId('spec-entry').first()).toContainText('930점');
});

test('a certificate is picked by searching 정처기, and an activity is filled from a scrapped posting', async ({ page }) => {
  await registerOnPortal(page, '자격회원');
  await page.goto(`${PORTAL}${PATH}?section=certificate`);
  const certificate = page.getByTestId('spec-form-certificate');
  await certificate.getByLabel('자격증명').fill('정처기');
  const results = certificate.getByTestId('certificate-results');
  await results.getByRole('button', { name: /^정보처리기사/ }).click();
  await expect(results).toHaveCount(0);
  await expect(certificate.getByLabel('자격증명')).toHaveValue('정보처리기사');
  await expect(certificate.getByLabel('발급기관')).toHaveValue('한국산업인력공단');
  await certificate.getByLabel('취득일').fill('2024-06-14');
  await certificate.getByRole('button', { name: '추가' }).click();
  await expect(page.getByTestId('spec-entry').first()).toContainText('정보처리기사');
  await expect(page.getByTestId('spec-entry').first()).toContainText('한국산업인력공단');

  // 초성 finds it too; a name not on the list is kept as typed.
  await certificate.getByLabel('자격증명').fill('ㅈㅂㅊㄹ');
  await expect(certificate.getByTestId('certificate-results').getByRole('button', { name: /^정보처리기사/ })).toBeVisible();
  await certificate.getByLabel('자격증명').fill('바리스타 2급');
  await certificate.getByLabel('발급기관').fill('한국커피협회');
  await certificate.getByLabel('취득일').fill('2023-01-05');
  await certificate.getByRole('button', { name: '추가' }).click();
  await expect(page.getByTestId('spec-entry')).toHaveCount(2);

  const { postings } = await portalGraphql<{ postings: { nodes: { id: string; title: string; organiserName: string }[] } }>(
    page,
    '{ postings(pageSize: 1) { nodes { id title organiserName } } }',
  );
  const posting = postings.nodes[0]!;
  await portalGraphql(page, 'mutation ($id: ID!) { scrapPosting(id: $id) { scrapped } }', { id: posting.id });

  await page.goto(`${PORTAL}${PATH}?section=activity`);
  const activity = page.getByTestId('spec-form-activity');
  await activity.getByRole('button', { name: '스크랩에서 가져오기' }).click();
  await activity.getByTestId('scrap-import-list').getByRole('button', { name: `${posting.title} 가져오기` }).click();
  await expect(activity.getByLabel('활동명')).toHaveValue(posting.title);
  await expect(activity.getByLabel('기관명')).toHaveValue(posting.organiserName);
  await expect(activity.getByTestId('linked-posting')).toContainText(posting.title);
  await activity.getByLabel('시작 연월').fill('2025-03');
  await activity.getByRole('button', { name: '추가' }).click();
  const entry = page.getByTestId('spec-entry').first();
  await expect(entry).toContainText(posting.title);
  await expect(entry).toContainText('스크랩 공고 연결');

  await page.goto(`${PORTAL}${PATH}?section=info`);
  await expect(percent(page)).toHaveText('30%');
});

test('visitors are sent to the login with next; an unknown section shows the overview', async ({ page }) => {
  const path = `${PATH}?section=language`;
  await page.goto(`${PORTAL}${path}`);
  await expect(page).toHaveURL(`${PORTAL}/login?next=${encodeURIComponent(path)}`);

  await registerOnPortal(page, '탭회원');
  await page.goto(`${PORTAL}${PATH}?section=nonsense`);
  await expect(percent(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '스펙 항목' }).getByRole('link', { name: '기본 정보' })).toHaveAttribute('aria-current', 'page');
});

test('기본 정보 shows the phone the way people write it, not the stored digits', async ({ page }) => {
  await registerOnPortal(page, '연락처회원');
  await portalGraphql(page, 'mutation ($input: UpdateViewerProfileInput!) { updateViewerProfile(input: $input) { phone } }', {
    input: { name: '연락처회원', phone: '01012345678' },
  });
  // 스펙 관리 reads the stored digits; the page groups them.
  const overview = await portalGraphql<{ careerOverview: { basics: { phone: string } } }>(page, '{ careerOverview { basics { phone } } }');
  expect(overview.careerOverview.basics.phone).toBe('01012345678');
  await page.goto(`${PORTAL}${PATH}?section=info`);
  const basics = page.getByTestId('spec-basics');
  await expect(basics).toContainText('010-1234-5678');
  await expect(basics).not.toContainText('01012345678');
});
