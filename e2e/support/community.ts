/**
 * Members on the community hosts (issue 17). Sessions are per host in development, so a member logs in from a
 * community page itself (the browser resolves `*.localhost` and keeps the host-only cookie).
 */
import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { E2E_PORT } from './hosts';
import { postFromPage } from './portal';
import type { BrandKey } from './solve';

export const COMMUNITY: Record<BrandKey, string> = {
  a: `http://community.localhost:${E2E_PORT}`,
  b: `http://nurse-community.localhost:${E2E_PORT}`,
};

/** Registers a new member of the brand from its community host and leaves them logged in there. */
export async function registerOnCommunity(page: Page, brand: BrandKey, name: string): Promise<Account> {
  await page.goto(`${COMMUNITY[brand]}/login`);
  const email = `community-${brand}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kr`;
  const account = { email, password: 'member1234' };
  expect(await postFromPage(page, '/apiV2/auth/register', { ...account, username: name, type: 'NORMAL' })).toBe(201);
  return account;
}

/** Logs `account` in on the brand's community host. */
export async function loginOnCommunity(page: Page, brand: BrandKey, account: Account): Promise<void> {
  await page.goto(`${COMMUNITY[brand]}/login`);
  expect(await postFromPage(page, '/apiV2/auth/login', { email: account.email, password: account.password })).toBe(200);
}
