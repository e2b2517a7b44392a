/**
 * What in a request, besides its host and URL, changes how a CBT page renders (spec §2.1): the web-view and
 * disabledHeader cookies and the native apps' and mobile browsers' user agents. The web shell renders by them
 * (src/web/shell/web-view.ts, layout-rules.ts); the front door's page cache keys on them
 * (src/server/plugins/cached-page.ts), so both read the same names and patterns from here.
 */
import type { BrandId } from './hosts';

/** `webview=1` forces the web view layout, `webview=0` forces the browser layout. */
export const WEB_VIEW_COOKIE = 'webview';

/** Cookie that hides the header when present (spec §2.1). */
export const DISABLED_HEADER_COOKIE = 'disabledHeader';

/** User-agent markers of the brands' native apps. */
export const WEB_VIEW_USER_AGENTS: Readonly<Record<BrandId, RegExp>> = {
  a: /CareerRoadApp\//,
  b: /NursePassApp\//,
};

export const ANY_WEB_VIEW_USER_AGENT = /(?:CareerRoadApp|NursePassApp)\//;

export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini|webOS/i;
