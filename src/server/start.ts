/**
 * `npm start` / `npm run dev`: opens the database (migrating, and seeding an empty one), prepares Next,
 * builds the app and listens on one port. Everything else lives in buildApp.
 */
import path from 'node:path';
import { Redis } from 'ioredis';
import next from 'next';
import { SITES } from '../config/hosts';
import { openConfiguredDatabase } from '../db/open-from-config';
import { buildApp } from './app';
import { backfillCommunityPostSearch } from './community/backfill-community-post-search';
import { ensureNextBuild } from './next-build';
import { LISTEN_BACKLOG, loadConfig } from '../config/server-config';

const ROOT = path.resolve(__dirname, '../..');

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();

  const database = await openConfiguredDatabase(config);
  await database.migrate();
  // Rows written before a migration added search columns get them now (one quick query when there are none).
  const searchFilled = await backfillCommunityPostSearch(database.db);
  if (searchFilled > 0) console.log(`Search columns filled for ${searchFilled} community posts`);
  // Demo content is development data: loaded only here, through its one entry, never by the server's static imports.
  const { seedEmptyDatabase } = await import('../seed/seed-empty-database');
  await seedEmptyDatabase(database.db, (message) => console.log(message));

  if (!dev) ensureNextBuild();
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

  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
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

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
