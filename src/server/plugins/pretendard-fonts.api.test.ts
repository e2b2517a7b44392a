/**
 * The front door serves the self-hosted Pretendard on every host, as font files: a year's immutable caching and the
 * short header set of a non-document (no page policy), which the pages' `font-src 'self'` admits.
 */
import { describe, expect, it } from 'vitest';
import { pretendardSubsetUrl } from '../../config/pretendard';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('self-hosted Pretendard through the front door', () => {
  it('serves a subset on each brand host, immutable, as font/woff2, without the page policy', async () => {
    for (const host of ['cbt.careerroad.localhost:3000', 'cbt.nursepass.localhost:3000', 'careerroad.localhost:3000']) {
      const response = await t.app.inject({ url: pretendardSubsetUrl(91), headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type']).toBe('font/woff2');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("pages admit fonts from their own origin (font-src 'self')", async () => {
    const page = await t.app.inject({ url: '/', headers: { host: 'cbt.careerroad.localhost:3000' } });
    expect(String(page.headers['content-security-policy'])).toMatch(/font-src 'self'/);
  });
});
