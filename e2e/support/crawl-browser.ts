/**
 * The link crawler's browser side (e2e/crawler.spec.ts): reading a page's anchors with the region each sits in,
 * opening every menu of the chrome to read what only an open menu shows, and requesting a link the way a member's
 * browser would (their cookies, following redirects). The decisions are in crawl.ts.
 */
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { hostTableFor } from '../../src/config/hosts';
import { brokenReason, type BrokenLink, inBatches, type LinkAnswer, type LinkPlace, type OurHosts, type RawLink } from './crawl';
import { E2E_PORT, LOOPBACK } from './hosts';

/** Our hosts: every host name the test server's host table knows, on its port. */
export const OUR_HOSTS: OurHosts = { hostnames: new Set(Object.keys(hostTableFor('test'))), port: E2E_PORT };

/** Set on each anchor once read, so an opened menu is credited only with the anchors it added. */
const READ_MARK = 'data-crawl-read';

/**
 * The page's anchors with the region each sits in: the labels (aria-label, data-testid, or the landmark's name) of
 * its nearest labelled ancestors, innermost last. Without `menu`, every anchor; with it, only those not read before
 * (the ones the opened menu added), credited to that menu.
 */
export async function readAnchors(page: Page, variant: string, menu?: string): Promise<RawLink[]> {
  const anchors = await page.evaluate(
    ({ mark, onlyNew }) => {
      const LANDMARKS: Record<string, string> = { HEADER: 'header', FOOTER: 'footer', MAIN: 'main', NAV: 'nav', ASIDE: 'aside' };
      const regionOf = (anchor: Element): string => {
        const labels: string[] = [];
        for (let node = anchor.parentElement; node && node !== document.body; node = node.parentElement) {
          const label = node.getAttribute('aria-label') ?? node.getAttribute('data-testid') ?? LANDMARKS[node.tagName];
          if (label) labels.unshift(label);
        }
        return labels.slice(-3).join(' › ') || 'body';
      };
      const found = [...document.querySelectorAll(onlyNew ? `a[href]:not([${mark}])` : 'a[href]')];
      for (const anchor of found) anchor.setAttribute(mark, '');
      return found.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        resolved: (anchor as HTMLAnchorElement).href,
        text: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
        where: regionOf(anchor),
        page: location.href,
      }));
    },
    { mark: READ_MARK, onlyNew: !!menu },
  );
  return anchors.map((anchor) => ({ ...anchor, variant, where: menu ? `${menu} › ${anchor.where}` : anchor.where }));
}

/** The chrome's menu controls: buttons that expand something or open a popup, in the header, footer and navigation. */
const MENU_TRIGGERS =
  ':is(header, footer, nav, [data-testid="site-header"], [data-testid="site-footer"]) ' +
  ':is(button[aria-expanded], button[aria-haspopup])';

async function triggerName(page: Page, index: number): Promise<string> {
  const trigger = page.locator(MENU_TRIGGERS).nth(index);
  const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
  return `${name.replace(/\s+/g, ' ').trim()} (opened)`;
}

