import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetterQuestions, coverLetters } from '../../db/schema';
import type { CoverLetterContent } from './cover-letter-arguments';
import { COVER_LETTER_LIMITS } from '../../contracts/cover-letters';
import { coverLetterErrors } from './cover-letter-errors';
import type { CoverLetterActor } from './cover-letter-policy';
import type { CoverLetterView } from './cover-letter-presenter';
import { keepCoverLetterVersion } from './save-cover-letter';

/**
 * Starts a letter for the member (새 자기소개서): the given title (blank is allowed) and one empty question to write
 * in, at version 1, which is kept in the history at once so the very first text can be restored too. A member holds at
 * most COVER_LETTER_LIMITS.letters letters (a Korean 400 beyond; two creates racing at the bound may both pass, which
 * the bound tolerates).
 */
export async function createCoverLetter(db: Db, input: { actor: CoverLetterActor; title: string }): Promise<CoverLetterView> {
  const content: CoverLetterContent = {
    title: input.title,
    company: '',
    job: '',
    postingId: null,
    questions: [{ question: '', charLimit: null, answer: '' }],
  };
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coverLetters)
    .where(eq(coverLetters.userId, input.actor.userId));
  if ((counted?.n ?? 0) >= COVER_LETTER_LIMITS.letters) throw coverLetterErrors.tooManyLetters();
  return db.transaction(async (tx) => {
    const [letter] = await tx.insert(coverLetters).values({ userId: input.actor.userId, title: content.title }).returning();
    const created = letter!;
    const questions = await tx
      .insert(coverLetterQuestions)
      .values(content.questions.map((q, position) => ({ coverLetterId: created.id, position, ...q })))
      .returning();
    await keepCoverLetterVersion(tx, { letterId: created.id, version: created.version, content, always: true });
    return {
      id: created.id,
      title: created.title,
      company: created.company,
      job: created.job,
      posting: null,
      version: created.version,
      createdAt: created.createdAt.toISOString(),
      updatedAt: created.updatedAt.toISOString(),
      questions: questions.map((q) => ({ id: q.id, question: q.question, charLimit: q.charLimit, answer: q.answer })),
    };
  });
}
