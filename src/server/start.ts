/**
 * `npm start` / `npm run dev`: opens and prepares the database (migrations, reference data, demo content outside
 * production), prepares Next, builds the app and listens on one port. Everything else lives in buildApp.
 */
import path from 'node:path';
import { Redis } from 'ioredis';
import next from 'next';
import { type AppEnv, SITES, resolveAppEnv } from '../config/hosts';
import { openConfiguredDatabase } from '../db/open-from-config';
import { buildApp } from './app';
import { ensureNextBuild } from './next-build';
import { LISTEN_BACKLOG, loadConfig } from '../config/server-config';

const ROOT = path.resolve(__dirname, '../..');

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  const { reason } = resolveAppEnv(process.env);
  // Next sets NODE_ENV=production when it prepares a production build, and the proxy and server-side rendering read
  // the environment from process.env: the decision made here is written down so that they agree with it.
  process.env.APP_ENV = config.appEnv;

  const database = await openConfiguredDatabase(config);
  // The seed is reached only here, through its one entry, never by the server's static imports.
  const { prepareDatabase } = await import('../seed/seed-empty-database');
  await prepareDatabase(database, config.appEnv, (message) => console.log(message));

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
  printSites(config.hostTable, config.port, database.kind, dev, { appEnv: config.appEnv, reason });
}

function printSites(
  table: ReturnType<typeof loadConfig>['hostTable'],
  port: number,
  dbKind: string,
  dev: boolean,
  environment: { appEnv: AppEnv; reason: string },
) {
  const scheme = table.localhost || Object.keys(table).some((h) => h.endsWith('.localhost')) ? 'http' : 'https';
  console.log(`\n커리어로드 is up (${dev ? 'development server' : 'production build'}, database: ${dbKind})`);
  console.log(`  environment: ${environment.appEnv} (${environment.reason})`);
  for (const site of SITES) {
    for (const [host, entry] of Object.entries(table)) {
      if (entry.site !== site || entry.canonicalHost) continue;
      const url = scheme === 'http' ? `http://${host}:${port}/` : `https://${host}/`;
      console.log(`  ${site.padEnd(10)} brand ${entry.brand.toUpperCase()}  ${url}`);
    }
  }
  const aliases = Object.entries(table).filter(([, entry]) => entry.canonicalHost);
  if (aliases.length) console.log(`  (${aliases.map(([host, entry]) => `${host} → ${entry.canonicalHost}`).join(', ')})`);
  console.log('');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
