/**
 * Liveness and readiness (docs/deploy.md "Health check"): /healthz as the load balancer has always read it,
 * /healthz/live whatever the database does, /readyz only once the database answers and holds every migration of the
 * build. The database down is database-outage.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });

describe('health and readiness', () => {
  it('answers /healthz, /healthz/live and /readyz with 200 on a migrated database', async () => {
    const healthz = await get('/healthz');
    expect(healthz.statusCode).toBe(200);
    expect(healthz.json()).toEqual({ ok: true, database: 'up' });
    const live = await get('/healthz/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, database: 'up', migrations: 'applied' });
    // The same headers as every other answer of the front door, and the request id.
    expect(ready.headers['x-content-type-options']).toBe('nosniff');
    expect(ready.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready while the last migration of the build is not applied', async () => {
    const db = t.database.db;
    const rowsOf = (result: unknown) => (result as { rows: Array<{ id: number; hash: string; created_at: string }> }).rows;
    const [last] = rowsOf(await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`));
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const pending = await get('/readyz');
      expect(pending.statusCode).toBe(503);
      expect(Number(pending.headers['retry-after'])).toBeGreaterThan(0);
      expect(pending.json()).toEqual({ ok: false, database: 'up', migrations: 'pending' });
      // Liveness and the load balancer's check do not depend on it.
      expect((await get('/healthz/live')).statusCode).toBe(200);
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});
