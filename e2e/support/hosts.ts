/**
 * Origins of the two CBT brands on the test server. Chromium resolves `*.localhost` to loopback by itself;
 * Node's resolver on Debian does not, so requests made from the test process use `localhost` or LOOPBACK.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BRAND_A = `http://localhost:${E2E_PORT}`;
export const BRAND_B = `http://nurse.localhost:${E2E_PORT}`;
/** Loopback by address, for requests that name another Host header themselves. */
export const LOOPBACK = `http://127.0.0.1:${E2E_PORT}`;

export const BRAND_INFO = {
  a: { origin: BRAND_A, name: '커리어로드 CBT', logo: '/brands/a/logo.svg', primary: 'rgb(31, 94, 255)' },
  b: { origin: BRAND_B, name: '너스패스 CBT', logo: '/brands/b/logo.svg', primary: 'rgb(8, 117, 107)' },
} as const;
