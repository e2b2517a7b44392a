import { describe, expect, it } from 'vitest';
import { hostTableFor } from '../../config/hosts';
import { buildShellProps, requestProtocol, siteOriginsFor, toPublicPath } from './get-shell-props';

const testTable = hostTableFor('test');
const prodTable = hostTableFor('production');

function shell(overrides: Partial<Parameters<typeof buildShellProps>[0]['request']> = {}, brand: 'a' | 'b' = 'a') {
  return buildShellProps({
    request: { host: 'localhost:3100', cookies: {}, path: '/exam/psat?page=2', ...overrides },
    brand,
    site: 'cbt',
    appEnv: 'test',
    hostTable: testTable,
    page: { title: 'PSAT', description: '공직적성평가' },
  });
}

describe('buildShellProps', () => {
  it('carries host, brand, site and per-page SEO with the brand share image', () => {
    const props = shell();
    expect(props).toMatchObject({
      host: 'localhost:3100',
      origin: 'http://localhost:3100',
      brand: 'a',
      site: 'cbt',
      isWebView: false,
      headerDisabled: false,
      seo: {
        title: 'PSAT | 커리어로드 CBT',
        description: '공직적성평가',
        image: 'http://localhost:3100/brands/a/share.png',
        url: 'http://localhost:3100/exam/psat',
        siteName: '커리어로드 CBT',
        noIndex: false,
      },
    });
  });

  it('uses the brand title and description when the page has none', () => {
    const props = buildShellProps({
      request: { host: 'cbt.nursepass.localhost:3100', cookies: {}, path: '/' },
      brand: 'b',
      site: 'cbt',
      appEnv: 'test',
      hostTable: testTable,
    });
    expect(props.seo.title).toBe('너스패스 CBT - 병원 필기시험·면접·간호학과 시험 대비');
    expect(props.seo.image).toBe('http://cbt.nursepass.localhost:3100/brands/b/share.png');
  });

  it('names the site and the brand in every site\'s titles and share cards', () => {
    const titleOn = (site: Parameters<typeof buildShellProps>[0]['site'], brand: 'a' | 'b', title?: string) =>
      buildShellProps({
        request: { host: 'localhost:3100', cookies: {}, path: '/' },
        brand,
        site,
        appEnv: 'test',
        hostTable: testTable,
        page: title ? { title } : undefined,
      }).seo;
    expect(titleOn('portal', 'a').title).toBe('커리어로드 - 공모전·대외활동·인턴·채용 정보');
    expect(titleOn('portal', 'a', '전체 공고')).toMatchObject({ title: '전체 공고 | 커리어로드', siteName: '커리어로드' });
    expect(titleOn('corporate', 'a', '공고 등록').title).toBe('공고 등록 | 커리어로드 기업서비스');
    expect(titleOn('console', 'a', '로그인').title).toBe('로그인 | 커리어로드 운영 콘솔');
    expect(titleOn('console', 'b', '로그인').title).toBe('로그인 | 너스패스 운영 콘솔');
    expect(titleOn('community', 'b').title).toBe('너스패스 커뮤니티');
    expect(titleOn('shop', 'b', '장바구니').title).toBe('장바구니 | 너스패스 스토어');
    expect(titleOn('cbt', 'a', '로그인').title).not.toBe(titleOn('console', 'a', '로그인').title);
  });

  it('detects the web view from the app user agent and the cookie override', () => {
    expect(shell({ userAgent: 'Mozilla/5.0 CareerRoadApp/1.0' }).isWebView).toBe(true);
    expect(shell({ cookies: { webview: '1' } }).isWebView).toBe(true);
    expect(shell({ userAgent: 'Mozilla/5.0 NursePassApp/1.0', cookies: { webview: '0' } }).isWebView).toBe(false);
  });

  it('notes the disabledHeader cookie whatever its value', () => {
    expect(shell({ cookies: { disabledHeader: '' } }).headerDisabled).toBe(true);
    expect(shell({ cookies: { disabledHeader: 'true' } }).headerDisabled).toBe(true);
  });

  it('detects mobile devices', () => {
    expect(shell({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148' }).isMobile).toBe(true);
    expect(shell({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156' }).isMobile).toBe(false);
  });

  it('honours x-forwarded-proto', () => {
    expect(shell({ forwardedProto: 'https' }).seo.image).toBe('https://localhost:3100/brands/a/share.png');
  });
});

describe('siteOriginsFor', () => {
  it('keeps the current port for other development sites', () => {
    const origins = siteOriginsFor(testTable, 'a', 'http', 'cbt.careerroad.localhost:3100');
    expect(origins.portal).toBe('http://careerroad.localhost:3100');
    expect(origins.community).toBe('http://community.careerroad.localhost:3100');
    expect(origins.cbt).toBe('http://cbt.careerroad.localhost:3100');
  });

  it("gives a portal page the brand's CBT host, not its own", () => {
    const origins = siteOriginsFor(testTable, 'a', 'http', 'careerroad.localhost:3100', 'portal');
    expect(origins.cbt).not.toBe('http://careerroad.localhost:3100');
    expect(origins.cbt).toMatch(/^http:\/\/[a-z.]*localhost:3100$/);
  });

  it('prefers hosts of the same brand and falls back to any brand', () => {
    const origins = siteOriginsFor(testTable, 'b', 'http', 'cbt.nursepass.localhost:3100');
    expect(origins.shop).toBe('http://nursepass.localhost:3100');
    // Brand B has its own community host (ADR 8); the portal is brand A's only, so brand B falls back to it.
    expect(origins.community).toBe('http://community.nursepass.localhost:3100');
    expect(origins.portal).toBe('http://careerroad.localhost:3100');
  });

  it('uses production hosts without a port', () => {
    const origins = siteOriginsFor(prodTable, 'b', 'https', 'cbt.nursepass.co.kr');
    expect(origins.shop).toBe('https://nursepass.co.kr');
    expect(origins.cbt).toBe('https://cbt.nursepass.co.kr');
    expect(siteOriginsFor(prodTable, 'a', 'https', 'cbt.careerroad.kr').portal).toBe('https://careerroad.kr');
  });
});

describe('toPublicPath', () => {
  it.each([
    ['/_sites/cbt/a', '/'],
    ['/_sites/cbt/a/mycbt/archive', '/mycbt/archive'],
    ['/_sites/cbt/b/login?redirect=%2F', '/login?redirect=%2F'],
    ['/_sites/cbt/a?x=1', '/?x=1'],
    ['/mycbt/archive', '/mycbt/archive'],
    ['', '/'],
  ])('%s → %s', (url, expected) => {
    expect(toPublicPath(url)).toBe(expected);
  });
});

describe('requestProtocol', () => {
  it('defaults to https in production only', () => {
    expect(requestProtocol(undefined, 'production')).toBe('https');
    expect(requestProtocol(undefined, 'development')).toBe('http');
    expect(requestProtocol('https, http', 'test')).toBe('https');
  });
});
