import { describe, expect, it } from 'vitest';
import {
  brokenReason,
  decideLink,
  formatBrokenReport,
  groupByAddress,
  inBatches,
  type LinkAnswer,
  type OurHosts,
  type RawLink,
} from './crawl';

const HOSTS: OurHosts = { hostnames: new Set(['localhost', 'portal.localhost', 'shop.localhost']), port: 3100 };
const PORTAL = 'http://portal.localhost:3100';
const HOME = `${PORTAL}/`;

function link(href: string, where = 'main', page = HOME): RawLink {
  return { href, resolved: new URL(href, page).href, page, variant: 'desktop, logged out', where, text: href };
}

function answer(status: number, body = '', contentType = 'text/html; charset=utf-8'): LinkAnswer {
  return { status, finalUrl: `${PORTAL}/x`, contentType, body };
}

describe('decideLink', () => {
  it('checks a path of our host without its fragment', () => {
    expect(decideLink('/activities/ALL#list', HOME, HOSTS)).toEqual({ kind: 'check', url: `${PORTAL}/activities/ALL` });
  });

  it('checks another of our hosts on the same port, query included', () => {
    expect(decideLink('http://shop.localhost:3100/list/3?page=2', HOME, HOSTS)).toEqual({
      kind: 'check',
      url: 'http://shop.localhost:3100/list/3?page=2',
    });
  });

  it('skips same-page anchors, mail and phone links, other schemes and external sites', () => {
    expect(decideLink('#top', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'anchor' });
    expect(decideLink('', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'anchor' });
    expect(decideLink('mailto:help@careerroad.kr', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'scheme' });
    expect(decideLink('tel:02-1234-5678', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'scheme' });
    expect(decideLink('javascript:void(0)', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'scheme' });
    expect(decideLink('https://pf.kakao.com/_careerroad', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'external' });
  });

  it('skips the sign-out addresses, which the menus POST to', () => {
    expect(decideLink('/logout?next=%2F', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'sign-out' });
    expect(decideLink('http://shop.localhost:3100/sso/sign-out?redirectUri=x', HOME, HOSTS)).toEqual({ kind: 'skip', reason: 'sign-out' });
  });

  it('calls a link to our host on another port broken without asking the server', () => {
    expect(decideLink('http://portal.localhost/faq', HOME, HOSTS)).toEqual({
      kind: 'broken',
      url: 'http://portal.localhost/faq',
      reason: "names our host on port 80, not the server's 3100",
    });
  });
});

describe('groupByAddress', () => {
  it('keeps one entry per address with every place it was found, and the misdirected links apart', () => {
    const { check, broken } = groupByAddress(
      [link('/faq', 'site-footer › 고객 지원'), link('/faq#top', '전체 메뉴 (opened) › 전체 메뉴'), link('#'), link('http://portal.localhost:4000/')],
      HOSTS,
    );
    expect([...check.keys()]).toEqual([`${PORTAL}/faq`]);
    expect(check.get(`${PORTAL}/faq`)!.map((place) => place.where)).toEqual(['site-footer › 고객 지원', '전체 메뉴 (opened) › 전체 메뉴']);
    expect(broken.map((entry) => entry.url)).toEqual(['http://portal.localhost:4000/']);
  });
});

describe('brokenReason', () => {
  it('calls a 404 broken', () => {
    expect(brokenReason(answer(404, '<section data-testid="not-found-screen">'))).toBe('404 Not Found');
  });

  it('calls a server error and any other 4xx broken', () => {
    expect(brokenReason(answer(500))).toBe('500 server error');
    expect(brokenReason(answer(502))).toBe('502 server error');
    expect(brokenReason(answer(400))).toBe('400 answer');
  });

  it('calls a 200 page that renders our not-found or error screen broken', () => {
    expect(brokenReason(answer(200, '<main><section data-testid="not-found-screen" data-variant="not-found">'))).toBe(
      '200 but the page renders our not-found-screen',
    );
    expect(brokenReason(answer(200, '<section data-testid="error-screen" data-variant="denied">'))).toBe(
      '200 but the page renders our error-screen',
    );
  });

  it('passes a page that opens, whatever its text says', () => {
    expect(brokenReason(answer(200, '<main><h1>오류 신고</h1><a data-testid="error-report-open">'))).toBeNull();
  });

  it('looks for the error screens in HTML only', () => {
    expect(brokenReason(answer(200, 'data-testid="error-screen"', 'application/pdf'))).toBeNull();
  });

  it('calls a request that got no answer broken with its reason', () => {
    expect(brokenReason({ ...answer(0), error: 'redirect loop' })).toBe('redirect loop');
  });
});

describe('formatBrokenReport', () => {
  it('names the broken link, why, and the page, variant, menu and text where it was found', () => {
    const { check } = groupByAddress([link('/no-such-page', 'site-footer › 고객 지원')], HOSTS);
    const [[url, places]] = [...check.entries()] as [[string, RawLink[]]];
    const reason = brokenReason(answer(404));
    expect(reason).not.toBeNull();
    expect(formatBrokenReport([{ url, reason: reason!, places }])).toBe(
      [
        '1 broken link:',
        `✗ ${PORTAL}/no-such-page — 404 Not Found`,
        `    found on ${HOME} (desktop, logged out) in site-footer › 고객 지원 "/no-such-page"`,
      ].join('\n'),
    );
  });

  it('says where a redirect ended, and counts the places beyond the first three', () => {
    const places = ['a', 'b', 'c', 'd', 'e'].map((where) => link('/old', where));
    const report = formatBrokenReport([{ url: `${PORTAL}/old`, reason: '500 server error', finalUrl: `${PORTAL}/new`, places }]);
    expect(report).toContain(`✗ ${PORTAL}/old — 500 server error (redirected to ${PORTAL}/new)`);
    expect(report).toContain('    … and 2 more places');
    expect(report.split('\n').filter((line) => line.startsWith('    found'))).toHaveLength(3);
  });

  it('says so when nothing is broken', () => {
    expect(formatBrokenReport([])).toBe('no broken links');
  });
});

describe('inBatches', () => {
  it('splits a list into batches of the size, the last one shorter', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 3)).toEqual([]);
  });
});
