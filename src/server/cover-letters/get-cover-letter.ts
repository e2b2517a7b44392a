import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetterQuestions, coverLetters, postings } from '../../db/schema';
import { coverLetterErrors } from './cover-letter-errors';
import { type CoverLetterActor, ownCoverLetter } from './cover-letter-policy';
import { type CoverLetterView, presentCoverLetterPosting } from './cover-letter-presenter';

/**
 * One of the member's letters with its questions in order and the posting it targets (title and organiser, whatever
 * the posting's state now: the member picked it). Another member's letter, or none, is a 404.
 */
export async function getCoverLetter(db: Db, input: { actor: CoverLetterActor; letterId: string }): Promise<CoverLetterView> {
  const [row] = await db
    .select({
      letter: coverLetters,
      posting: {
        id: postings.id,
        title: postings.title,
        organiserName: postings.organiserName,
        receptionEndAt: postings.receptionEndAt,
      },
    })
    .from(coverLetters)
    .leftJoin(postings, eq(postings.id, coverLetters.postingId))
    .where(ownCoverLetter(input.actor, input.letterId));
  if (!row) throw coverLetterErrors.notFound();
  const questions = await db
    .select()
    .from(coverLetterQuestions)
    .where(eq(coverLetterQuestions.coverLetterId, input.letterId))
    .orderBy(asc(coverLetterQuestions.position));
  const { letter } = row;
  return {
    id: letter.id,
    title: letter.title,
    company: letter.company,
    job: letter.job,
    posting: presentCoverLetterPosting(row.posting),
    version: letter.version,
    createdAt: letter.createdAt.toISOString(),
    updatedAt: letter.updatedAt.toISOString(),
    questions: questions.map((q) => ({ id: q.id, question: q.question, charLimit: q.charLimit, answer: q.answer })),
  };
}
