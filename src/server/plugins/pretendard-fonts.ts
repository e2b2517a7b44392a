/**
 * The self-hosted Pretendard (ADR 50): the `pretendard` package's variable dynamic subsets, straight from
 * node_modules, at `/fonts/pretendard/<version>/PretendardVariable.subset.<n>.woff2` (src/config/pretendard.ts).
 * The version in the path makes a year's `immutable` caching safe. Served from memory once read, like the build's
 * own files, in development too (nothing is built, so a fresh clone's `npm start` and the tests serve them as they
 * are). A path under the prefix that names no subset file answers 404 here, never reaching Next.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PRETENDARD_URL_PREFIX } from '../../config/pretendard';
import { sendError } from '../http/errors';
import { sendStaticAsset } from '../http/send-static-asset';
import { createStaticAssets } from '../static-assets/static-assets';

/** The package's variable dynamic-subset woff2 files: one file set for every weight (45–920). */
export const PRETENDARD_SUBSET_DIR = path.join(
  path.dirname(require.resolve('pretendard/package.json')),
  'dist/web/variable/woff2-dynamic-subset',
);

export async function pretendardFontRoutes(app: FastifyInstance) {
  const fonts = createStaticAssets(PRETENDARD_SUBSET_DIR, PRETENDARD_URL_PREFIX);
  app.get(`${PRETENDARD_URL_PREFIX}*`, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const asset = /\.woff2$/.test(request.url.split('?')[0]!) ? await fonts.find(request.url) : null;
    if (!asset) return sendError(reply, 404);
    return sendStaticAsset(request, reply, asset);
  });
}
