/**
 * Members on the community hosts, made from a community page itself: the page's fetch sets the brand's session
 * cookie in the browser as a member's sign-up there would (ADR 44).
 */
import { type Browser, expect, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { COMMUNITY_GRAPHQL, graphqlAsPage } from './graphql';
import { E2E_PORT } from './hosts';
import { postFromPage } from './portal';
import type { BrandKey } from './solve';
import { REQUIRED_CONSENTS } from './sign-up';

export const COMMUNITY: Record<BrandKey, string> = {
  a: `http://community.careerroad.localhost:${E2E_PORT}`,
  b: `http://community.nursepass.localhost:${E2E_PORT}`,
};

/**
 * Registers a new member of the brand from its community host (from `path` there, the login page unless given) and
 * leaves them logged in there.
 */
export async function registerOnCommunity(page: Page, brand: BrandKey, name: string, path = '/login'): Promise<Account> {
  await page.goto(`${COMMUNITY[brand]}${path}`);
  const email = `community-${brand}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kr`;
  const account = { email, password: 'member1234' };
  expect(await postFromPage(page, '/apiV2/auth/register', { ...account, username: name, type: 'NORMAL', ...REQUIRED_CONSENTS })).toBe(201);
  return account;
}

/** Logs `account` in on the brand's community host. */
export async function loginOnCommunity(page: Page, brand: BrandKey, account: Account): Promise<void> {
  await page.goto(`${COMMUNITY[brand]}/login`);
  expect(await postFromPage(page, '/apiV2/auth/login', { email: account.email, password: account.password })).toBe(200);
}

/**
 * A new member of the brand in a browser context of their own (a second, third… reader beside the test's page), for
 * set-up through the API: the context sits on the host's /favicon.ico — same origin, and under the page policy (an API
 * answer's policy allows no fetch at all), so its fetches carry the member's cookie — rather than a whole page, since
 * a test may need five of them. `page.goto` a real page to read one.
 */
export async function newCommunityMember(browser: Browser, brand: BrandKey, name: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerOnCommunity(page, brand, name, '/favicon.ico');
  return { page, close: () => context.close() };
}

/** Writes a post on `boardSlug` as the page's member through the API; returns its id. */
export async function writePostAsPage(page: Page, boardSlug: string, title: string, bodyHtml: string): Promise<string> {
  const data = await graphqlAsPage<{ createCommunityPost: { id: string } }>(
    page,
    COMMUNITY_GRAPHQL,
    'mutation ($boardSlug: String!, $input: CommunityPostInput!) { createCommunityPost(boardSlug: $boardSlug, input: $input) { id } }',
    { boardSlug, input: { title, bodyHtml } },
  );
  return data.createCommunityPost.id;
}

/** Reports a post as the page's member through the API; answers whether the post is hidden now. */
export async function reportPostAsPage(page: Page, postId: string): Promise<boolean> {
  const data = await graphqlAsPage<{ reportCommunityPost: { hidden: boolean } }>(
    page,
    COMMUNITY_GRAPHQL,
    'mutation ($id: ID!) { reportCommunityPost(id: $id, input: { reason: SPAM }) { hidden } }',
    { id: postId },
  );
  return data.reportCommunityPost.hidden;
}

/**
 * A word no other test writes: the digits of a fresh number as syllables (가나다…), so a search for it finds only the
 * post that carries it, whatever else the shared test database holds.
 */
export function uniqueHangulWord(): string {
  const syllables = '가나다라마바사아자차';
  const digits = `${Date.now() % 1e7}${Math.floor(Math.random() * 1e3)}`;
  return [...digits].map((digit) => syllables[Number(digit)]).join('');
}
