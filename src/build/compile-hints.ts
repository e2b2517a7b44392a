/**
 * V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints) on the scripts every page loads first.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. At a page's start the turbopack
 * runtime calls every module factory of the first load in one task, so most of that task was compiling
 * (ADR 38). A file that begins with the magic comment is compiled whole while it streams in, on a background thread;
 * the main thread then only runs it. Browsers without the feature read a comment.
 *
 * Only the first load's scripts get the hint (the build manifest's and the site chromes'): their functions run at start. Chunks loaded on demand (overlays,
 * editors) would compile code that may never run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MANIFEST_FILE, type BuildManifest, firstLoadScripts } from './build-manifest';
import { siteChromeScripts } from './site-chrome-scripts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to the build's first-load scripts; returns the files changed. Runs after `next build` compiles. */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, BUILD_MANIFEST_FILE), 'utf8')) as BuildManifest;
  const changed: string[] = [];
  // The site chromes' chunks are named by each page's HTML too (ADR 49), though not in the build manifest.
  const chromes = Object.values(siteChromeScripts(distDir)).flat();
  for (const file of new Set([...firstLoadScripts(manifest), ...chromes])) {
    const full = path.join(distDir, file);
    const source = await readFile(full, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(full, hinted);
    changed.push(file);
  }
  return changed;
}
