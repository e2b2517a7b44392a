import { describe, expect, it } from 'vitest';
import { activeCbtHref, linkTarget, loginHref, registerHref, withQueryParam } from './site-links';

const origins = { portal: 'http://portal.localhost:3100', community: 'http://community.localhost:3100' };

describe('linkTarget', () => {
  it('keeps CBT paths internal', () => {
    expect(linkTarget({ href: '/mycbt/archive' }, origins)).toEqual({ href: '/mycbt/archive', external: false });
    expect(linkTarget({ href: '/', site: 'cbt' }, origins)).toEqual({ href: '/', external: false });
  });

  it('prefixes other sites with their origin', () => {
    expect(linkTarget({ href: '/community', site: 'community' }, origins)).toEqual({
      href: 'http://community.localhost:3100/community',
      external: true,
    });
  });

  it('from the portal, sends CBT paths to the CBT host and keeps portal paths internal', () => {
    const withCbt = { ...origins, cbt: 'http://localhost:3100' };
    expect(linkTarget({ href: '/mycbt/archive' }, withCbt, 'portal')).toEqual({ href: 'http://localhost:3100/mycbt/archive', external: true });
    expect(linkTarget({ href: '/calendar', site: 'portal' }, withCbt, 'portal')).toEqual({ href: '/calendar', external: false });
  });

  it('leaves absolute addresses as they are', () => {
    expect(linkTarget({ href: 'https://chatbot.careerroad.kr/cbt' }, origins, 'portal')).toEqual({ href: 'https://chatbot.careerroad.kr/cbt', external: true });
  });

  it('falls back to the bare path when a site has no host', () => {
    expect(linkTarget({ href: '/help', site: 'shop' }, origins)).toEqual({ href: '/help', external: true });
  });
});

describe('loginHref', () => {
  it.each([
    ['/mycbt/archive', '/login?redirect=%2Fmycbt%2Farchive'],
    ['/exam/psat?page=2', '/login?redirect=%2Fexam%2Fpsat%3Fpage%3D2'],
    ['/', '/login'],
    ['/login?redirect=%2Fx', '/login'],
    ['/register', '/login'],
    ['/refund-login/local', '/login'],
  ])('%s → %s', (path, expected) => {
    expect(loginHref(path)).toBe(expected);
  });
});

describe('activeCbtHref', () => {
  it.each([
    ['/', '/'],
    ['/exam/psat', '/'],
    ['/exam/detail/3', '/'],
    ['/mycbt/archive', '/mycbt/archive'],
    ['/login', ''],
  ])('%s → %s', (route, expected) => {
    expect(activeCbtHref(route)).toBe(expected);
  });
});

describe('withQueryParam', () => {
  it('keeps the public path the browser shows and adds the parameter', () => {
    expect(withQueryParam('/register/activity', 'id', '42')).toBe('/register/activity?id=42');
  });

  it('replaces the parameter and keeps the others and the hash', () => {
    expect(withQueryParam('/register/activity?id=1&from=list#step', 'id', '42')).toBe('/register/activity?id=42&from=list#step');
  });
});

describe('registerHref', () => {
  const brandB = { cbt: 'http://nurse.localhost:3100', shop: 'http://shop.localhost:3100', community: 'http://nurse-community.localhost:3100' };

  it('is the sign-up page of the CBT app and the shop, which serve their own', () => {
    expect(registerHref('cbt', brandB, '/exam/hospital-test')).toBe('/register');
    expect(registerHref('shop', brandB, '/list/jobs')).toBe('/register');
  });

  it("sends the community to the brand's CBT sign-up, coming back to the page it started from", () => {
    expect(registerHref('community', brandB, '/community/free?page=2#top')).toBe(
      `http://nurse.localhost:3100/register?redirect=${encodeURIComponent('http://nurse-community.localhost:3100/community/free?page=2')}`,
    );
    expect(registerHref('community', brandB, '/login?next=%2Fscraps')).toBe(
      `http://nurse.localhost:3100/register?redirect=${encodeURIComponent('http://nurse-community.localhost:3100/')}`,
    );
  });

  it('falls back to the bare path when an origin is unknown', () => {
    expect(registerHref('community', { community: brandB.community }, '/community')).toBe('/register');
  });
});
