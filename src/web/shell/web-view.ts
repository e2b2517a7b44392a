/**
 * Native app web view and mobile detection from the user agent (spec §1, §2.1, §9).
 * The cookie override exists so tests and QA can force either layout from a desktop browser.
 */
import {
  ANY_WEB_VIEW_USER_AGENT as ANY_WEB_VIEW,
  MOBILE_USER_AGENT,
  WEB_VIEW_COOKIE,
  WEB_VIEW_USER_AGENTS,
} from '../../config/page-variants';
import type { BrandId } from '../../config/hosts';

// Shared with the front door's page cache, which keys on them (src/config/page-variants.ts).
export { WEB_VIEW_COOKIE, WEB_VIEW_USER_AGENTS };

export function isWebViewUserAgent(userAgent: string | null | undefined): boolean {
  return ANY_WEB_VIEW.test(userAgent ?? '');
}

/** The brand whose app sent the request, if any. */
export function webViewBrand(userAgent: string | null | undefined): BrandId | null {
  const ua = userAgent ?? '';
  if (WEB_VIEW_USER_AGENTS.a.test(ua)) return 'a';
  if (WEB_VIEW_USER_AGENTS.b.test(ua)) return 'b';
  return null;
}

export function detectWebView(userAgent: string | null | undefined, webViewCookie: string | null | undefined): boolean {
  if (webViewCookie === '1') return true;
  if (webViewCookie === '0') return false;
  return isWebViewUserAgent(userAgent);
}

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  // The native apps are mobile even when their user agent omits the usual markers.
  return MOBILE_USER_AGENT.test(userAgent ?? '') || isWebViewUserAgent(userAgent);
}
