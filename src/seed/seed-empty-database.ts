/**
 * The one door from the server into the seed: an empty database (no account yet) is filled with the demo content, a
 * database with any account is left alone. src/server/start.ts reaches it by a dynamic import on the path that seeds,
 * so the demo content is no static dependency of the server (.dependency-cruiser.cjs holds the app to this file).
 */
import type { Db } from '../db/client';
import { isEmpty, seed } from './seed';

/** Seeds the database when it has no account yet, logging each step; true when it seeded. */
export async function seedEmptyDatabase(db: Db, log: (message: string) => void = console.log): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  log('Empty database: seeding demo content…');
  await seed(db, (message) => log(`  ${message}`));
  return true;
}
