import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters, coverLetterVersions } from '../../db/schema';
import { coverLetterErrors } from './cover-letter-errors';
import { type CoverLetterActor, ownCoverLetter } from './cover-letter-policy';
import { type CoverLetterSnapshotView, type CoverLetterVersionView, presentCoverLetterSnapshot } from './cover-letter-presenter';

async function assertOwnLetter(db: Db, actor: CoverLetterActor, letterId: string): Promise<void> {
  const [letter] = await db.select({ id: coverLetters.id }).from(coverLetters).where(ownCoverLetter(actor, letterId));
  if (!letter) throw coverLetterErrors.notFound();
}

/**
 * The kept versions of one of the member's letters, newest first (at most COVER_LETTER_LIMITS.keptVersions), each
 * with its title and question count; the texts come one version at a time (getCoverLetterVersion), as a history
 * of 50 full letters would be megabytes. Another member's letter is a 404.
 */
export async function findCoverLetterVersions(
  db: Db,
  input: { actor: CoverLetterActor; letterId: string },
): Promise<CoverLetterVersionView[]> {
  await assertOwnLetter(db, input.actor, input.letterId);
  const rows = await db
    .select({
      version: coverLetterVersions.version,
      number: coverLetterVersions.number,
      createdAt: coverLetterVersions.createdAt,
      title: sql<string>`coalesce(${coverLetterVersions.snapshot}->>'title', '')`,
      questionCount: sql<number>`coalesce(jsonb_array_length(${coverLetterVersions.snapshot}->'questions'), 0)::int`,
    })
    .from(coverLetterVersions)
    .where(eq(coverLetterVersions.coverLetterId, input.letterId))
    .orderBy(desc(coverLetterVersions.version));
  return rows.map((r) => ({ version: r.version, number: r.number, createdAt: r.createdAt.toISOString(), title: r.title, questionCount: r.questionCount }));
}

/** One kept version's whole content, to compare with the current text or restore; 404 when not kept (or not mine). */
export async function getCoverLetterVersion(
  db: Db,
  input: { actor: CoverLetterActor; letterId: string; version: number },
): Promise<CoverLetterSnapshotView> {
  const [row] = await db
    .select({
      version: coverLetterVersions.version,
      number: coverLetterVersions.number,
      createdAt: coverLetterVersions.createdAt,
      snapshot: coverLetterVersions.snapshot,
    })
    .from(coverLetterVersions)
    .innerJoin(coverLetters, eq(coverLetters.id, coverLetterVersions.coverLetterId))
    .where(and(ownCoverLetter(input.actor, input.letterId), eq(coverLetterVersions.version, input.version)));
  if (!row) {
    await assertOwnLetter(db, input.actor, input.letterId);
    throw coverLetterErrors.versionNotFound();
  }
  return presentCoverLetterSnapshot(row);
}
