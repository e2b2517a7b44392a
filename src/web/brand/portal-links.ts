/** Portal chrome data of spec §2.5/§6: where the header's links go, per role. Pure and unit-tested. */
import type { Site } from '../../config/hosts';
import type { CurrentUser, CurrentUserChannel } from '../api/portal-api';

export const SEARCH_PLACEHOLDER = '대외활동, 인턴, 채용 정보를 검색해보세요';
export const INDIVIDUAL_ONLY_MESSAGE = '개인회원만 이용할 수 있는 서비스입니다.';
export const CHANNEL_UNAVAILABLE_TITLE = '채널 서비스 이용 불가';
export const CHANNEL_UNAVAILABLE_MESSAGE = '기업회원 가입 승인이 완료되지 않았습니다.\n사업자등록번호를 정확히 입력해주세요.';
export const NO_CHANNEL_MESSAGE = '아직 개설한 채널이 없습니다.\n채널 관리에서 채널을 만들면 채널 서비스를 이용할 수 있습니다.';
export const CHANNEL_DEACTIVATED_MESSAGE = '채널 운영이 중지되어 있습니다.\n채널 관리에서 채널을 다시 운영하면 이용할 수 있습니다.';

export type SiteOrigins = Partial<Record<Site, string>>;

/** Absolute URL on another site, or the bare path when its origin is unknown. */
export function siteUrl(siteOrigins: SiteOrigins, site: Site, path: string): string {
  return `${siteOrigins[site] ?? ''}${path}`;
}

export function portalHome(siteOrigins: SiteOrigins): string {
  return siteUrl(siteOrigins, 'portal', '/');
}

/**
 * Spec §2.5: the API's logout path with next pointing back to the individual-service home. The menu POSTs to it
 * (action 'logout'); followed as a link, it shows the confirmation page instead.
 */
export function logoutHref(siteOrigins: SiteOrigins): string {
  return `/logout?next=${encodeURIComponent(portalHome(siteOrigins))}`;
}

/** A new search on the portal (p is 1); null for empty text, which does nothing (spec §5). */
export function searchUrl(siteOrigins: SiteOrigins, text: string): string | null {
  const q = text.trim();
  if (!q) return null;
  return `${siteUrl(siteOrigins, 'portal', '/search')}?q=${encodeURIComponent(q)}&p=1`;
}

/** channel-guard: 채널 관리 and 내 채널 바로가기, spec §4/§6's channel-unavailable dialog when a reason applies. */
export type MenuAction = 'inquiry' | 'channel-guard' | 'individual-only' | 'logout';

export interface UserMenuItem {
  label: string;
  href: string;
  /** Opens in a new window (external partner pages, downloads). */
  newWindow?: boolean;
  /** Handled in place instead of (or before) following the link. */
  action?: MenuAction;
}

export function isCorporate(type: string | null | undefined): boolean {
  return !!type && type !== 'NORMAL';
}

export type ChannelUnavailableReason = 'NOT_APPROVED' | 'NO_CHANNEL' | 'DEACTIVATED';

/**
 * Spec §4/§6: why a corporate member gets the "채널 서비스 이용 불가" dialog from 채널 관리 or 내 채널 바로가기 — the
 * sign-up is not approved, there is no channel, or the channel is deactivated, in that order — or null when the
 * channel services are open to them. Individual members never get it. The one rule both menu entries use (ADR 48).
 */
export function channelUnavailableReason(
  user: Pick<CurrentUser, 'type' | 'corporateApproved' | 'channel'>,
): ChannelUnavailableReason | null {
  if (!isCorporate(user.type)) return null;
  if (!user.corporateApproved) return 'NOT_APPROVED';
  if (!user.channel) return 'NO_CHANNEL';
  if (user.channel.deactivatedAt) return 'DEACTIVATED';
  return null;
}

/**
 * The dialog's sentence and way out for a reason: an unapproved company checks its 사업자등록번호 on the profile
 * page; one without a channel, or with a paused one, goes to 채널 관리 on the corporate site, where a channel is made
 * and a paused one brought back.
 */
