/**
 * Sign-out as a write (the portal's `/logout`, brand B's `/sso/sign-out`): only a POST ends a session, so an image,
 * a link or a frame another page plants cannot log the reader out. A GET answers a small confirmation page whose one
 * button POSTs back to the same address (the `next`/`redirectUri` kept in it); the POST must come from a page of ours.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppEnv, HostEntry } from '../../config/hosts';
import { isOwnOrigin } from '../../config/redirects';
import { clientOrigin } from './client-origin';
import { forbidden } from './errors';

const CROSS_SITE_MESSAGE = '허용되지 않은 출처의 요청입니다.';

/**
 * Refuses a sign-out POST another site made. A browser says where a request came from in `sec-fetch-site`; when it
 * says `same-origin` that is the answer, whatever Origin says — our pages' `Referrer-Policy: no-referrer` makes a
 * form's POST carry `Origin: null`. Anything else a browser says must come with an Origin of ours (scheme, host and
 * port, isOwnOrigin). A client that sends neither header is not a browser acting for somebody else (the security
 * plugin's rule for every write); one that sends only Origin is held to it.
 */
export function refuseCrossSiteSignOut(
  request: FastifyRequest,
  hostTable: Readonly<Record<string, HostEntry>>,
  appEnv: AppEnv,
): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return;
  if (fetchSite === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (fetchSite === undefined) return;
    throw forbidden(CROSS_SITE_MESSAGE);
  }
  if (!isOwnOrigin(origin, hostTable, clientOrigin(request, appEnv))) throw forbidden(CROSS_SITE_MESSAGE);
}

/**
 * A form's POST carries `application/x-www-form-urlencoded` even with no field: accepted (its fields unread — the
 * target travels in the query string) by the sign-out routes of the plugin this is called in.
 */
export function acceptSignOutForm(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The confirmation page a GET of a sign-out address answers: plain HTML without script (the page CSP applies), one
 * "로그아웃" button posting to `action` (a path of ours with its query).
 */
export function signOutConfirmPage(action: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>로그아웃</title>
<style>body{margin:0;font-family:system-ui,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center}button{padding:12px 32px;font-size:16px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}</style>
</head>
<body>
<main>
<form method="post" action="${escapeAttribute(action)}"><button type="submit" data-testid="sign-out-confirm">로그아웃</button></form>
</main>
</body>
</html>
`;
}
