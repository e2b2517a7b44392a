/**
 * One database handle for the whole server. PGlite (embedded, in ./data) by default;
 * DATABASE_URL switches to a PostgreSQL server. Both run the same schema and migrations.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-neutral type every query function takes as its first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PGlite snapshot (from dumpDataDir) to start from, used by tests. */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL (DEFAULT_POOL_SIZE when absent). */
  poolSize?: number;
}

/**
 * Connections per PostgreSQL pool. The start statement of a mock exam runs at the same ≈5,000–6,000 tps from 10 to 40
 * clients on the 2-core bench machine, far above what one Node process sends, so more connections would only add
 * backends; 20 leaves room for slow transactions (closing records) in a burst and for 4 instances plus tools within
 * max_connections 100. docs/ARCHITECTURE.md, "Connection pool".
 */
export const DEFAULT_POOL_SIZE = 20;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // An unreachable server fails a request within 5 s (answered 503) instead of holding it until the client gives up.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    // 57P01 is the server terminating connections on purpose (shutdown, dropped database).
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL idle client error: ${error.message}`);
    });
    // pg-pool listens for errors only on idle clients: a client checked out (inside a transaction, between its
    // statements) when the server restarts emits 'error' with nobody listening, which would end the process.
    // The statement waiting on it fails on its own and is answered 503 (src/server/http/database-outage.ts).
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    // Fail fast with a clear error when the server is unreachable.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    dataDir: options.dataDir ?? 'memory://',
    // The postings search's trigram indexes (drizzle/0008_postings.sql creates the extension).
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** Connections of a handle's pool, for the metrics (src/server/metrics/app-metrics.ts). */
export interface PoolCounts {
  driver: 'postgres' | 'pglite';
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * How many connections the handle's pool holds, idles and is waited for. Drizzle keeps the driver's client on the
 * handle: a node-postgres Pool counts them itself; PGlite is one connection in process that queries queue on inside
 * PGlite, so it reads as one connection, idle, never waited for. Undefined for any other client.
 */
export function poolCountsOf(db: Db): PoolCounts | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      driver: 'postgres',
      max: client.options.max ?? DEFAULT_POOL_SIZE,
      total: client.totalCount,
      idle: client.idleCount,
      waiting: client.waitingCount,
    };
  }
  if (client instanceof PGlite) return { driver: 'pglite', max: 1, total: 1, idle: 1, waiting: 0 };
  return undefined;
}
