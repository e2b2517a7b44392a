/**
 * `npm start` / `npm run dev`: opens the database (migrating, and seeding an empty one), prepares Next,
 * builds the app and listens on one port. Everything else lives in buildApp.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import next from 'next';
import { SITES } from '../config/hosts';
import { isEmpty, seed } from '../seed/seed';
import { openConfiguredDatabase } from '../db/open-from-config';
import { buildApp } from './app';
import { loadConfig } from '../config/server-config';

const ROOT = path.resolve(__dirname, '../..');
const DIST_DIR = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
const BUILD_STAMP = path.join(DIST_DIR, 'careerroad-source-stamp');

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();

  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (await isEmpty(database.db)) {
    console.log('Empty database: seeding demo content…');
    await seed(database.db, (m) => console.log(`  ${m}`));
  }

  if (!dev) ensureBuild();
  const nextApp = next({ dev, dir: ROOT, quiet: !dev });
  await nextApp.prepare();

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({ config, db: database.db, redis, nextHandler: nextApp.getRequestHandler(), dev });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await nextApp.close?.();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  printSites(config.hostTable, config.port, database.kind, dev);
}

function printSites(table: ReturnType<typeof loadConfig>['hostTable'], port: number, dbKind: string, dev: boolean) {
  const scheme = table.localhost || Object.keys(table).some((h) => h.endsWith('.localhost')) ? 'http' : 'https';
  console.log(`\n커리어로드 is up (${dev ? 'development server' : 'production build'}, database: ${dbKind})`);
  for (const site of SITES) {
    for (const [host, entry] of Object.entries(table)) {
      if (entry.site !== site) continue;
      const url = scheme === 'http' ? `http://${host}:${port}/` : `https://${host}/`;
      console.log(`  ${site.padEnd(10)} brand ${entry.brand.toUpperCase()}  ${url}`);
    }
  }
  console.log('');
}

/** Builds when there is no build, or when the sources changed since the last one. */
function ensureBuild() {
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
  for (const entry of ['pages', 'src/web', 'src/config', 'public', 'proxy.ts', 'next.config.js', 'package-lock.json']) visit(entry);
  return hash.digest('hex');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
