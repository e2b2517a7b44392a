import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeCorporateNav, CORPORATE_NAVIGATION, corporateLoginHref } from './corporate-links';

describe('CORPORATE_NAVIGATION', () => {
  it("is the corporate member's menu of spec §6, every item a page of the corporate site", () => {
    expect(CORPORATE_NAVIGATION.map((item) => item.label)).toEqual(['공고 등록', '공고·지원자 관리', '채널 관리', '채널 댓글', '회원·기업 정보', '미디어킷']);
    const pages = path.resolve(__dirname, '../../../pages/_sites/corporate/[brand]');
    for (const item of CORPORATE_NAVIGATION) {
      expect(item.site).toBe('corporate');
      const file = item.href === '/activities/ALL' ? 'activities/[status].tsx' : `${item.href.slice(1)}.tsx`;
      const index = `${item.href.slice(1)}/index.tsx`;
      expect(existsSync(path.join(pages, file)) || existsSync(path.join(pages, index)), item.href).toBe(true);
    }
  });

  it('guards only 채널 관리', () => {
    expect(CORPORATE_NAVIGATION.filter((item) => item.guard).map((item) => item.label)).toEqual(['채널 관리']);
  });
});

describe('activeCorporateNav', () => {
  it.each([
    ['/register/activity?step=2', '/register/activity'],
    ['/activities/OPEN', '/activities/ALL'],
    ['/applicants/12', '/activities/ALL'],
    ['/applications/3', '/activities/ALL'],
    ['/channel', '/channel'],
    ['/channel/written-comment', '/channel/written-comment'],
    ['/profile', '/profile'],
    ['/media-kit', '/media-kit'],
    ['/', null],
    ['/register', null],
    ['/login?next=%2Fprofile', null],
  ])('puts %s under %s', (page, active) => {
    expect(activeCorporateNav(page)).toBe(active);
  });
});

describe('corporateLoginHref', () => {
  it('comes back to the page, not to the home or the auth pages', () => {
    expect(corporateLoginHref('/activities/ALL?page=2')).toBe('/login?next=%2Factivities%2FALL%3Fpage%3D2');
    expect(corporateLoginHref('/register/activity')).toBe('/login?next=%2Fregister%2Factivity');
    expect(corporateLoginHref('/')).toBe('/login');
    expect(corporateLoginHref('/register')).toBe('/login');
    expect(corporateLoginHref('/login?next=%2Fprofile')).toBe('/login');
    expect(corporateLoginHref('/password/reset')).toBe('/login');
  });
});
