/**
 * Proves that a backup restores: dumps a PostgreSQL database with `pg_dump -Fc`, restores the dump into a scratch
 * database on the same server with `pg_restore`, compares the row count of every table of the two, copies the
 * uploads every restored attachment row points at (local disk or S3 bucket) and compares their SHA-256, then drops
 * the scratch database. docs/deploy.md "Backup and restore".
 *
 *   npx tsx scripts/backup-restore-check.ts            the database of DATABASE_URL (only read) and its uploads
 *   npx tsx scripts/backup-restore-check.ts --seed     a scratch database on DATABASE_URL's server, migrated and
 *                                                      seeded with the demo content, dropped afterwards
 *
 * Uploads come from the configured storage (S3_* or DATA_DIR/uploads) and are copied into a temporary directory
 * that is removed at the end. The role of DATABASE_URL needs CREATEDB. Exit status 0 when everything matched.
 * pg_dump and pg_restore come with PostgreSQL's client tools, of the server's major version or newer.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config/server-config';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/seed/seed';
import { createStorage } from '../src/server/storage/create-storage';
import { LocalStorage } from '../src/server/storage/local-storage';
import type { ObjectStorage } from '../src/server/storage/object-storage';

const run = promisify(execFile);

export const CLIENT_TOOLS_HINT =
  'pg_dump and pg_restore were not found. Install PostgreSQL client tools of the server\'s major version or newer: ' +
  'on Debian/Ubuntu `apt-get install postgresql-client` (or postgresql-client-17 from apt.postgresql.org for a newer ' +
  'server), on macOS `brew install libpq`.';

export interface RoundTripOptions {
  /** postgres:// URL of the database to back up; it is only read. Its role creates and drops the scratch database. */
  databaseUrl: string;
  /** Uploads to copy: where they are and where the copy goes; each key a restored attachment row points at. */
  uploads?: { source: ObjectStorage; target: ObjectStorage };
  log?: (message: string) => void;
}

export interface TableCount {
  /** schema.table */
  table: string;
  source: number;
  restored: number | null;
}

export interface UploadCopy {
  key: string;
  source: string | null;
  copy: string | null;
}

export interface RoundTripReport {
  ok: boolean;
  tables: TableCount[];
  uploads: UploadCopy[];
  /** Bytes of the pg_dump file. */
  dumpBytes: number;
}

