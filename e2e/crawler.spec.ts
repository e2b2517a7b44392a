/**
 * A link crawler over every site's home: logged out and as the site's demo member, at 1,280 and 390 px, it reads
 * the anchors of the page and of every menu, drawer and dropdown of the chrome (opened one by one), keeps those to our
 * hosts, and GETs each address once with the member's cookies, following redirects. A 404, a 5xx, another 4xx or a
 * page that renders our not-found or error screen fails the test, naming the link, the page and the menu it was in.
 * One level deep: the links of the linked pages are not followed, so the crawl stays short (its duration is printed).
 * The pure decisions are e2e/support/crawl.ts (unit-tested beside it); the browser side is crawl-browser.ts.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Account, ACCOUNTS } from './support/accounts';
import { formatBrokenReport, groupByAddress, type RawLink } from './support/crawl';
import { checkLinks, OUR_HOSTS, readAnchors, readAnchorsInMenus } from './support/crawl-browser';
import { ORIGINS } from './support/hosts';
import { loginViaApi } from './support/session';

interface CrawledSite {
  name: string;
  origin: string;
  /** The demo account a member of this site logs in with. */
  member: Account;
  /** What the page shows a logged-in member once it knows them (the header's name, the console's operator). */
  memberMark: string;
}

const SITES: readonly CrawledSite[] = [
  { name: 'brand A CBT', origin: ORIGINS.cbtA, member: ACCOUNTS.student, memberMark: 'header-user-name' },
  { name: 'portal', origin: ORIGINS.portal, member: ACCOUNTS.student, memberMark: 'header-user-name' },
  { name: 'corporate', origin: ORIGINS.corporate, member: ACCOUNTS.corporate, memberMark: 'header-user-name' },
  { name: 'brand A community', origin: ORIGINS.communityA, member: ACCOUNTS.student, memberMark: 'header-user-name' },
  { name: 'brand A console', origin: ORIGINS.consoleA, member: ACCOUNTS.adminA, memberMark: 'console-operator' },
  { name: 'brand B CBT', origin: ORIGINS.cbtB, member: ACCOUNTS.nurse, memberMark: 'header-user-name' },
  { name: 'shop', origin: ORIGINS.shop, member: ACCOUNTS.nurse, memberMark: 'header-user-name' },
  { name: 'brand B community', origin: ORIGINS.communityB, member: ACCOUNTS.nurse, memberMark: 'header-user-name' },
  { name: 'brand B console', origin: ORIGINS.consoleB, member: ACCOUNTS.adminB, memberMark: 'console-operator' },
  // Not the chat site: its page is the panel framed on brand A pages, whose member's token comes from the framing
  // page (ADR 6); opened on its own it has no anchor at all (crawled once: 0 anchors).
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Logs the context in on the site's brand through the API: the session reaches every site of it (ADR 44). */
async function logIn(context: BrowserContext, site: CrawledSite): Promise<void> {
  await loginViaApi(context, site.origin, site.member);
}

/** The home's anchors, and those each menu shows once opened, at each viewport. */
async function readHome(page: Page, site: CrawledSite, state: string): Promise<RawLink[]> {
  const found: RawLink[] = [];
  for (const viewport of VIEWPORTS) {
    const variant = `${viewport.name}, ${state}`;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`${site.origin}/`);
    // The member's menu is drawn once the page knows them.
    if (state === 'logged in') await page.getByTestId(site.memberMark).first().waitFor({ state: 'attached' });
    found.push(...(await readAnchors(page, variant)));
    found.push(...(await readAnchorsInMenus(page, variant)));
  }
  return found;
}

for (const site of SITES) {
  for (const state of ['logged out', 'logged in'] as const) {
    test(`every link on the ${site.name} home and its menus opens a page (${state})`, async ({ page, context }) => {
      const started = Date.now();
      // The chat panel's frame (every brand A page loads it after the page) has no anchor to crawl: not loading it
      // spares a second page load per home visit.
      await context.route((url) => url.origin === new URL(ORIGINS.chat).origin, (route) => route.abort());
      if (state === 'logged in') await logIn(context, site);
      const anchors = await readHome(page, site, state);
      const { check, broken: misdirected } = groupByAddress(anchors, OUR_HOSTS);
      const read = Date.now();
      const broken = [...misdirected, ...(await checkLinks(context.request, context, check))];
      console.log(
        `crawl ${site.name} (${state}): ${anchors.length} anchors, ${check.size} links checked; ` +
          `pages and menus ${((read - started) / 1000).toFixed(1)} s, requests ${((Date.now() - read) / 1000).toFixed(1)} s`,
      );
      expect(broken, formatBrokenReport(broken)).toEqual([]);
    });
  }
}

test('the crawl reports a link of a page that leads to our not-found screen, and passes the ones that open', async ({ page, context }) => {
  const fixture = `${ORIGINS.portal}/crawler-fixture`;
  // A page of our host that only this test serves: one dead link in a footer, beside links the crawl checks or skips.
  await page.route(fixture, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>fixture</title>
        <main><a href="/">홈</a><a href="#top">위로</a><a href="mailto:help@careerroad.kr">메일</a>
        <a href="https://example.com/">외부</a><a href="/logout?next=%2F">로그아웃</a></main>
        <footer data-testid="site-footer"><ul aria-label="고객 지원"><li><a href="/no-such-page-for-the-crawler">없는 페이지</a></li></ul></footer>`,
    }),
  );
  await page.goto(fixture);
  const { check, broken: misdirected } = groupByAddress(await readAnchors(page, 'fixture'), OUR_HOSTS);
  expect([...check.keys()]).toEqual([`${ORIGINS.portal}/`, `${ORIGINS.portal}/no-such-page-for-the-crawler`]);
  const broken = [...misdirected, ...(await checkLinks(context.request, context, check))];
  expect(broken.map((link) => [link.url, link.reason])).toEqual([[`${ORIGINS.portal}/no-such-page-for-the-crawler`, '404 Not Found']]);
  const report = formatBrokenReport(broken);
  expect(report).toContain(`✗ ${ORIGINS.portal}/no-such-page-for-the-crawler — 404 Not Found`);
  expect(report).toContain(`found on ${fixture} (fixture) in site-footer › 고객 지원 "없는 페이지"`);
});
