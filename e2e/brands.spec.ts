import { expect, test } from '@playwright/test';
import { BRAND_INFO, LOOPBACK } from './support/hosts';

for (const brand of ['a', 'b'] as const) {
  const info = BRAND_INFO[brand];

  test(`brand ${brand.toUpperCase()} host shows its own name, logo, colour and share image`, async ({ page }) => {
    await page.goto(`${info.origin}/`);
    await expect(page).toHaveTitle(new RegExp(info.name));
    await expect(page.getByTestId('brand-name')).toHaveText(info.name);
    await expect(page.getByTestId('brand-name')).toHaveCSS('color', info.primary);
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-brand', brand);
    await expect(header.getByRole('img', { name: info.name })).toHaveAttribute('src', info.logo);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${info.origin}/brands/${brand}/share.png`,
    );

    // The share image is a 1200×630 PNG (width and height sit in the IHDR chunk). Fetched by the page
    // because Node's resolver does not know `*.localhost`.
    const image = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const view = new DataView(await response.arrayBuffer());
      return { type: response.headers.get('content-type'), size: [view.getUint32(16), view.getUint32(20)] };
    }, `${info.origin}/brands/${brand}/share.png`);
    expect(image.type).toContain('image/png');
    expect(image.size).toEqual([1200, 630]);
  });
}

test('the two brands list their own exam categories', async ({ page }) => {
  await page.goto(`${BRAND_INFO.a.origin}/`);
  await expect(page.getByTestId('category-card')).toHaveCount(4);
  await expect(page.getByTestId('category-card').filter({ hasText: 'PSAT' })).toHaveAttribute('href', '/exam/psat');
  await page.goto(`${BRAND_INFO.b.origin}/`);
  await expect(page.getByTestId('category-card')).toHaveCount(3);
  await expect(page.getByTestId('category-card').filter({ hasText: '병원 필기시험' })).toHaveAttribute('href', '/exam/hospital-test');
});

test('an unknown host gets brand A', async ({ request }) => {
  const response = await request.get(`${LOOPBACK}/`, { headers: { Host: 'unknown.example.com' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('커리어로드 CBT');
  expect(html).not.toContain('너스패스');
});

test('the category page shows the category, and unknown slugs or other brands’ slugs are not found', async ({ page }) => {
  await page.goto(`${BRAND_INFO.a.origin}/exam/psat`);
  await expect(page.getByTestId('category-name')).toHaveText('PSAT');
  await expect(page).toHaveTitle('PSAT CBT 모의고사 | 커리어로드 CBT');

  const unknown = await page.goto(`${BRAND_INFO.a.origin}/exam/hospital-test`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});

test('the internal page tree cannot be reached from outside', async ({ page }) => {
  const response = await page.goto(`${BRAND_INFO.a.origin}/_sites/cbt/b/login`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});

test('purchases exist on brand B only', async ({ page }) => {
  const response = await page.goto(`${BRAND_INFO.a.origin}/mycbt/purchase`);
  expect(response?.status()).toBe(404);
});