/** Dumps, restores into a scratch database, compares, and drops the scratch database (also when a step failed). */
export async function backupRestoreRoundTrip(options: RoundTripOptions): Promise<RoundTripReport> {
  const log = options.log ?? (() => {});
  await assertClientTools();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'careerroad-backup-'));
  const dumpFile = path.join(workDir, 'database.dump');
  const scratch = `careerroad_restore_check_${randomBytes(4).toString('hex')}`;
  const scratchUrl = withDatabase(options.databaseUrl, scratch);
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  try {
    log(`pg_dump -Fc ${redact(options.databaseUrl)}`);
    await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', `--file=${dumpFile}`, `--dbname=${options.databaseUrl}`]);
    const { size: dumpBytes } = await stat(dumpFile);

    log(`pg_restore into the scratch database ${scratch}`);
    await admin.query(`create database ${scratch}`);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${scratchUrl}`, dumpFile]);

    const restored = new pg.Client({ connectionString: scratchUrl });
    await restored.connect();
    try {
      const tables = await compareTables(admin, restored);
      log(`${tables.length} tables, ${tables.reduce((sum, t) => sum + t.source, 0)} rows compared`);
      const uploads = options.uploads ? await copyUploads(restored, options.uploads.source, options.uploads.target) : [];
      if (options.uploads) log(`${uploads.length} uploads copied and compared`);
      const ok =
        tables.every((t) => t.source === t.restored) && uploads.every((u) => u.source !== null && u.source === u.copy);
      return { ok, tables, uploads, dumpBytes };
    } finally {
      await restored.end();
    }
  } finally {
    await admin.query(`drop database if exists ${scratch} with (force)`).catch(() => {});
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Throws CLIENT_TOOLS_HINT when pg_dump or pg_restore is missing. */
export async function assertClientTools(): Promise<void> {
  try {
    await run('pg_dump', ['--version']);
    await run('pg_restore', ['--version']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(CLIENT_TOOLS_HINT);
    throw error;
  }
}

/** Every base table of the source (the drizzle schema's migrations table included), counted in both databases. */
async function compareTables(source: pg.Client, restored: pg.Client): Promise<TableCount[]> {
  const listTables = async (client: pg.Client) =>
    (
      await client.query<{ schema: string; name: string }>(
        `select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
          order by 1, 2`,
      )
    ).rows;
  const count = async (client: pg.Client, schema: string, name: string) =>
    Number((await client.query<{ n: string }>(`select count(*) as n from ${ident(schema)}.${ident(name)}`)).rows[0]!.n);
  const restoredTables = new Set((await listTables(restored)).map((t) => `${t.schema}.${t.name}`));
  const counts: TableCount[] = [];
  for (const { schema, name } of await listTables(source)) {
    const table = `${schema}.${name}`;
    counts.push({
      table,
      source: await count(source, schema, name),
      restored: restoredTables.has(table) ? await count(restored, schema, name) : null,
    });
  }
  return counts;
}

/**
 * Copies every verified upload the restored database points at (attachments UPLOADED or ATTACHED) from `source` to
 * `target` and hashes both: a restore is only whole when its rows find their files.
 */
async function copyUploads(restored: pg.Client, source: ObjectStorage, target: ObjectStorage): Promise<UploadCopy[]> {
  const { rows } = await restored.query<{ key: string }>(
    `select key from attachments where status in ('UPLOADED', 'ATTACHED') order by key`,
  );
  const copies: UploadCopy[] = [];
  for (const { key } of rows) {
    const object = await source.get(key);
    if (!object) {
      copies.push({ key, source: null, copy: null });
      continue;
    }
    const bytes = await readAll(object.body);
    await target.put(key, bytes, { contentType: object.contentType ?? 'application/octet-stream', size: bytes.length });
    const copied = await target.get(key);
    copies.push({ key, source: sha256(bytes), copy: copied ? sha256(await readAll(copied.body)) : null });
  }
  return copies;
}

async function readAll(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error('DATABASE_URL must name a PostgreSQL database: pg_dump cannot read the embedded PGlite.');
  }
  let databaseUrl = config.databaseUrl;
  let seeded: string | undefined;
  if (process.argv.includes('--seed')) {
    seeded = `careerroad_backup_seed_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: config.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${seeded}`);
    await admin.end();
    databaseUrl = withDatabase(config.databaseUrl, seeded);
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await database.migrate();
    await seed(database.db, (message) => console.log(`  seed: ${message}`));
    await database.close();
  }
  const copyDir = await mkdtemp(path.join(os.tmpdir(), 'careerroad-uploads-copy-'));
  try {
    const target = new LocalStorage({ root: copyDir, signingSecret: () => 'unused: the copy is never signed for' });
    const report = await backupRestoreRoundTrip({
      databaseUrl,
      uploads: { source: createStorage(config), target },
      log: (message) => console.log(message),
    });
    for (const t of report.tables.filter((row) => row.source !== row.restored)) {
      console.log(`MISMATCH ${t.table}: ${t.source} rows, restored ${t.restored ?? 'missing'}`);
    }
    for (const u of report.uploads.filter((row) => row.source === null || row.source !== row.copy)) {
      console.log(`MISMATCH upload ${u.key}: ${u.source === null ? 'missing in storage' : 'copy differs'}`);
    }
    console.log(
      `${report.ok ? 'OK' : 'FAILED'}: dump ${report.dumpBytes} bytes, ${report.tables.length} tables, ${report.uploads.length} uploads`,
    );
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await rm(copyDir, { recursive: true, force: true });
    if (seeded) {
      const admin = new pg.Client({ connectionString: config.databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${seeded} with (force)`);
      await admin.end();
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
