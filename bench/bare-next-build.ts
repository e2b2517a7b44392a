/**
 * The bare pages-router app of bench/bare-next: built with the project's own `next` (the same node_modules, patches
 * included) into bench/bare-next/.next, and started with `next start` on a port of its own. `npm run bench:pages`
 * measures its page beside the product's; `npm run bench:first-load` weighs its first load.
 *
 * The build is cached like the app's (src/server/next-build.ts): a hash of the bare app's sources and of the
 * framework packages it is built from is written into its build directory, and a run whose hash matches does not
 * rebuild. Unlike the app's stamp it hashes contents, not modification times: the sources are three small files.
 *
 * Kept out of the app's way: the app's build reads only the root's pages/, the root tsconfig excludes this folder's
 * build and generated next-env.d.ts, and vitest's projects do not include it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const BARE_APP_DIR = path.join(ROOT, 'bench/bare-next');
export const BARE_DIST_DIR = path.join(BARE_APP_DIR, '.next');
const BUILD_STAMP = path.join(BARE_DIST_DIR, 'bare-source-stamp');
const NEXT_BIN = require.resolve('next/dist/bin/next');

/** Builds the bare app when it has no build or its sources (or the framework) changed; returns its build directory. */
export function ensureBareNextBuild(log: (message: string) => void = (message) => process.stderr.write(`${message}\n`)): string {
  const stamp = bareSourceStamp();
  const built = existsSync(path.join(BARE_DIST_DIR, 'BUILD_ID')) && existsSync(BUILD_STAMP);
  if (built && readFileSync(BUILD_STAMP, 'utf8') === stamp) return BARE_DIST_DIR;
  log(built ? 'bare Next app: sources changed, rebuilding…' : 'bare Next app: no build, running `next build`…');
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: BARE_APP_DIR,
    // Its output goes to stderr: the benches print their tables on stdout.
    stdio: ['ignore', process.stderr, process.stderr],
    env: bareEnv(),
  });
  if (result.status !== 0) throw new Error('next build of bench/bare-next failed');
  writeFileSync(BUILD_STAMP, stamp);
  return BARE_DIST_DIR;
}

/** `next start` of the bare build on 127.0.0.1:`port`, in its own process group; resolves once its page answers 200. */
export async function startBareNext(port: number, timeoutMs = 60_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: BARE_APP_DIR,
    env: bareEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`the bare Next app exited with ${exited} before answering`);
    if (Date.now() > deadline) throw new Error(`the bare Next app did not answer within ${timeoutMs / 1000} s`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Stops a child started in its own process group (the server and whatever it spawned). */
export function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

function bareEnv(): NodeJS.ProcessEnv {
  // NEXT_DIST_DIR is the app's setting; the bare app always builds into its own folder.
  const { NEXT_DIST_DIR: _appDistDir, ...env } = process.env;
  return { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
}

/** The bare app's sources and what it is built with: Next, React and the project's patches to them (ADR 37). */
function bareSourceStamp(): string {
  const hash = createHash('sha256');
  const visit = (full: string) => {
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const child of readdirSync(full).sort()) {
        // Its build and the file Next generates at each build are outputs, not sources.
        if (full === BARE_APP_DIR && (child === '.next' || child === 'next-env.d.ts')) continue;
        visit(path.join(full, child));
      }
      return;
    }
    hash.update(`${path.relative(ROOT, full)}\n`);
    hash.update(readFileSync(full));
  };
  visit(BARE_APP_DIR);
  visit(path.join(ROOT, 'src/build/turbopack-root.ts'));
  visit(path.join(ROOT, 'patches'));
  for (const pkg of ['next', 'react', 'react-dom']) hash.update(`${pkg}@${packageVersion(pkg)}\n`);
  return hash.digest('hex');
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}
