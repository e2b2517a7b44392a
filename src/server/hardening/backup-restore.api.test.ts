/**
 * The backup and restore of docs/deploy.md, end to end (scripts/backup-restore-check.ts): a seeded database is dumped
 * with pg_dump -Fc and restored with pg_restore into a scratch database, every table keeps its row count, and the
 * uploads the restored rows point at are copied and hash the same. PostgreSQL only: pg_dump cannot read PGlite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupRestoreRoundTrip } from '../../../scripts/backup-restore-check';
import { type Database, openDatabase } from '../../db/client';
import { attachments, mailOutbox } from '../../db/schema';
import { createCommunityBoard, createCommunityPost, createExam, createLoggedInUser } from '../../test/factories';
import { testDatabaseKind, withDatabase } from '../../test/test-db-config';
import { type FakeS3, startFakeS3 } from '../storage/fake-s3-server';
import { LocalStorage } from '../storage/local-storage';
import type { ObjectStorage } from '../storage/object-storage';
import { S3Storage } from '../storage/s3-storage';

const onPostgres = testDatabaseKind() === 'postgres';

describe.skipIf(!onPostgres)('backup and restore round trip', () => {
  let admin: pg.Client;
  let name: string;
  let databaseUrl: string;
  let database: Database;
  let dirs: string[] = [];
  let s3: FakeS3;
  const keys = [`${randomBytes(12).toString('base64url')}.png`, `${randomBytes(12).toString('base64url')}.pdf`];

  const localStorage = async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'careerroad-backup-test-'));
    dirs.push(root);
    return new LocalStorage({ root, signingSecret: () => 'x'.repeat(32) });
  };
  const fill = async (storage: ObjectStorage) => {
    for (const key of keys) await storage.put(key, randomBytes(2_000), { contentType: 'application/octet-stream' });
  };

  beforeAll(async () => {
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') return;
    admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    name = `${info.template}_backup_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name} template ${info.template}`);
    databaseUrl = withDatabase(info.adminUrl, name);
    database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    // Rows in many tables: members and sessions, an exam with its papers and problems, community posts, mail, uploads.
    const { user } = await createLoggedInUser(database.db);
    await createExam(database.db, { papers: [{ problems: 3 }] });
    const board = await createCommunityBoard(database.db);
    await createCommunityPost(database.db, board, { author: user });
    await database.db.insert(mailOutbox).values({ brand: 'a', to: 'backup@example.kr', subject: '제목', body: '본문' });
    const expiresAt = new Date(Date.now() + 600_000);
    await database.db.insert(attachments).values([
      { userId: user.id, key: keys[0]!, name: '사진.png', type: 'image/png', size: 2_000, status: 'UPLOADED', uploadExpiresAt: expiresAt },
      { userId: user.id, key: keys[1]!, name: '문서.pdf', type: 'application/pdf', size: 2_000, status: 'ATTACHED', uploadExpiresAt: expiresAt },
    ]);
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await database?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    await s3?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    dirs = [];
  });

  const scratchDatabases = async () =>
    (await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'careerroad_restore_check_%'`)).rows;

  it('restores every table with its row count, and the local uploads with their hashes', async () => {
    const source = await localStorage();
    await fill(source);
    const before = await scratchDatabases();
    const report = await backupRestoreRoundTrip({ databaseUrl, uploads: { source, target: await localStorage() } });

    expect(report.ok).toBe(true);
    expect(report.dumpBytes).toBeGreaterThan(0);
    const rows = Object.fromEntries(report.tables.map((t) => [t.table, t]));
    for (const table of ['public.users', 'public.sessions', 'public.exams', 'public.community_posts', 'public.mail_outbox', 'public.attachments']) {
      expect(rows[table]?.source, table).toBeGreaterThan(0);
      expect(rows[table]?.restored, table).toBe(rows[table]?.source);
    }
    // Drizzle's record of applied migrations comes along (a restored database is ready, not "pending").
    expect(rows['drizzle.__drizzle_migrations']?.restored).toBeGreaterThan(0);
    expect(report.tables.every((t) => t.restored === t.source)).toBe(true);
    expect(report.uploads.map((u) => u.key).sort()).toEqual([...keys].sort());
    expect(report.uploads.every((u) => u.source !== null && u.copy === u.source)).toBe(true);
    // The scratch database is gone.
    expect(await scratchDatabases()).toEqual(before);
  });

  it('copies S3 bucket objects the same way', async () => {
    const source = new S3Storage(s3.config);
    await fill(source);
    const report = await backupRestoreRoundTrip({ databaseUrl, uploads: { source, target: await localStorage() } });
    expect(report.ok).toBe(true);
    expect(report.uploads).toHaveLength(2);
    expect(report.uploads.every((u) => u.source !== null && u.copy === u.source)).toBe(true);
  });

  it('fails when a row points at an upload the storage does not have', async () => {
    const source = await localStorage();
    await source.put(keys[0]!, randomBytes(100), { contentType: 'image/png' });
    const report = await backupRestoreRoundTrip({ databaseUrl, uploads: { source, target: await localStorage() } });
    expect(report.ok).toBe(false);
    expect(report.uploads.find((u) => u.key === keys[1])).toEqual({ key: keys[1], source: null, copy: null });
  });
});
