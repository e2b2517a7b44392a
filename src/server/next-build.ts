/**
 * The production build `npm start` (and the page benches) serve: built when missing or when the sources changed
 * since the last build, so a fresh clone and an edited checkout both start on what their sources say.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
/** Where `next build` writes (NEXT_DIST_DIR lets tests keep their own build). */
export const DIST_DIR = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
const BUILD_STAMP = path.join(DIST_DIR, 'careerroad-source-stamp');

/** Builds when there is no build, or when the sources changed since the last one. */
export function ensureNextBuild(): void {
  const stamp = sourceStamp();
  const built = existsSync(path.join(DIST_DIR, 'BUILD_ID')) && existsSync(BUILD_STAMP);
  if (built && readFileSync(BUILD_STAMP, 'utf8') === stamp) return;
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build found: running `next build`…');
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('next build failed');
  writeFileSync(BUILD_STAMP, stamp);
}

function sourceStamp(): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    const full = path.join(ROOT, entry);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const child of readdirSync(full).sort()) visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  // patches/: the build compiles Next's client runtime, which patch-package edits on install (ADR 37); src/build:
  // the step after compiling (ADR 38).
  for (const entry of [
    'pages', 'src/web', 'src/config', 'src/build', 'public', 'proxy.ts', 'next.config.ts',
    'package-lock.json', 'patches',
  ]) {
    visit(entry);
  }
  return hash.digest('hex');
}

