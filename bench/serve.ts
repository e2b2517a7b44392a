/**
 * Bench child process: our API on DATABASE_URL, or on the embedded PGlite directory BENCH_PGLITE_DIR (what a newcomer
 * runs); with BENCH_NEXT=1 also the production Next build for page requests, as `npm start` serves them.
 * Listens on PORT (0: any free port) and prints the port on stdout.
 */
import type { AddressInfo } from 'node:net';
import next from 'next';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/server/app';
import { ROOT, ensureNextBuild } from '../src/server/next-build';
import { LISTEN_BACKLOG, loadConfig } from '../src/config/server-config';

async function main() {
  const pgliteDir = process.env.BENCH_PGLITE_DIR;
  // The pool of DATABASE_POOL_SIZE's default (src/config/server-config.ts), as bench/run.ts's pgbench row assumes.
  const database = await openDatabase(pgliteDir ? { dataDir: pgliteDir } : { url: process.env.DATABASE_URL, poolSize: 20 });
  const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' };
  let nextHandler;
  if (process.env.BENCH_NEXT === '1') {
    ensureNextBuild();
    const nextApp = next({ dev: false, dir: ROOT, quiet: true });
    await nextApp.prepare();
    nextHandler = nextApp.getRequestHandler();
  }
  const app = await buildApp({ config, db: database.db, logger: false, nextHandler });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0), backlog: LISTEN_BACKLOG });
  process.stdout.write(`PORT ${(app.server.address() as AddressInfo).port}\n`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
