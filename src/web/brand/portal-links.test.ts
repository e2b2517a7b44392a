import { describe, expect, it } from 'vitest';
import type { CurrentUserChannel } from '../api/portal-api';
import {
  CHANNEL_UNAVAILABLE_MESSAGE,
  channelUnavailableContent,
  channelUnavailableReason,
  hidesPortalNav,
  isCorporate,
  logoutHref,
  searchUrl,
  userMenuItems,
} from './portal-links';

const origins = { cbt: 'http://localhost:3000', portal: 'http://portal.localhost:3000', corporate: 'http://biz.localhost:3000' };

describe('portal links', () => {
  it('logout goes through the API with next = the portal home', () => {
    expect(logoutHref(origins)).toBe('/logout?next=http%3A%2F%2Fportal.localhost%3A3000%2F');
  });

  it('search: empty text does nothing, a query is page 1 on the portal', () => {
    expect(searchUrl(origins, '')).toBeNull();
    expect(searchUrl(origins, '  \t')).toBeNull();
    expect(searchUrl(origins, ' 인턴 & 채용 ')).toBe('http://portal.localhost:3000/search?q=%EC%9D%B8%ED%84%B4%20%26%20%EC%B1%84%EC%9A%A9&p=1');
  });

  it('menus per role (spec §6)', () => {
    expect(userMenuItems('NORMAL', origins, null).map((i) => i.label)).toEqual([
      '마이페이지',
      '내 모의고사',
      '커리어 관리',
      '자기소개서 작성',
      '지원 현황',
      '내 채널 댓글',
      '담당자 Q&A',
      '고객문의',
      '로그아웃',
    ]);
    // The menu is on every brand A site (the community has no /mycbt): the CBT app's address, not a bare path.
    expect(userMenuItems('NORMAL', origins, null).find((i) => i.label === '내 모의고사')).toMatchObject({
      href: 'http://localhost:3000/mycbt/archive',
    });
    expect(userMenuItems('NORMAL', origins, null).find((i) => i.label === '지원 현황')).toMatchObject({
      href: 'http://portal.localhost:3000/accounts/applications',
    });
    const corporate = userMenuItems('CORPORATE', origins, { id: '1', url: 'hanbit', deactivatedAt: null });
    expect(corporate.map((i) => i.label)).toEqual([
      '공고 등록',
      '공고·지원자 관리',
      '회원·기업 정보',
      '채널 댓글',
      '채널 관리',
      '내 채널 바로가기',
      '광고 제휴 문의',
      '미디어킷 다운로드',
      '로그아웃',
    ]);
    expect(corporate.find((i) => i.label === '내 채널 바로가기')).toMatchObject({
      href: 'http://portal.localhost:3000/channel/hanbit',
      action: 'channel-guard',
    });
    expect(corporate.find((i) => i.label === '채널 관리')).toMatchObject({
      href: 'http://biz.localhost:3000/channel',
      action: 'channel-guard',
    });
    expect(corporate.find((i) => i.label === '광고 제휴 문의')).toMatchObject({ href: 'http://biz.localhost:3000/?inquiry=open', newWindow: true });
    expect(corporate.find((i) => i.label === '미디어킷 다운로드')).toMatchObject({ href: 'http://biz.localhost:3000/media-kit', newWindow: true });
  });

  it('roles and channel availability', () => {
    expect(isCorporate('NORMAL')).toBe(false);
    expect(isCorporate(undefined)).toBe(false);
    expect(isCorporate('CORPORATE')).toBe(true);
  });

  it('channel-unavailable reason: not approved, then no channel, then a deactivated channel (spec §4/§6)', () => {
    const active: CurrentUserChannel = { id: '1', url: 'x', deactivatedAt: null };
    const closed: CurrentUserChannel = { id: '1', url: 'x', deactivatedAt: '2026-01-01T00:00:00Z' };
    const corporate = (corporateApproved: boolean, channel: CurrentUserChannel | null) =>
      channelUnavailableReason({ type: 'CORPORATE', corporateApproved, channel });
    expect(corporate(true, active)).toBeNull();
    expect(corporate(false, active)).toBe('NOT_APPROVED');
    expect(corporate(false, null)).toBe('NOT_APPROVED');
    expect(corporate(false, closed)).toBe('NOT_APPROVED');
    expect(corporate(true, null)).toBe('NO_CHANNEL');
    expect(corporate(true, closed)).toBe('DEACTIVATED');
    // Individual members are never shown the dialog, whatever their channel.
    for (const channel of [active, closed, null]) {
      expect(channelUnavailableReason({ type: 'NORMAL', corporateApproved: true, channel })).toBeNull();
    }
  });

  it("says the reason's own sentence and leads where it is resolved; only the unapproved one speaks of approval", () => {
    expect(channelUnavailableContent(origins, 'NOT_APPROVED')).toEqual({
      message: CHANNEL_UNAVAILABLE_MESSAGE,
      actionLabel: '사업자등록번호 확인하기',
      actionHref: 'http://biz.localhost:3000/profile',
    });
    expect(channelUnavailableContent(origins, 'NO_CHANNEL')).toMatchObject({ actionLabel: '채널 만들기', actionHref: 'http://biz.localhost:3000/channel' });
    expect(channelUnavailableContent(origins, 'DEACTIVATED')).toMatchObject({ actionLabel: '채널 관리로 이동', actionHref: 'http://biz.localhost:3000/channel' });
    for (const reason of ['NO_CHANNEL', 'DEACTIVATED'] as const) {
      expect(channelUnavailableContent(origins, reason).message).not.toContain('승인');
    }
  });

  it('hides the navigation on my-CBT archive, note, review and exam detail', () => {
    for (const route of ['/mycbt/archive', '/mycbt/note', '/mycbt/review', '/exam/detail/[examIdx]']) expect(hidesPortalNav(route)).toBe(true);
    for (const route of ['/', '/exam/[type]', '/mycbt/purchase', '/login']) expect(hidesPortalNav(route)).toBe(false);
  });
});
