/**
 * What a load balancer and an orchestrator ask an instance:
 * - GET /healthz: 200 while the database answers `select 1` within 2 s, else 503 with Retry-After — the load
 *   balancer's check (docs/deploy.md "Health check"), unchanged;
 * - GET /healthz/live: liveness, 200 while the process answers at all — a database outage is no reason to restart it;
 * - GET /readyz: readiness, 200 when the database answers and holds every migration this build knows, 503 with
 *   Retry-After while it is unreachable or migrations are pending (a release's `npm run db:migrate` still running:
 *   drizzle applies them in one transaction, so its rows appear when all of them committed).
 * A database ahead of the build (a newer instance migrated it during a rolling release) is ready: migrations only add.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, MIGRATIONS_FOLDER } from '../../db/client';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../http/database-outage';

const CHECK_TIMEOUT_MS = 2_000;

export const healthPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const { db } = options;
    const latestMigration = latestMigrationOfBuild();

    // For load balancers: 503 while the database cannot answer, so traffic moves to a healthy instance.
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      const database = await withTimeout(
        db.execute(sql`select 1`).then(() => 'up' as const),
        'down' as const,
      );
      if (database !== 'up') reply.status(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return { ok: database === 'up', database };
    });

    app.get('/healthz/live', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ ok: true }));

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const state = await withTimeout(readMigrationState(db, latestMigration), { database: 'down' as const });
      const ready = state.database === 'up' && state.migrations === 'applied';
      if (!ready) reply.status(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return { ok: ready, ...state };
    });
  },
  { name: 'health' },
);

type MigrationState = { database: 'up'; migrations: 'applied' | 'pending' } | { database: 'down' };

/** The `when` of the build's last migration (drizzle's journal), which drizzle records as created_at once applied. */
function latestMigrationOfBuild(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

async function readMigrationState(db: Db, latest: number): Promise<MigrationState> {
  try {
    const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
    const applied = Number((result as unknown as { rows: Array<{ latest: string | number | null }> }).rows[0]?.latest ?? 0);
    return { database: 'up', migrations: applied >= latest ? 'applied' : 'pending' };
  } catch (error) {
    // No migrations table yet (42P01) is a database that answers and has everything still to apply.
    if ((error as { code?: string }).code === '42P01' || (error as { cause?: { code?: string } }).cause?.code === '42P01') {
      return { database: 'up', migrations: 'pending' };
    }
    return { database: 'down' };
  }
}

/** `work`'s answer, or `fallback` when it fails or takes longer than two seconds. */
async function withTimeout<T, F>(work: Promise<T>, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}
