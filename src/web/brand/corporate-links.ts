/**
 * The corporate site's own chrome (spec §2.5 corporate-service routes, §6 the corporate member's menu): what its header
 * offers a company instead of the individual portal's tabs. Pure and unit-tested.
 */
import type { NavItem } from '../../config/brands';

export interface CorporateNavItem extends Pick<NavItem, 'label' | 'href' | 'site'> {
  /** 채널 관리 goes through the approval check of the corporate menu (portal-links.ts, ADR 23). */
  guard?: 'channel-management';
}

/** The corporate navigation, in the order of spec §6's corporate menu; every path is on the corporate site. */
export const CORPORATE_NAVIGATION: readonly CorporateNavItem[] = [
  { label: '공고 등록', href: '/register/activity', site: 'corporate' },
  { label: '공고·지원자 관리', href: '/activities/ALL', site: 'corporate' },
  { label: '채널 관리', href: '/channel', site: 'corporate', guard: 'channel-management' },
  { label: '채널 댓글', href: '/channel/written-comment', site: 'corporate' },
  { label: '회원·기업 정보', href: '/profile', site: 'corporate' },
  { label: '미디어킷', href: '/media-kit', site: 'corporate' },
];

/** The navigation item a corporate page belongs to (its href), or null for the home and the auth pages. */
export function activeCorporateNav(path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/register/activity')) return '/register/activity';
  if (under('/activities') || under('/applicants') || under('/applications')) return '/activities/ALL';
  if (under('/channel/written-comment')) return '/channel/written-comment';
  if (under('/channel')) return '/channel';
  if (under('/profile')) return '/profile';
  if (under('/media-kit')) return '/media-kit';
  return null;
}

/** 기업회원 로그인 from a corporate page: back to it afterwards, except from the home and the auth pages. */
export function corporateLoginHref(currentPath: string): string {
  const path = currentPath.split('#')[0] || '/';
  // `/register` is the company sign-up; `/register/activity` (공고 등록) is a page to come back to.
  if (path === '/' || /^\/(login|register|find-email)(\?|$)/.test(path) || path.startsWith('/password/')) return '/login';
  return `/login?next=${encodeURIComponent(path)}`;
}
