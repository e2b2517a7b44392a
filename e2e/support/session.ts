/** Login helpers: through the form (what users do) or through the API (set-up for other tests). */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

export async function fillLoginForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('이메일', { exact: true }).fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/**
 * Logs the context in with the session cookie of `origin`'s host. The request is sent from Node, whose
 * resolver does not know `*.localhost`: use it for `localhost` (brand A); log brand B in through the form.
 */
export async function loginViaApi(context: BrowserContext, origin: string, account: Account): Promise<void> {
  const response = await context.request.post(`${origin}/apiV2/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function setCookie(context: BrowserContext, origin: string, name: string, value: string): Promise<void> {
  await context.addCookies([{ name, value, url: origin }]);
}
