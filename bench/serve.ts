/** Bench child process: our API (no Next) on DATABASE_URL; prints its port on stdout. */
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/config/server-config';

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 20 });
  const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' };
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`PORT ${(app.server.address() as AddressInfo).port}\n`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