export function channelUnavailableContent(
  siteOrigins: SiteOrigins,
  reason: ChannelUnavailableReason,
): { message: string; actionLabel: string; actionHref: string } {
  switch (reason) {
    case 'NOT_APPROVED':
      return { message: CHANNEL_UNAVAILABLE_MESSAGE, actionLabel: '사업자등록번호 확인하기', actionHref: corporateProfileUrl(siteOrigins) };
    case 'NO_CHANNEL':
      return { message: NO_CHANNEL_MESSAGE, actionLabel: '채널 만들기', actionHref: siteUrl(siteOrigins, 'corporate', '/channel') };
    case 'DEACTIVATED':
      return { message: CHANNEL_DEACTIVATED_MESSAGE, actionLabel: '채널 관리로 이동', actionHref: siteUrl(siteOrigins, 'corporate', '/channel') };
  }
}

export function userMenuItems(type: string, siteOrigins: SiteOrigins, channel: CurrentUserChannel | null | undefined): UserMenuItem[] {
  const portal = (path: string) => siteUrl(siteOrigins, 'portal', path);
  const corporate = (path: string) => siteUrl(siteOrigins, 'corporate', path);
  if (!isCorporate(type)) {
    return [
      { label: '마이페이지', href: portal('/profile') },
      // The menu is drawn on every brand A site, and only the CBT app (and the portal, by a redirect) has /mycbt.
      { label: '내 모의고사', href: siteUrl(siteOrigins, 'cbt', '/mycbt/archive') },
      { label: '커리어 관리', href: portal('/my-career/spec-management?section=info') },
      { label: '자기소개서 작성', href: portal('/self-introduction/manage') },
      // The member's applications made on the portal (ADR 26): the list of each one's state.
      { label: '지원 현황', href: portal('/accounts/applications') },
      { label: '내 채널 댓글', href: portal('/accounts/channel-comment') },
      { label: '담당자 Q&A', href: portal('/accounts/reply') },
      { label: '고객문의', href: portal('/?inquiry=open'), action: 'inquiry' },
      { label: '로그아웃', href: logoutHref(siteOrigins), action: 'logout' },
    ];
  }
  return [
    { label: '공고 등록', href: corporate('/register/activity') },
    { label: '공고·지원자 관리', href: corporate('/activities/ALL') },
    { label: '회원·기업 정보', href: corporate('/profile') },
    { label: '채널 댓글', href: corporate('/channel/written-comment') },
    { label: '채널 관리', href: corporate('/channel'), action: 'channel-guard' },
    {
      label: '내 채널 바로가기',
      href: channel?.url ? portal(`/channel/${encodeURIComponent(channel.url)}`) : portal('/channel'),
      action: 'channel-guard',
    },
    // Both leave the page they are on (spec §6): the product's own inquiry form with the corporate template (spec §5),
    // opened on the corporate host where the company is logged in, and the media kit of the product's figures (ADR 26).
    { label: '광고 제휴 문의', href: corporate('/?inquiry=open'), newWindow: true },
    { label: '미디어킷 다운로드', href: corporate('/media-kit'), newWindow: true },
    { label: '로그아웃', href: logoutHref(siteOrigins), action: 'logout' },
  ];
}

/** Where the "check the business registration number" button goes: the corporate profile page. */
export function corporateProfileUrl(siteOrigins: SiteOrigins): string {
  return siteUrl(siteOrigins, 'corporate', '/profile');
}

export function careerManagementUrl(siteOrigins: SiteOrigins): string {
  return siteUrl(siteOrigins, 'portal', '/my-career/spec-management?section=info');
}

/** Routes whose main navigation and widgets are hidden (spec §2.5). */
export function hidesPortalNav(route: string): boolean {
  return (
    route === '/mycbt/archive' ||
    route === '/mycbt/note' ||
    route === '/mycbt/review' ||
    route.startsWith('/exam/detail/')
  );
}
