/**
 * The chunks of each site's chrome in a production build (ADR 49). app-shell.tsx loads the chromes through
 * next/dynamic and renders them on the server, so a page's HTML names its site's chrome chunks beside the build
 * manifest's: they are part of the first load, for the compile hints (compile-hints.ts) and the first-load bench.
 *
 * Turbopack lists `_app`'s dynamic imports in its loadable manifest by module number only. Each chrome module carries
 * its name as a literal (its displayName, config/site-chrome.ts), which is how its chunks are told apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_CHROMES, type SiteChrome, siteChromeMarker } from '../config/site-chrome';

export const APP_LOADABLE_MANIFEST_FILE = 'server/pages/_app/react-loadable-manifest.json';

/**
 * Each chrome's scripts, or {} for a build without site chromes (one from before ADR 49). Throws when some chromes are
 * found and others not: a chrome that lost its name would be left out of the first load unseen.
 */
export function siteChromeScripts(distDir: string): Partial<Record<SiteChrome, string[]>> {
  const manifestPath = path.join(distDir, APP_LOADABLE_MANIFEST_FILE);
  if (!existsSync(manifestPath)) return {};
  const loadable = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { files?: string[] }>;
  const found: Partial<Record<SiteChrome, string[]>> = {};
  for (const { files = [] } of Object.values(loadable)) {
    const scripts = files.filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => readFileSync(path.join(distDir, file), 'utf8')).join('\n');
    for (const chrome of SITE_CHROMES) if (code.includes(siteChromeMarker(chrome))) found[chrome] = scripts;
  }
  const missing = SITE_CHROMES.filter((chrome) => !found[chrome]);
  if (missing.length > 0 && missing.length < SITE_CHROMES.length) {
    throw new Error(`${APP_LOADABLE_MANIFEST_FILE}: no chunk carries ${missing.map(siteChromeMarker).join(', ')}`);
  }
  return found;
}
