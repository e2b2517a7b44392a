/** Assertions on the app shell's header and footer. */
import { expect, type Page } from '@playwright/test';

export async function expectChrome(page: Page, expected: { header: boolean; footer: boolean }): Promise<void> {
  // The main element is always there once the page rendered; the chrome is checked after it.
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(expected.header ? 1 : 0);
  await expect(page.getByTestId('site-footer')).toHaveCount(expected.footer ? 1 : 0);
}
