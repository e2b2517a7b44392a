import { describe, expect, it } from 'vitest';
import { isBareRoute, layoutFor, toShellRoute, WEB_VIEW_FOOTER_ONLY_ROUTES } from './layout-rules';

// Every route of spec §2.1 as the app shell names it.
const SHELL_ROUTES = [
  '/',
  '/exam/[type]',
  '/exam/detail/[examIdx]',
  '/mycbt/archive',
  '/mycbt/review',
  '/mycbt/note',
  '/mycbt/purchase',
  '/login',
  '/register',
  '/refund-login',
  '/refund-login/local',
  '/404',
  '/cbt/select/[examDetailIdx]',
  '/cbt/select/random/[examIdx]',
  '/cbt/onequestions/[examDetailIdx]',
  '/cbt/onequestions/random/[examIdx]',
  '/cbt/onequestions/review',
  '/cbt/problem/[multipleProblemIdx]',
  '/cbt/practice',
  '/cbt/practice/[examDetailIdx]',
  '/cbt/practice/random/[examIdx]',
  '/cbt/practice/random/[examIdx]/score',
  '/cbt/practice/random/[examIdx]/solution',
  '/cbt/practice/score/[recordIdx]',
  '/cbt/practice/result/[recordIdx]',
  '/cbt/practice/solution/[recordIdx]',
] as const;

const BARE = new Set<string>(SHELL_ROUTES.filter((r) => r.startsWith('/cbt/') || r.startsWith('/refund-login') || r === '/404'));
const FOOTER_ONLY_IN_WEB_VIEW = new Set<string>(SHELL_ROUTES.slice(0, 6));

function expected(route: string, isWebView: boolean, headerDisabled: boolean) {
  if (BARE.has(route)) return { header: false, footer: false };
  if (isWebView && FOOTER_ONLY_IN_WEB_VIEW.has(route)) return { header: false, footer: true };
  return { header: !headerDisabled, footer: true };
}

describe('layoutFor (spec §2.1)', () => {
  const cases = SHELL_ROUTES.flatMap((route) =>
    [false, true].flatMap((isWebView) => [false, true].map((headerDisabled) => ({ route, isWebView, headerDisabled }))),
  );

  it.each(cases)('$route webView=$isWebView disabledHeader=$headerDisabled', (input) => {
    expect(layoutFor(input)).toEqual(expected(input.route, input.isWebView, input.headerDisabled));
  });

  it('test, practice, refund-login and 404 routes never show chrome', () => {
    for (const route of BARE) {
      for (const isWebView of [false, true]) {
        expect(layoutFor({ route, isWebView, headerDisabled: false })).toEqual({ header: false, footer: false });
      }
    }
  });

  it('the web view footer-only list is exactly the first six shell routes', () => {
    expect(WEB_VIEW_FOOTER_ONLY_ROUTES).toEqual(SHELL_ROUTES.slice(0, 6));
  });

  it('desktop shows header and footer on every other route', () => {
    expect(layoutFor({ route: '/login', isWebView: false, headerDisabled: false })).toEqual({ header: true, footer: true });
    expect(layoutFor({ route: '/', isWebView: false, headerDisabled: false })).toEqual({ header: true, footer: true });
  });

  it('the web view keeps the header on routes outside the first six', () => {
    expect(layoutFor({ route: '/login', isWebView: true, headerDisabled: false })).toEqual({ header: true, footer: true });
    expect(layoutFor({ route: '/mycbt/purchase', isWebView: true, headerDisabled: false })).toEqual({
      header: true,
      footer: true,
    });
  });

  it('treats /cbt itself and unknown routes sensibly', () => {
    expect(isBareRoute('/cbt')).toBe(true);
    expect(isBareRoute('/cbtx')).toBe(false);
    expect(layoutFor({ route: '/_error', isWebView: false, headerDisabled: false })).toEqual({ header: true, footer: true });
  });
});

describe('toShellRoute', () => {
  it.each([
    ['/_sites/cbt/[brand]', '/'],
    ['/_sites/cbt/[brand]/exam/[type]', '/exam/[type]'],
    ['/_sites/cbt/[brand]/mycbt/archive', '/mycbt/archive'],
    ['/_sites/cbt/[brand]/refund-login', '/refund-login'],
    ['/_sites/portal/[brand]/calendar', '/calendar'],
    ['/_sites/portal/[brand]', '/'],
    ['/404', '/404'],
    ['/_error', '/_error'],
    ['', '/'],
  ])('%s → %s', (pathname, route) => {
    expect(toShellRoute(pathname)).toBe(route);
  });

  it('is the bare /404 for the error page answering a 404, and /_error for any other status', () => {
    expect(toShellRoute('/_error', 404)).toBe('/404');
    expect(layoutFor({ route: toShellRoute('/_error', 404), isWebView: false, headerDisabled: false })).toEqual({ header: false, footer: false });
    expect(toShellRoute('/_error', 500)).toBe('/_error');
  });
});
