/**
 * Turbopack's root for a Next app of this repository: the app's own next.config.ts and the bench's bare app
 * (bench/bare-next/next.config.ts) both take it from here, so both build in a worktree whose node_modules is a link.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

// A git worktree links node_modules to the main checkout's, and Turbopack compiles nothing outside its root: the root
// is the nearest folder holding both the sources and the packages (the project itself in a plain checkout).
// `packagesFrom` is the folder whose node_modules the app resolves from (the repository root, also for the bare app).
export function turbopackRoot(project: string, packagesFrom: string = project): string {
  let root = project;
  const packages = realpathSync(path.join(packagesFrom, 'node_modules'));
  while (path.relative(root, packages).startsWith('..')) root = path.dirname(root);
  return root;
}
