/**
 * Migrates one base database per test run (Epic Stack habit); each test file then gets its own copy:
 * a PGlite snapshot loaded in memory, or a PostgreSQL database cloned from a template.
 * TEST_DATABASE=postgres selects PostgreSQL (TEST_DATABASE_URL, default the local server).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminUrlFor, testDatabaseKind, withDatabase } from './test-db-config';

export default async function setup(project: TestProject) {
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = adminUrlFor();
    const template = `careerroad_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`TEST_DATABASE=postgres but PostgreSQL is unreachable at ${adminUrl}: ${String(error)}`);
    }
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const base = await openDatabase({ url: withDatabase(adminUrl, template), poolSize: 1 });
    await base.migrate();
    await base.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      // Drop copies a crashed worker may have left behind, then the template.
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${template}_copy_%`],
      );
      for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const base = await openDatabase({ dataDir: 'memory://' });
  await base.migrate();
  // PGlite exposes dumpDataDir on the underlying client; reach it through the drizzle session.
  const client = (base.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const snapshot = await client.dumpDataDir('gzip');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-db-'));
  const file = path.join(dir, 'base.tar.gz');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  await base.close();
  project.provide('testDatabase', { kind: 'pglite', snapshotFile: file });
  return () => rmSync(dir, { recursive: true, force: true });
}
