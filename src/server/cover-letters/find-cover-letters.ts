import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetterQuestions, coverLetters, postings } from '../../db/schema';
import type { CoverLetterActor } from './cover-letter-policy';
import { type CoverLetterSummaryView, presentCoverLetterPosting } from './cover-letter-presenter';

/**
 * The member's letters, last updated first (the list of /self-introduction/manage), with each one's question count
 * and target posting; paged. Runs on cover_letters_user_updated_idx.
 */
export async function findCoverLetters(
  db: Db,
  input: { actor: CoverLetterActor; paging: { page: number; pageSize: number } },
): Promise<{ totalCount: number; nodes: CoverLetterSummaryView[] }> {
  const mine = eq(coverLetters.userId, input.actor.userId);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(coverLetters).where(mine);
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, nodes: [] };

  const rows = await db
    .select({
      letter: coverLetters,
      questionCount: sql<number>`(select count(*)::int from ${coverLetterQuestions} q where q.cover_letter_id = ${coverLetters.id})`,
      posting: {
        id: postings.id,
        title: postings.title,
        organiserName: postings.organiserName,
        receptionEndAt: postings.receptionEndAt,
      },
    })
    .from(coverLetters)
    .leftJoin(postings, eq(postings.id, coverLetters.postingId))
    .where(mine)
    .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id))
    .limit(pageSize)
    .offset(offset);
  return {
    totalCount,
    nodes: rows.map(({ letter, questionCount, posting }) => ({
      id: letter.id,
      title: letter.title,
      company: letter.company,
      job: letter.job,
      posting: presentCoverLetterPosting(posting),
      version: letter.version,
      questionCount,
      updatedAt: letter.updatedAt.toISOString(),
    })),
  };
}
