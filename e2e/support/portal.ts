/**
 * Members on the portal host, made from a portal page itself: the page's fetch sets brand A's session cookie in the
 * browser as a member's sign-up there would (ADR 44).
 */
import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { E2E_PORT } from './hosts';
import { REQUIRED_CONSENTS } from './sign-up';

export const PORTAL = `http://careerroad.localhost:${E2E_PORT}`;

/** POSTs `body` to an auth endpoint from the page's own site (its host picks the brand); returns the status. */
export async function postFromPage(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ({ path, body }) =>
      (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { path, body },
  );
}

/** Logs `account` in on the portal (from `from`, a light page). */
export async function loginOnPortal(page: Page, account: Account, from = '/nav'): Promise<void> {
  await page.goto(`${PORTAL}${from}`);
  expect(await postFromPage(page, '/apiV2/auth/login', { email: account.email, password: account.password })).toBe(200);
}

/** Registers a new individual member on the portal and leaves them logged in; returns the account. */
export async function registerOnPortal(page: Page, name: string, password = 'member1234'): Promise<Account> {
  await page.goto(`${PORTAL}/nav`);
  const email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kr`;
  expect(await postFromPage(page, '/apiV2/auth/register', { email, password, username: name, type: 'NORMAL', ...REQUIRED_CONSENTS })).toBe(201);
  return { email, password };
}

/**
 * Opens the first posting listed on a channel's page and waits for the posting page itself. Next's router changes
 * the address before it renders the new page, so the channel's own comment thread (same test ids) can still be on
 * screen when the URL already names the posting.
 */
export async function openFirstChannelPosting(page: Page, channelUrl: string): Promise<void> {
  await page.goto(`${PORTAL}/channel/${channelUrl}`);
  await page.getByTestId('channel-postings').getByTestId('posting-card-link').first().click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByTestId('posting-detail')).toBeVisible();
}
