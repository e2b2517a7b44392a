/**
 * Companies on the corporate host: a fresh valid 사업자등록번호, the header's user menu, registering from a
 * biz.careerroad.localhost page (its fetch sets brand A's session cookie in the browser, ADR 44), and approval by
 * brand A's ADMIN through the review API, as the console's queue will call it.
 */
import { expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { businessNumberCheckDigit, formatBusinessNumber } from '../../src/config/business-number';
import { DEMO_PASSWORD } from './accounts';
import { E2E_PORT, LOOPBACK } from './hosts';

export const CORPORATE = `http://biz.careerroad.localhost:${E2E_PORT}`;
export const ADMIN = { email: 'admin@careerroad.kr', password: DEMO_PASSWORD };

/** A made-up number with a valid check digit, different on every run (the e2e database is shared by the run). */
export function freshBusinessNumber(prefix: '7' | '8' | '9'): string {
  const firstNine = `${prefix}${String((Date.now() + Math.floor(Math.random() * 1e6)) % 1e8).padStart(8, '0')}`;
  return formatBusinessNumber(`${firstNine}${businessNumberCheckDigit(firstNine)}`);
}

export async function openUserMenu(page: Page) {
  await page.getByTestId('desktop-header').getByTestId('header-user-name').click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The signed-in member's id, asked from the page's own host. */
export async function currentUserId(page: Page): Promise<string> {
  return page.evaluate(async () => (await (await fetch('/apiV2/auth/profile')).json()).id as string);
}

/** Brand A's ADMIN approves the company's sign-up (what `npm run db:approve-corporate` runs). */
export async function approveCompany(playwright: PlaywrightWorkerArgs['playwright'], userId: string): Promise<void> {
  const admin = await playwright.request.newContext({ baseURL: LOOPBACK });
  try {
    expect((await admin.post('/apiV2/auth/login', { data: ADMIN })).status()).toBe(200);
    const approval = await admin.post(`/apiV2/admin/corporate-accounts/${userId}/approve`);
    expect(approval.status(), await approval.text()).toBe(200);
    expect(await approval.json()).toMatchObject({ approvalStatus: 'APPROVED', changed: true });
  } finally {
    await admin.dispose();
  }
}

/** Registers a new company from the corporate host's home, logged in on that host; returns its email and id. */
export async function registerCompany(page: Page, companyName = '(주)이투이채널'): Promise<{ email: string; userId: string }> {
  const email = `e2e-company-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.kr`;
  await page.goto(`${CORPORATE}/`);
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/apiV2/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    {
      email,
      password: 'abcd1234',
      username: '이담당',
      type: 'CORPORATE',
      companyName,
      representativeName: '김대표',
      businessNumber: freshBusinessNumber('7'),
      contactPhone: '02-1234-5678',
      agreeTerms: true,
      agreePrivacy: true,
    },
  );
  expect(status).toBe(201);
  return { email, userId: await currentUserId(page) };
}

/** Brand A's ADMIN approves a posting in review through approvePosting, as the console's review queue does. */
export async function approvePostingAsAdmin(playwright: PlaywrightWorkerArgs['playwright'], id: string): Promise<void> {
  const admin = await playwright.request.newContext({ baseURL: LOOPBACK });
  try {
    expect((await admin.post('/apiV2/auth/login', { data: ADMIN })).status()).toBe(200);
    const response = await admin.post('/graphql', {
      data: { query: 'mutation ($id: ID!) { approvePosting(id: $id) { id reviewStatus } }', variables: { id } },
    });
    const body = await response.json();
    expect(body.data?.approvePosting, JSON.stringify(body)).toMatchObject({ id, reviewStatus: 'PUBLISHED' });
  } finally {
    await admin.dispose();
  }
}
