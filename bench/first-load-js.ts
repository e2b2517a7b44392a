/**
 * `npm run bench:first-load [distDir] [otherDistDir]`: first-load JavaScript of every page route of a production
 * build, gzipped, read from the build's manifest. Next's Turbopack build no longer prints the figure.
 *
 * A route's first load is the scripts its HTML names: the app's (`/_app`, shared by all) and the page's own chunks.
 * Chunks fetched later on demand (next/dynamic, import()) are not in it. With a second build directory the table
 * compares the two (e.g. a build of the previous commit made with NEXT_DIST_DIR=.next-before).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_MANIFEST_FILE, type BuildManifest, routeFirstLoadScripts } from '../src/build/build-manifest';

export interface RouteFirstLoad {
  route: string;
  /** Gzipped bytes of the route's first-load scripts. */
  gzipBytes: number;
  /** Bytes as built (what a server without compression sends). */
  bytes: number;
}

/** First-load JavaScript per page route of the build in `distDir`. */
export function firstLoadJs(distDir: string): RouteFirstLoad[] {
  const manifestPath = path.join(distDir, BUILD_MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`next build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const sizes = new Map<string, { gzip: number; raw: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(distDir, file));
      size = { gzip: gzipSync(content).length, raw: content.length };
      sizes.set(file, size);
    }
    return size;
  };
  return Object.keys(manifest.pages)
    .filter((route) => route !== '/_app' && route !== '/_error')
    .map((route) => {
      const scripts = routeFirstLoadScripts(manifest, route);
      let gzipBytes = 0;
      let bytes = 0;
      for (const file of scripts) {
        const size = sizeOf(file);
        gzipBytes += size.gzip;
        bytes += size.raw;
      }
      return { route, gzipBytes, bytes };
    })
    .sort((x, y) => x.route.localeCompare(y.route));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const [first = process.env.NEXT_DIST_DIR || '.next', second] = process.argv.slice(2);
  const before = firstLoadJs(first);
  if (!second) {
    console.log(`First-load JS of ${first} (KB)\n`);
    console.log('| route | gzip | raw |\n|---|---:|---:|');
    for (const row of before) console.log(`| ${row.route} | ${kb(row.gzipBytes)} | ${kb(row.bytes)} |`);
    return;
  }
  const after = new Map(firstLoadJs(second).map((row) => [row.route, row]));
  console.log(`First-load JS, gzip KB: ${first} → ${second}\n`);
  console.log('| route | before | after | change |\n|---|---:|---:|---:|');
  for (const row of before) {
    const next = after.get(row.route);
    if (!next) continue;
    const change = ((next.gzipBytes - row.gzipBytes) / row.gzipBytes) * 100;
    console.log(`| ${row.route} | ${kb(row.gzipBytes)} | ${kb(next.gzipBytes)} | ${change.toFixed(0)} % |`);
  }
}

if (require.main === module) main();
