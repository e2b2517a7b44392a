/**
 * `npm run bench:first-load [distDir] [otherDistDir]`: first-load JavaScript of every page route of a production
 * build, gzipped, read from the build's manifest. Next's Turbopack build no longer prints the figure.
 *
 * Beside the routes, the same figure of the bare pages-router page (bench/bare-next, built from the same node_modules
 * when its build is missing or stale: bench/bare-next-build.ts), measured by the same function, and each route as a
 * multiple of it (`÷ bare`). Under the table, the issue's rule: every route ≤ 1.5 × the bare page's
 * (bench/baseline-rules.ts), naming the routes over it. A route over it is printed, not an error.
 *
 * A route's first load is the scripts its HTML names: the app's (`/_app`, shared by all), the page's own chunks, and
 * the chunks of the chrome its site wears (ADR 49: app-shell.tsx loads each site's header, footer and overlays through
 * next/dynamic, rendered on the server, so the HTML names them too). Turbopack's `_app` loadable manifest lists those
 * chrome modules by number only; each chrome module carries its name as a string (config/site-chrome.ts), which is
 * how its chunks are found. A site that two brands serve with different chromes (the CBT, the community) counts the
 * heavier. Chunks fetched later on demand (the overlays' panels, dialogs, import()) are not in it. With a second
 * build directory the table compares the two (e.g. a build of the previous commit made with
 * NEXT_DIST_DIR=.next-before), each against the bare page; a build without site chromes is weighed as it was.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_MANIFEST_FILE, type BuildManifest, routeFirstLoadScripts } from '../src/build/build-manifest';
import { BRANDS, HOST_TABLES, hostsBySite, type Site } from '../src/config/hosts';
import { siteChromeScripts } from '../src/build/site-chrome-scripts';
import { type SiteChrome, siteChromeFor } from '../src/config/site-chrome';
import { ensureBareNextBuild } from './bare-next-build';
import { FIRST_LOAD_RULE, routesOverFirstLoad } from './baseline-rules';

export interface RouteFirstLoad {
  route: string;
  /** Gzipped bytes of the route's first-load scripts. */
  gzipBytes: number;
  /** Bytes as built (what a server without compression sends). */
  bytes: number;
}

/** The chromes a route's site wears across the brands that serve it (none for the console or the chat frame). */
function chromesOfRoute(route: string): SiteChrome[] {
  const site = /^\/_sites\/([a-z-]+)\//.exec(route)?.[1] as Site | undefined;
  if (!site) return [];
  const brands = new Set(hostsBySite(HOST_TABLES.production).filter((h) => h.site === site).map((h) => h.brand));
  const chromes = BRANDS.filter((brand) => brands.has(brand)).map((brand) => siteChromeFor(brand, site));
  return [...new Set(chromes.filter((chrome): chrome is SiteChrome => chrome !== null))];
}

/** First-load JavaScript per page route of the build in `distDir`. */
export function firstLoadJs(distDir: string): RouteFirstLoad[] {
  const manifestPath = path.join(distDir, BUILD_MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`next build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const chromeScripts = siteChromeScripts(distDir);
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
  const weigh = (scripts: Iterable<string>) => {
    let gzipBytes = 0;
    let bytes = 0;
    for (const file of scripts) {
      const size = sizeOf(file);
      gzipBytes += size.gzip;
      bytes += size.raw;
    }
    return { gzipBytes, bytes };
  };
  return Object.keys(manifest.pages)
    .filter((route) => route !== '/_app' && route !== '/_error')
    .map((route) => {
      const scripts = routeFirstLoadScripts(manifest, route);
      const chromes = chromesOfRoute(route).filter((chrome) => chromeScripts[chrome]);
      // Without a chrome (or in a build from before ADR 49), the route's own scripts are its first load.
      const variants = chromes.length ? chromes.map((chrome) => new Set([...scripts, ...chromeScripts[chrome]!])) : [scripts];
      const heaviest = variants.map(weigh).sort((x, y) => y.gzipBytes - x.gzipBytes)[0]!;
      return { route, ...heaviest };
    })
    .sort((x, y) => x.route.localeCompare(y.route));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const times = (bytes: number, bareBytes: number) => (bytes / bareBytes).toFixed(2);

/** The bare page's first load: its one route, `/`, of its build (built first when missing or stale). */
function bareFirstLoad(): RouteFirstLoad {
  const bare = firstLoadJs(ensureBareNextBuild()).find((row) => row.route === '/');
  if (!bare) throw new Error('the bare Next build has no route /');
  return bare;
}

function printRule(rows: RouteFirstLoad[], bare: RouteFirstLoad) {
  const over = routesOverFirstLoad(rows, bare.gzipBytes);
  const rule = `every route ≤ ${FIRST_LOAD_RULE.maxRatio} × the bare page's ${kb(bare.gzipBytes)} KB`;
  console.log('');
  if (over.length === 0) {
    console.log(`Rule (${rule}): PASS for all ${rows.length} routes.`);
    return;
  }
  console.log(`Rule (${rule}): MISSED by ${over.length} of ${rows.length} routes:`);
  for (const row of over) console.log(`  - ${row.route}: ${kb(row.gzipBytes)} KB = ${row.ratio.toFixed(2)} ×`);
}

function main() {
  const [first = process.env.NEXT_DIST_DIR || '.next', second] = process.argv.slice(2);
  const before = firstLoadJs(first);
  const bare = bareFirstLoad();
  if (!second) {
    console.log(`First-load JS of ${first} (KB); bare Next page (bench/bare-next): ${kb(bare.gzipBytes)} gzip, ${kb(bare.bytes)} raw\n`);
    console.log('| route | gzip | raw | ÷ bare |\n|---|---:|---:|---:|');
    for (const row of before) console.log(`| ${row.route} | ${kb(row.gzipBytes)} | ${kb(row.bytes)} | ${times(row.gzipBytes, bare.gzipBytes)} |`);
    printRule(before, bare);
    return;
  }
  const after = new Map(firstLoadJs(second).map((row) => [row.route, row]));
  console.log(`First-load JS, gzip KB: ${first} → ${second}; bare Next page ${kb(bare.gzipBytes)}\n`);
  console.log('| route | before | after | change | before ÷ bare | after ÷ bare |\n|---|---:|---:|---:|---:|---:|');
  for (const row of before) {
    const next = after.get(row.route);
    if (!next) continue;
    const change = ((next.gzipBytes - row.gzipBytes) / row.gzipBytes) * 100;
    console.log(
      `| ${row.route} | ${kb(row.gzipBytes)} | ${kb(next.gzipBytes)} | ${change.toFixed(0)} % | ` +
        `${times(row.gzipBytes, bare.gzipBytes)} | ${times(next.gzipBytes, bare.gzipBytes)} |`,
    );
  }
  printRule([...after.values()], bare);
}

if (require.main === module) main();
