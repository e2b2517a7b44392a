import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/server-config';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Each test builds its own app and database copy inside the test (they differ in config), which takes seconds of the
// test's own time on a busy machine; the default 20 s cut them off while the rest of the suite ran alongside.
describe('security headers', { timeout: 60_000 }, () => {
  // Pages are Next's, absent here: any path outside the API's (http/api-paths.ts) is answered under the page policy.
  it('a document response carries the content security policy, nosniff and frame rules', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Our own sites may frame each other (the chat panel frames chat.careerroad.localhost); nobody else may. They are
    // named by brand domain, so the policy stays short: no alias, no WebSocket, no list of every host.
    const frameAncestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(frameAncestors).toEqual([
      "'self'",
      'http://careerroad.localhost:*',
      'http://*.careerroad.localhost:*',
      'http://nursepass.localhost:*',
      'http://*.nursepass.localhost:*',
      'http://127.0.0.1:*',
    ]);
    // Pages may frame our own sites and YouTube's privacy-enhanced player (community posts), and nothing else.
    const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(frameSrc).toContain('https://www.youtube-nocookie.com');
    expect(frameSrc.filter((source) => source.startsWith('https:'))).toEqual(['https://www.youtube-nocookie.com']);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('runs only our script files and scripts carrying a fresh per-request nonce: no inline scripts, no eval', async () => {
    t = await createTestApp();
    const scriptSrc = async () => {
      const response = await t!.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
      return /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    };
    const [first, second] = [await scriptSrc(), await scriptSrc()];
    expect(first).not.toContain('unsafe-inline');
    expect(first).not.toContain('unsafe-eval');
    const nonce = /'nonce-([A-Za-z0-9+/=]{24})'/.exec(first)?.[1];
    expect(nonce).toBeDefined();
    expect(second).not.toContain(nonce);
  });

  it('API answers are JSON, never a document: a policy that allows nothing and no framing, nosniff, no nonce', async () => {
    t = await createTestApp();
    for (const url of ['/apiV2/exam-types', '/apiV2/auth/profile', '/v2/categories/gnb', '/graphql', '/community/graphql']) {
      const response = await t.app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('every API the front door serves answers under the API policy, not the page one: shop, member, health, metrics', async () => {
    t = await createTestApp();
    const brandB = 'nurse.localhost:3000';
    const probes: Array<{ method?: 'GET' | 'POST'; url: string; host?: string }> = [
      { url: '/shop/content/terms', host: brandB },
      { url: '/shop/cart/count', host: brandB },
      { url: '/v2/categories/gnb', host: brandB },
      { url: '/cbt-product/exams/1', host: brandB },
      { url: '/users/me', host: brandB },
      { url: '/healthz' },
      { url: '/healthz/live' },
      { url: '/readyz' },
      // inject connects from loopback, which /metrics answers without a token.
      { url: '/metrics' },
      { url: '/chat/events' },
      { url: '/uploads/nothing-here.png' },
      { url: '/apiV2/no-such-route' },
      // Sign-out's POST answers a redirect; its GET is the confirmation page (below).
      { method: 'POST', url: '/logout' },
      { method: 'POST', url: '/sso/sign-out', host: brandB },
    ];
    for (const { method = 'GET', url, host = 'localhost:3000' } of probes) {
      const response = await t.app.inject({ method, url, headers: { host } });
      const label = `${method} ${url} (${response.statusCode})`;
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.headers['content-security-policy'], label).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toBe('no-referrer');
    }
    // /metrics keeps its own no-store beside the API's headers.
    expect((await t.app.inject({ url: '/metrics', headers: { host: 'localhost:3000' } })).headers['cache-control']).toBe('no-store');
  });

  it('the build’s scripts, styles and fonts are no document: they get the short set, not the page policy', async () => {
    t = await createTestApp();
    // Answered by Next's handler or its 404 here (no build in this app): the headers are set before either.
    const response = await t.app.inject({ url: '/_next/static/chunks/any.js', headers: { host: 'cbt.careerroad.localhost:3000' } });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('pages keep the page policy with its nonce: any path outside the API, and the GET of a sign-out address', async () => {
    t = await createTestApp();
    for (const url of ['/', '/exam/1', '/shop', '/logout', '/graphiql', '/community/graphql-guide']) {
      const response = await t.app.inject({ url, headers: { host: 'localhost:3000' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toMatch(/script-src [^;]*'nonce-/);
    }
  });

  it('production adds HSTS to answers that came over TLS and allows the S3 bucket the browser uploads to', async () => {
    const config = loadConfig({
      APP_ENV: 'production',
      S3_ENDPOINT: 'https://s3.ap-northeast-2.amazonaws.com',
      S3_BUCKET: 'careerroad-uploads',
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    t = await createTestApp({ appEnv: config.appEnv, hostTable: config.hostTable, s3: config.s3, trustProxy: true });
    const overTls = { host: 'cbt.careerroad.kr', 'x-forwarded-proto': 'https' };
    for (const url of ['/healthz', '/apiV2/exam-types', '/graphql']) {
      const response = await t.app.inject({ url, headers: overTls });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    const response = await t.app.inject({ url: '/', headers: overTls });
    expect(String(response.headers['content-security-policy'])).toContain(
      'https://careerroad-uploads.s3.ap-northeast-2.amazonaws.com',
    );
    // Each brand's domain and its subdomains, over TLS only.
    expect(/connect-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]).toContain(
      "'self' https://careerroad.kr https://*.careerroad.kr https://nursepass.co.kr https://*.nursepass.co.kr https://",
    );
    // Plain HTTP (a health check past the proxy): browsers ignore HSTS there, so it is not sent.
    const plain = await t.app.inject({ url: '/healthz', headers: { host: 'cbt.careerroad.kr' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
