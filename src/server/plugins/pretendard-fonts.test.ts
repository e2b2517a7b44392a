/**
 * The self-hosted Pretendard's subsets are served as font files for a year, immutable, at versioned URLs; nothing
 * but the package's subset files is served under the prefix.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { PRETENDARD_URL_PREFIX, PRETENDARD_VERSION, pretendardSubsetUrl } from '../../config/pretendard';
import { PRETENDARD_SUBSET_DIR, pretendardFontRoutes } from './pretendard-fonts';

const app = Fastify();
await app.register(pretendardFontRoutes);
afterAll(() => app.close());

describe('self-hosted Pretendard', () => {
  it('serves a subset as font/woff2 with a year of immutable caching, the bytes as the package has them', async () => {
    const response = await app.inject({ url: pretendardSubsetUrl(91), headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // woff2 is compressed already: sent as it is, whatever the client accepts.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(readFileSync(path.join(PRETENDARD_SUBSET_DIR, 'PretendardVariable.subset.91.woff2')))).toBe(true);
  });

  it('answers a repeat with its ETag by 304', async () => {
    const first = await app.inject({ url: pretendardSubsetUrl(0) });
    const again = await app.inject({ url: pretendardSubsetUrl(0), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('puts the package version in the URL, so the immutable caching ends with an upgrade', () => {
    expect(PRETENDARD_URL_PREFIX).toBe(`/fonts/pretendard/${PRETENDARD_VERSION}/`);
    expect(PRETENDARD_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('serves nothing else: other versions, other files of the package, paths out of the folder', async () => {
    for (const url of [
      '/fonts/pretendard/0.0.1/PretendardVariable.subset.91.woff2',
      `${PRETENDARD_URL_PREFIX}PretendardVariable.subset.92.woff2`,
      `${PRETENDARD_URL_PREFIX}../woff2/PretendardVariable.woff2`,
      `${PRETENDARD_URL_PREFIX}..%2f..%2f..%2fpackage.json`,
      `${PRETENDARD_URL_PREFIX}%00.woff2`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
