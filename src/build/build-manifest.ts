/**
 * What a route of a production build loads at start, read from Next's `build-manifest.json`: one definition for the
 * build step that marks those scripts (compile-hints.ts) and the bench that weighs them (bench/first-load-js.ts).
 */

/** The parts of Next's `build-manifest.json` that name the scripts a page loads at start. */
export interface BuildManifest {
  pages: Record<string, string[]>;
  rootMainFiles?: string[];
  polyfillFiles?: string[];
}

export const BUILD_MANIFEST_FILE = 'build-manifest.json';

/** Scripts shared by every route's first load: polyfills, Next's main files and the app's (`/_app`) chunks. */
function sharedScripts(manifest: BuildManifest): string[] {
  return [...(manifest.polyfillFiles ?? []), ...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])];
}

/** The scripts `route`'s HTML names (paths relative to the build directory), each once. */
export function routeFirstLoadScripts(manifest: BuildManifest, route: string): string[] {
  const files = [...sharedScripts(manifest), ...(manifest.pages[route] ?? [])];
  return [...new Set(files.filter((file) => file.endsWith('.js')))];
}

/** Every script some route loads at start, each once, sorted. */
export function firstLoadScripts(manifest: BuildManifest): string[] {
  const routes = Object.keys(manifest.pages);
  return [...new Set(routes.flatMap((route) => routeFirstLoadScripts(manifest, route)))].sort();
}
