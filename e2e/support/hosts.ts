/**
 * Origins of the sites on the test server, the one place e2e tests take a host name from. Chromium resolves
 * `*.localhost` to loopback by itself; Node's resolver on Debian does not, so requests made from the test process use
 * `localhost` or LOOPBACK.
 */
import type { APIResponse, Route } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

const origin = (host: string) => `http://${host}:${E2E_PORT}`;

export const BRAND_A = origin('cbt.careerroad.localhost');
export const BRAND_B = origin('cbt.nursepass.localhost');
/** Loopback by address, for requests that name another Host header themselves. */
export const LOOPBACK = `http://127.0.0.1:${E2E_PORT}`;

/**
 * What `route.fetch()` would answer for an intercepted browser request, fetched from Node: at the loopback address
 * with the page's host forwarded (Node's resolver does not know `*.localhost`) and the browser's own headers,
 * its cookies included.
 */
export async function fetchForPage(route: Route): Promise<APIResponse> {
  const url = new URL(route.request().url());
  const headers = { ...(await route.request().allHeaders()), 'x-forwarded-host': url.host };
  return route.fetch({ url: `${LOOPBACK}${url.pathname}${url.search}`, headers });
}

/** Every site's origin per brand (ADR 44: one cookie domain per brand): tests import these rather than spelling a host. */
export const ORIGINS = {
  cbtA: BRAND_A,
  cbtB: BRAND_B,
  portal: origin('careerroad.localhost'),
  corporate: origin('biz.careerroad.localhost'),
  communityA: origin('community.careerroad.localhost'),
  communityB: origin('community.nursepass.localhost'),
  shop: origin('nursepass.localhost'),
  chat: origin('chat.careerroad.localhost'),
  consoleA: origin('admin.careerroad.localhost'),
  consoleB: origin('admin.nursepass.localhost'),
} as const;

export const BRAND_INFO = {
  a: { origin: BRAND_A, name: '커리어로드 CBT', logo: '/brands/a/logo.svg', primary: 'rgb(31, 94, 255)' },
  b: { origin: BRAND_B, name: '너스패스 CBT', logo: '/brands/b/logo.svg', primary: 'rgb(8, 117, 107)' },
} as const;