/** Clicks a menu control until it says it is open: a click before hydration finds no handler yet. */
async function openMenu(trigger: Locator): Promise<void> {
  if ((await trigger.getAttribute('aria-expanded')) === null) {
    await trigger.click();
    return;
  }
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens each menu control of the chrome in turn (a click; a dropdown that opens on hover opens on it too) and reads
 * the anchors it added; a menu is closed with Escape, then its control, and the page is reloaded when it stays open
 * (a modal drawer covers the controls behind it). Menus that only CSS shows on hover are in the page all along and
 * were read with it.
 */
export async function readAnchorsInMenus(page: Page, variant: string): Promise<RawLink[]> {
  const found: RawLink[] = [];
  const count = await page.locator(MENU_TRIGGERS).count();
  for (let index = 0; index < count; index += 1) {
    const trigger = page.locator(MENU_TRIGGERS).nth(index);
    if (!(await trigger.isVisible()) || (await trigger.getAttribute('aria-expanded')) === 'true') continue;
    const name = await triggerName(page, index);
    await openMenu(trigger);
    // Drawers and full menus load their code on the first click (next/dynamic): wait for what the control names.
    const controls = await trigger.getAttribute('aria-controls');
    if (controls) await page.locator(`[id="${controls}"]`).first().waitFor({ state: 'attached', timeout: 5_000 });
    found.push(...(await readAnchors(page, variant, name)));
    await page.keyboard.press('Escape');
    if ((await trigger.getAttribute('aria-expanded')) === 'true') await trigger.click({ timeout: 2_000 }).catch(() => {});
    if ((await trigger.getAttribute('aria-expanded')) === 'true') {
      await page.reload();
      // The reloaded page's anchors were read before it: only what the next menu adds is new.
      await readAnchors(page, variant);
    }
  }
  return found;
}

const MAX_REDIRECTS = 10;

function isOurs(url: URL): boolean {
  return OUR_HOSTS.hostnames.has(url.hostname);
}

/** What checking a link came to: why it is broken (null when it opened) and where its redirects ended. */
interface LinkVerdict {
  reason: string | null;
  finalUrl: string;
}

/** Verdicts already had in this worker, by address and cookie header. */
const verdicts = new Map<string, Promise<LinkVerdict>>();

/**
 * Checks one link, once per worker for the same address and cookies: the same request gets the same answer, and
 * several sites' chrome links the same pages, while a member of one brand is a visitor on the other's.
 */
async function checkLink(request: APIRequestContext, context: BrowserContext, url: string): Promise<LinkVerdict> {
  const key = `${url}\n${await cookieHeader(context, url)}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = fetchLink(request, context, url).then((answer) => ({ reason: brokenReason(answer), finalUrl: answer.finalUrl }));
    verdicts.set(key, verdict);
  }
  return verdict;
}

async function cookieHeader(context: BrowserContext, url: string): Promise<string> {
  return (await context.cookies(url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * GETs `url` with the browser context's cookies for it and follows redirects within our hosts. Sent to the loopback
 * address with the link's Host header: Node's resolver does not know `*.localhost` (the browser does). The explicit
 * cookie header keeps the request context's own cookie jar out of it. A redirect that leaves our hosts ends the chain
 * as an answer (an OAuth or payment page is not ours to judge).
 */
export async function fetchLink(request: APIRequestContext, context: BrowserContext, url: string): Promise<LinkAnswer> {
  const seen = new Set<string>();
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (seen.has(current.href)) return { status: 0, finalUrl: current.href, contentType: '', body: '', error: 'redirect loop' };
    seen.add(current.href);
    let response;
    try {
      response = await request.get(`${LOOPBACK}${current.pathname}${current.search}`, {
        headers: { host: current.host, cookie: await cookieHeader(context, current.href) },
        maxRedirects: 0,
        failOnStatusCode: false,
        timeout: 30_000,
      });
    } catch (error) {
      const message = (error as Error).message.split('\n')[0];
      return { status: 0, finalUrl: current.href, contentType: '', body: '', error: `no answer: ${message}` };
    }
    const status = response.status();
    const location = response.headers().location;
    if (status >= 300 && status < 400 && location) {
      await response.dispose();
      const next = new URL(location, current);
      if (!isOurs(next)) return { status, finalUrl: next.href, contentType: '', body: '' };
      current = next;
      continue;
    }
    const contentType = response.headers()['content-type'] ?? '';
    const body = contentType.includes('text/html') ? await response.text() : '';
    await response.dispose();
    return { status, finalUrl: current.href, contentType, body };
  }
  return { status: 0, finalUrl: current.href, contentType: '', body: '', error: `more than ${MAX_REDIRECTS} redirects` };
}

/** Requests every link, `batchSize` at a time, and returns the broken ones with the places they were found. */
export async function checkLinks(
  request: APIRequestContext,
  context: BrowserContext,
  links: ReadonlyMap<string, LinkPlace[]>,
  batchSize = 8,
): Promise<BrokenLink[]> {
  const broken: BrokenLink[] = [];
  for (const batch of inBatches([...links.entries()], batchSize)) {
    const verdicts = await Promise.all(batch.map(async ([url]) => checkLink(request, context, url)));
    verdicts.forEach(({ reason, finalUrl }, i) => {
      const [url, places] = batch[i]!;
      if (reason) broken.push({ url, reason, finalUrl, places });
    });
  }
  return broken;
}
