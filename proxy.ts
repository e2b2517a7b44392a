/**
 * Host dispatch (docs/CONTRACTS.md "Request routing"): `/<path>` → `/_sites/<site>/<brand>/<path>`.
 * The decision itself lives in src/web/routing/rewrite-path.ts.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { hostTableFromEnv, resolveHost } from './src/config/hosts';
import { computeRewrite } from './src/web/routing/rewrite-path';

// Built once per server process; SITE_HOSTS typos throw at the first request rather than silently misroute.
const hostTable = hostTableFromEnv(process.env);

export function proxy(request: NextRequest) {
  const { site, brand } = resolveHost(request.headers.get('host'), hostTable);
  const decision = computeRewrite(request.nextUrl.pathname, { site, brand });
  if (decision.action === 'skip') return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  return NextResponse.rewrite(url);
}

export const config = {
  // Static assets never need a site; everything else (including /_next/data) goes through the proxy.
  matcher: ['/((?!_next/static|_next/image|brands/|favicon.ico).*)'],
};
