import type { Db } from '../../db/client';
import { coverLetters } from '../../db/schema';
import { coverLetterErrors } from './cover-letter-errors';
import { type CoverLetterActor, ownCoverLetter } from './cover-letter-policy';

/**
 * Deletes one of the member's letters for good, with its questions and kept versions (the foreign keys cascade).
 * Another member's letter, or one already deleted, is a 404.
 */
export async function deleteCoverLetter(db: Db, input: { actor: CoverLetterActor; letterId: string }): Promise<{ id: string }> {
  const [deleted] = await db.delete(coverLetters).where(ownCoverLetter(input.actor, input.letterId)).returning({ id: coverLetters.id });
  if (!deleted) throw coverLetterErrors.notFound();
  return deleted;
}
