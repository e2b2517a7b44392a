/**
 * The one door from the server into the seed. src/server/start.ts reaches it by a dynamic import, so nothing of the
 * seed is a static dependency of the server (.dependency-cruiser.cjs holds the app to this file); the demo content
 * itself is imported from here only on the development and test path.
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS, type AppEnv } from '../config/hosts';
import type { Database, Db } from '../db/client';
import { users } from '../db/schema';
import { backfillCommunityPostSearch } from '../server/community/backfill-community-post-search';
import { seedReferenceData } from './seed-reference-data';

/** Seeds the database with the demo content when it has no account yet, logging each step; true when it seeded. */
export async function seedEmptyDatabase(db: Db, log: (message: string) => void = console.log): Promise<boolean> {
  const { isEmpty, seed } = await import('./seed');
  if (!(await isEmpty(db))) return false;
  log('Empty database: seeding demo content…');
  await seed(db, (message) => log(`  ${message}`));
  return true;
}

/**
 * The database step of every start (ADR 41): migrations, search columns of rows older than their migration, the
 * reference data a service needs, and then by environment:
 * - development and test: an empty database (no account) gets the demo content, whose accounts share a published
 *   password;
 * - production: no demo content, ever. The first operator is made with `npm run db:create-admin`, and until a brand
 *   has one the start says so.
 */
export async function prepareDatabase(
  database: Pick<Database, 'db' | 'migrate'>,
  appEnv: AppEnv,
  log: (message: string) => void = console.log,
): Promise<void> {
  const { db } = database;
  await database.migrate();
  // Rows written before a migration added search columns get them now (one quick query when there are none).
  const searchFilled = await backfillCommunityPostSearch(db);
  if (searchFilled > 0) log(`Search columns filled for ${searchFilled} community posts`);
  await seedReferenceData(db, log);
  if (appEnv !== 'production') {
    await seedEmptyDatabase(db, log);
    return;
  }
  for (const brand of BRANDS) {
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brand, brand), eq(users.role, 'ADMIN')))
      .limit(1);
    if (!admin) log(`Brand ${brand.toUpperCase()} has no ADMIN yet: npm run db:create-admin -- ${brand} <email>`);
  }
}
