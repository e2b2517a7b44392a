/**
 * Accessibility of the chrome and the main pages of both brands, checked by axe-core against WCAG 2.1 A and AA:
 * no serious or critical violation on the pages students, nurses and visitors land on, with the menus, dialogs
 * and panels of the chrome open, nor along the solving flow (mode select, mock exam, submit dialog, score,
 * result and solutions).
 */
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { wcagViolations } from './support/axe';
import { BRAND_A, BRAND_B } from './support/hosts';
import { loginViaApi } from './support/session';
import { choose, freeExamsOf, ORIGINS, papersOf, registerMember, startPaper } from './support/solve';

/** The CBT pages' bar: no serious or critical violation. */
const seriousViolations = (page: Page) => wcagViolations(page, { seriousOnly: true });

async function audit(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);
}

const mainReady = async (page: Page) => {
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test.describe('brand A', () => {
  for (const path of ['/', '/exam/psat', '/login']) {
    test(`a visitor's ${path} has no serious violations`, async ({ page }) => {
      await audit(page, `${BRAND_A}${path}`, mainReady);
    });
  }

  test('exam detail with the share dialog open has no serious violations', async ({ page }) => {
    await page.goto(`${BRAND_A}/exam/psat`);
    await page.getByTestId('exam-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('exam-title')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(page.getByTestId('share-dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a member’s home with the user menu and the inquiry panel open has no serious violations', async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, ACCOUNTS.student);
    await audit(page, `${BRAND_A}/`, mainReady);
    await page.getByTestId('desktop-header').getByTestId('header-user-name').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('user-menu').getByRole('link', { name: '고객문의' }).click();
    await expect(page.getByTestId('inquiry-panel')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('my-CBT pages have no serious violations', async ({ page, context }) => {
    await loginViaApi(context, BRAND_A, ACCOUNTS.student);
    for (const path of ['/mycbt/archive', '/mycbt/review', '/mycbt/note']) {
      await audit(page, `${BRAND_A}${path}`, mainReady);
    }
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the mobile header, tab bar and open drawer have no serious violations', async ({ page, context }) => {
      await loginViaApi(context, BRAND_A, ACCOUNTS.student);
      await audit(page, `${BRAND_A}/`, mainReady);
      await page.getByTestId('mobile-tab-bar').getByRole('button', { name: '메뉴' }).click();
      await expect(page.getByTestId('mobile-drawer')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

test.describe('brand B', () => {
  for (const path of ['/', '/exam/hospital-test', '/login']) {
    test(`a visitor's ${path} has no serious violations`, async ({ page }) => {
      await audit(page, `${BRAND_B}${path}`, mainReady);
    });
  }
});

for (const { brand, slug } of [
  { brand: 'a', slug: 'korean-history' },
  { brand: 'b', slug: 'academic-test' },
] as const) {
  test(`brand ${brand.toUpperCase()}: the solving flow has no serious violations`, async ({ page, context }) => {
    // Six audits of large pages (a 20-problem sheet, its solutions) on top of the flow itself.
    test.slow();
    await registerMember(context, brand, '접근성점검');
    const origin = ORIGINS[brand];
    await page.goto(`${origin}/`);
    const [exam] = await freeExamsOf(page, slug);
    const [paper] = await papersOf(page, exam!.examIdx);
    await page.goto(`${origin}/cbt/select/${paper!.examDetailIdx}`);
    await expect(page.getByTestId('paper-info')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await startPaper(page, origin, paper!, 'MOCK');
    await choose(page, 1, 2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '답안지 제출' }).click();
    const dialog = page.getByTestId('submit-dialog');
    await expect(dialog.getByTestId('submit-dialog-unanswered')).toHaveText(String(paper!.problemCount - 1));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '제출', exact: true }).click();
    await expect(page).toHaveURL(/\/cbt\/practice\/score\/\d+$/);
    const recordIdx = new URL(page.url()).pathname.split('/').pop();
    for (const path of [`/cbt/practice/score/${recordIdx}`, `/cbt/practice/result/${recordIdx}`, `/cbt/practice/solution/${recordIdx}`]) {
      await audit(page, `${origin}${path}`, mainReady);
    }
  });
}
