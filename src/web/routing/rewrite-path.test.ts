import { describe, expect, it } from 'vitest';
import { computeRewrite, sitePagePath } from './rewrite-path';

const cbtA = { site: 'cbt', brand: 'a' } as const;
const cbtB = { site: 'cbt', brand: 'b' } as const;

describe('computeRewrite', () => {
  it.each([
    ['/', '/_sites/cbt/a'],
    ['/login', '/_sites/cbt/a/login'],
    ['/exam/psat', '/_sites/cbt/a/exam/psat'],
    ['/mycbt/archive', '/_sites/cbt/a/mycbt/archive'],
    ['/refund-login/local', '/_sites/cbt/a/refund-login/local'],
    ['/cbt/practice/random/3/score', '/_sites/cbt/a/cbt/practice/random/3/score'],
    ['/no/such/page', '/_sites/cbt/a/no/such/page'],
    ['/login/', '/_sites/cbt/a/login'],
  ])('rewrites %s on the brand A CBT host to %s', (path, expected) => {
    expect(computeRewrite(path, cbtA)).toEqual({ action: 'rewrite', pathname: expected });
  });

  it('rewrites into the brand B tree for a brand B host', () => {
    expect(computeRewrite('/mycbt/purchase', cbtB)).toEqual({
      action: 'rewrite',
      pathname: '/_sites/cbt/b/mycbt/purchase',
    });
  });

  it('rewrites sites without pages to their own tree so Next answers 404', () => {
    expect(computeRewrite('/calendar', { site: 'portal', brand: 'a' })).toEqual({
      action: 'rewrite',
      pathname: '/_sites/portal/a/calendar',
    });
  });

  it.each(['/_sites', '/_sites/cbt/b/login', '/_sites/cbt/a', '/_SITES/cbt/b', '/_sites/cbt/a/logo.png'])(
    'sends the outside request %s to the not-found page',
    (path) => {
      expect(computeRewrite(path, cbtA)).toEqual({ action: 'rewrite', pathname: '/404' });
    },
  );

  it.each([
    '/_next/static/chunks/main.js',
    '/_next/image',
    '/_next/webpack-hmr',
    '/__nextjs_original-stack-frame',
    '/brands/a/logo.svg',
    '/brands/b/share.png',
    '/favicon.ico',
    '/robots.txt',
    '/some-file.webmanifest',
  ])('leaves %s to the filesystem router', (path) => {
    expect(computeRewrite(path, cbtA)).toEqual({ action: 'skip' });
  });

  it('does not treat a dotted directory as a static file', () => {
    expect(computeRewrite('/exam/v1.2/detail', cbtA)).toEqual({
      action: 'rewrite',
      pathname: '/_sites/cbt/a/exam/v1.2/detail',
    });
  });
});

describe('sitePagePath', () => {
  it('maps the root to the brand folder', () => {
    expect(sitePagePath(cbtB, '/')).toBe('/_sites/cbt/b');
  });
});
