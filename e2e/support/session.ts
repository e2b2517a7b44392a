/**
 * Login helpers: through the form (what users do) or through the API (set-up for other tests).
 *
 * A session cookie is the brand's (ADR 44): set for the brand's cookie domain, so one login reaches every site of the
 * brand, as in the browser. Node's resolver does not know `*.localhost`, so API calls go to loopback and name the
 * site's host in x-forwarded-host, as server-side rendering does.
 */
import { type APIResponse, type BrowserContext, expect, type Page, request } from '@playwright/test';
import { hostTableFor } from '../../src/config/hosts';
import type { Account } from './accounts';
import { LOOPBACK } from './hosts';

const SESSION_COOKIE = 'accessToken';
const TEST_HOSTS = hostTableFor('test');

export async function fillLoginForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('이메일', { exact: true }).fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The session token a login or sign-up answer set, or a failed expectation. */
export function sessionTokenOf(response: APIResponse): string {
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.value.split(';')[0]?.slice(SESSION_COOKIE.length + 1);
  expect(token, 'session cookie').toBeTruthy();
  return token!;
}

/** Gives the browser a session token as the server would: for the cookie domain of `origin`'s brand. */
export async function addSessionCookie(context: BrowserContext, origin: string, token: string): Promise<void> {
  const { hostname } = new URL(origin);
  const domain = TEST_HOSTS[hostname]?.cookieDomain;
  const scope = domain ? { domain: `.${domain}`, path: '/' } : { url: origin };
  await context.addCookies([{ name: SESSION_COOKIE, value: token, httpOnly: true, sameSite: 'Lax', ...scope }]);
}

/** Calls an API path on `origin`'s site from Node (loopback, the site named in x-forwarded-host). */
export async function postAsSite(origin: string, path: string, data: Record<string, unknown>): Promise<{ status: number; body: string; token?: string }> {
  const api = await request.newContext();
  try {
    const response = await api.post(`${LOOPBACK}${path}`, { headers: { 'x-forwarded-host': new URL(origin).host }, data });
    const hasSession = response.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${SESSION_COOKIE}=`));
    return { status: response.status(), body: await response.text(), ...(hasSession ? { token: sessionTokenOf(response) } : {}) };
  } finally {
    await api.dispose();
  }
}

/** Logs the context in on `origin`'s brand through the login API: every site of the brand then knows the member. */
export async function loginViaApi(context: BrowserContext, origin: string, account: Account): Promise<void> {
  const answer = await postAsSite(origin, '/apiV2/auth/login', { email: account.email, password: account.password });
  expect(answer.status, answer.body).toBe(200);
  await addSessionCookie(context, origin, answer.token!);
}

export async function setCookie(context: BrowserContext, origin: string, name: string, value: string): Promise<void> {
  await context.addCookies([{ name, value, url: origin }]);
}
