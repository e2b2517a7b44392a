/** Promotion popup and chat tooltip rules (spec §4, §9), pure for unit tests. */

/** Spec §9: the popup ends 27 Oct 2024 23:59:59 (Korean time). */
export const PROMOTION_END = new Date('2024-10-27T23:59:59+09:00');
export const PROMOTION_COOKIE = 'promotionPopupHidden';
/** "오늘 하루 보지 않기" sets the cookie with a 1-minute expiry (spec §9). */
export const PROMOTION_COOKIE_MINUTES = 1;
export const CHAT_TOOLTIP_COOKIE = 'chatTooltipClosed';
export const CHAT_TOOLTIP_COOKIE_DAYS = 7;

/** Home and exam detail pages only, until the end date, unless the cookie is set. */
export function shouldShowPromotion(route: string, now: Date, cookieSet: boolean): boolean {
  if (cookieSet) return false;
  if (route !== '/' && !route.startsWith('/exam/detail/')) return false;
  return now.getTime() <= PROMOTION_END.getTime();
}

/** Cookie domain by the current host: none (host-only) on localhost, else the registrable domain. */
export function cookieDomainFor(hostname: string): string | undefined {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || /^[\d.]+$/.test(hostname)) return undefined;
  const parts = hostname.split('.');
  if (parts.length <= 2) return hostname;
  // careerroad.kr / nursepass.co.kr
  const twoLevel = /\.(co|or|go|ac|ne)\.kr$/.test(hostname);
  return parts.slice(twoLevel ? -3 : -2).join('.');
}
