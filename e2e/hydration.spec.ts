/**
 * Pages hydrate without a mismatch on a slow phone: the server's data stays in the query cache until the render that
 * reads it has committed (src/web/api/hold-server-queries.ts), however long the sliced hydration takes.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { collectPageErrors, slowRenderSlices } from './support/busy-main-thread';
import { ORIGINS } from './support/hosts';
import { loginOnPortal } from './support/portal';

test('the logged-in portal home hydrates without an error on a busy phone', async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student);
  const errors = collectPageErrors(page);
  await slowRenderSlices(page);
  await page.goto(`${ORIGINS.portal}/`);
  // Hydrated: the recommended row (members only, fetched in the browser) shows its postings.
  await expect(page.getByTestId('recommended-list')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('home-row-recommended')).toBeVisible();
  expect(errors).toEqual([]);
});
