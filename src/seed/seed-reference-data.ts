/**
 * The reference data a service needs before anyone signs up, in every environment (production has no demo content,
 * ADR 41): the exam categories of each brand (src/config/brands.ts, the CBT home's tree), the community's menus and
 * boards (without their demo posts), brand B's shop category tabs and the 자격증 list members pick from.
 * Members, operators, exams, postings, posts, orders and scraps are demo content (src/seed/seed.ts) and never come
 * from here.
 *
 * Each kind is written only while its table is empty, so it may run on every start: an operator's later renames,
 * reorderings and deletions in the console stand, and a database seeded with the demo content is left alone.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { certificates, communityMenus, examTypes, shopCategories } from '../db/schema';
import { SEED_COMMUNITY_MENUS, type SeedCommunityMenu } from './content/community';
import { seedLegalDocuments } from './legal-documents';
import { seedCertificates } from './seed-certificates';
import { seedCommunity } from './seed-community';
import { upsertExamTypes } from './seed-exams';
import { upsertCategories } from './seed-shop';

/** The community's menus and boards as the demo content lays them out, without a single post. */
export const REFERENCE_COMMUNITY_MENUS: SeedCommunityMenu[] = SEED_COMMUNITY_MENUS.map((menu) => ({
  ...menu,
  boards: menu.boards.map((board) => ({ ...board, posts: [] })),
}));

async function isEmptyTable(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
  return rows.length === 0;
}

/** Writes each kind of reference data whose table is still empty; returns the kinds written. */
export async function seedReferenceData(db: Db, log: (message: string) => void = () => {}): Promise<string[]> {
  const written: string[] = [];
  if (await isEmptyTable(db, examTypes)) {
    // Top-level categories only: the sub-types below them are the demo exams' own.
    await upsertExamTypes(db, []);
    written.push('exam categories');
  }
  if (await isEmptyTable(db, communityMenus)) {
    await seedCommunity(db, () => {}, { menus: REFERENCE_COMMUNITY_MENUS });
    written.push('community menus and boards');
  }
  if (await isEmptyTable(db, shopCategories)) {
    await upsertCategories(db);
    written.push('shop categories');
  }
  if (await isEmptyTable(db, certificates)) {
    await seedCertificates(db);
    written.push('certificates');
  }
  // Terms, privacy policy and FAQ: a service cannot take a sign-up without the documents it asks consent to. Each
  // version is inserted once (its brand, kind and version are unique), so this runs on every start.
  let legalWritten = false;
  await seedLegalDocuments(db, () => {
    legalWritten = true;
  });
  if (legalWritten) written.push('legal documents and FAQ');
  if (written.length > 0) log(`Reference data written: ${written.join(', ')}`);
  return written;
}
