/**
 * The page-level error fallback. The failing view is real: the category page receives page data it
 * cannot render (the server's getServerSideProps JSON with the category missing, as a broken or
 * incompatible API response would deliver), so no test-only switch ships in the product.
 */
import { expect, test } from '@playwright/test';
import { BRAND_A, fetchForPage } from './support/hosts';

test('a render error shows the error screen inside the chrome and navigation resets it', async ({ page }) => {
  await page.route('**/_next/data/**/exam/psat.json*', async (route) => {
    const response = await fetchForPage(route);
    const json = (await response.json()) as { pageProps?: Record<string, unknown> };
    if (json.pageProps) delete json.pageProps.category;
    await route.fulfill({ response, json });
  });

  await page.goto(`${BRAND_A}/`);
  await page.getByTestId('category-card').filter({ hasText: 'PSAT' }).click();
  await expect(page).toHaveURL(`${BRAND_A}/exam/psat`);

  const fallback = page.getByTestId('error-screen');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading', { name: '오류가 발생했습니다' })).toBeVisible();
  await expect(fallback.getByRole('button', { name: '새로고침' })).toBeVisible();
  // Page-level: the header and footer stay usable around the fallback.
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();

  await page.unroute('**/_next/data/**/exam/psat.json*');
  await page.getByTestId('site-header').getByRole('link', { name: '시험 CBT' }).click();
  await expect(page).toHaveURL(`${BRAND_A}/`);
  await expect(fallback).toHaveCount(0);
  await expect(page.getByTestId('category-card')).toHaveCount(4);

  await page.getByTestId('category-card').filter({ hasText: 'PSAT' }).click();
  await expect(page.getByTestId('category-name')).toHaveText('PSAT');
});
