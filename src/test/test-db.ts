/** A fresh, migrated database for one test file, copied from the run's base database. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { withDatabase } from './test-db-config';

export async function createTestDatabase(): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const snapshot = new Blob([readFileSync(info.snapshotFile)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: snapshot });
  }
  const name = `${info.template}_copy_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${info.template}`);
  const database = await openDatabase({ url: withDatabase(info.adminUrl, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
