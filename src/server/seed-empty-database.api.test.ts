import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { seedEmptyDatabase } from '../seed/seed-empty-database';
import { createTestDatabase } from '../test/test-db';

// The seed's entry as `npm start` calls it: a fresh database is seeded once, a database with an account never.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const accounts = async () => (await database.db.select({ n: count() }).from(users))[0]!.n;

describe('seedEmptyDatabase', () => {
  it('seeds a database without accounts, logging, and leaves it alone once it has one', async () => {
    expect(await accounts()).toBe(0);
    const log: string[] = [];
    expect(await seedEmptyDatabase(database.db, (message) => log.push(message))).toBe(true);
    expect(log[0]).toBe('Empty database: seeding demo content…');
    const seeded = await accounts();
    expect(seeded).toBeGreaterThan(0);

    const again: string[] = [];
    expect(await seedEmptyDatabase(database.db, (message) => again.push(message))).toBe(false);
    expect(again).toEqual([]);
    expect(await accounts()).toBe(seeded);
  }, 120_000);
});
