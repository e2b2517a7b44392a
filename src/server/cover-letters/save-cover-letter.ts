import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { coverLetterQuestions, coverLetters, coverLetterVersions, postings, scraps } from '../../db/schema';
import { scrappedBy, scrappedPostingJoin } from '../postings/find-scrapped-postings';
import { publishedPosting } from '../postings/posting-visibility';
import type { CoverLetterContent } from './cover-letter-arguments';
import { COVER_LETTER_LIMITS } from '../../contracts/cover-letters';
import { coverLetterErrors, VERSION_KEEP_INTERVAL_MS } from './cover-letter-errors';
import { type CoverLetterActor, ownCoverLetter } from './cover-letter-policy';
import { type CoverLetterView, presentCoverLetterPosting } from './cover-letter-presenter';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SaveCoverLetterInput {
  brand: BrandId;
  actor: CoverLetterActor;
  letterId: string;
  /** The version the writer's text was based on: the save is refused (409) unless it is still the current one. */
  baseVersion: number;
  content: CoverLetterContent;
  /** 저장 pressed (or a restore): keep this version in the history whenever it was the last one kept. */
  keepVersion: boolean;
  /**
   * `scrapped` (an edit): a new target posting must be a published posting of the brand the member scrapped;
   * `existing` (a restore): the posting a kept version names is kept if it still exists, else the target is cleared.
   */
  postingRule?: 'scrapped' | 'existing';
}

/** The content a kept version holds (cover_letter_versions.snapshot); presenter.snapshotContent reads it back. */
export function snapshotOf(content: CoverLetterContent): Record<string, unknown> {
  return {
    title: content.title,
    company: content.company,
    job: content.job,
    postingId: content.postingId,
    questions: content.questions.map((q) => ({ question: q.question, charLimit: q.charLimit, answer: q.answer })),
  };
}

/**
 * Keeps the version just written in the history when asked (저장, a restore, the letter's creation) or when the last
 * kept one is at least VERSION_KEEP_INTERVAL_MS old, by the database's clock; autosaves in between only move the
 * letter on, so the history holds a version per couple of minutes of writing rather than one per pause. The oldest
 * kept versions beyond COVER_LETTER_LIMITS.keptVersions are dropped in the same transaction.
 *
 * Each kept version is numbered one past the last kept (`number`, 버전 1, 2, 3… in the editor), not by the letter's
 * version: that one counts every autosave, so it skipped the numbers of the saves not kept. The letter's row is locked
 * first, so two keeps of one letter (a restore's and a save's) never take the same number.
 */
export async function keepCoverLetterVersion(
  tx: Tx,
  input: { letterId: string; version: number; content: CoverLetterContent; always: boolean },
): Promise<boolean> {
  if (!input.always) {
    const [recent] = await tx
      .select({ version: coverLetterVersions.version })
      .from(coverLetterVersions)
      .where(
        and(
          eq(coverLetterVersions.coverLetterId, input.letterId),
          sql`${coverLetterVersions.createdAt} > now() - make_interval(secs => ${VERSION_KEEP_INTERVAL_MS / 1000})`,
        ),
      )
      .limit(1);
    if (recent) return false;
  }
  await tx.select({ id: coverLetters.id }).from(coverLetters).where(eq(coverLetters.id, input.letterId)).for('update');
  const nextNumber = sql<number>`(
    select coalesce(max(${coverLetterVersions.number}), 0) + 1 from ${coverLetterVersions}
    where ${coverLetterVersions.coverLetterId} = ${input.letterId}
  )`;
  // A version already kept (a restore keeping the text it replaces) stays as it was.
  const inserted = await tx
    .insert(coverLetterVersions)
    .values({ coverLetterId: input.letterId, version: input.version, number: nextNumber, snapshot: snapshotOf(input.content) })
    .onConflictDoNothing()
    .returning({ id: coverLetterVersions.id });
  if (inserted.length === 0) return false;
  const newest = tx
    .select({ version: coverLetterVersions.version })
    .from(coverLetterVersions)
    .where(eq(coverLetterVersions.coverLetterId, input.letterId))
    .orderBy(sql`${coverLetterVersions.version} desc`)
    .limit(COVER_LETTER_LIMITS.keptVersions);
  await tx
    .delete(coverLetterVersions)
    .where(and(eq(coverLetterVersions.coverLetterId, input.letterId), notInArray(coverLetterVersions.version, newest)));
  return true;
}

/** The target posting to store, per SaveCoverLetterInput.postingRule; a posting the member may not pick is a 400. */
async function targetPosting(tx: Tx, input: SaveCoverLetterInput, storedPostingId: number | null): Promise<number | null> {
  const wanted = input.content.postingId;
  if (wanted === null || wanted === storedPostingId) return wanted;
  if (input.postingRule === 'existing') {
    const [found] = await tx.select({ id: postings.id }).from(postings).where(eq(postings.id, wanted));
    return found ? wanted : null;
  }
  const [scrapped] = await tx
    .select({ id: postings.id })
    .from(scraps)
    .innerJoin(postings, scrappedPostingJoin)
    .where(and(scrappedBy(input.actor.userId), publishedPosting(input.brand, new Date()), eq(postings.id, wanted)));
  if (!scrapped) throw coverLetterErrors.invalidPosting();
  return wanted;
}

/**
 * Saves the whole letter (title, target, questions and answers) over the version it was based on. The update runs
 * `where id = $1 and user_id = $2 and version = $3` and raises the version, so of two saves based on the same
 * version exactly one writes: the other finds the row already moved on (PostgreSQL re-checks the condition after
 * waiting for the first's row lock) and is refused with 409 COVER_LETTER_STALE, writing nothing; a letter that is not
 * the member's is a 404. Questions are replaced as a whole in the same transaction (their positions are unique per
 * letter, so reordering in place would collide mid-update), and the version may be kept in the history.
 * The answer carries the version written by THIS save, which the writer's next save is based on.
 */
export async function saveCoverLetter(db: Db, input: SaveCoverLetterInput): Promise<CoverLetterView> {
  const { letterId, content } = input;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ version: coverLetters.version, postingId: coverLetters.postingId })
      .from(coverLetters)
      .where(ownCoverLetter(input.actor, letterId));
    if (!stored) throw coverLetterErrors.notFound();
    if (stored.version !== input.baseVersion) throw coverLetterErrors.stale();
    const postingId = await targetPosting(tx, input, stored.postingId);
    const saved = { ...content, postingId };

    const [updated] = await tx
      .update(coverLetters)
      .set({
        title: saved.title,
        company: saved.company,
        job: saved.job,
        postingId,
        version: sql`${coverLetters.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(ownCoverLetter(input.actor, letterId), eq(coverLetters.version, input.baseVersion)))
      .returning();
    if (!updated) throw coverLetterErrors.stale();

    await tx.delete(coverLetterQuestions).where(eq(coverLetterQuestions.coverLetterId, letterId));
    const questions = saved.questions.length
      ? await tx
          .insert(coverLetterQuestions)
          .values(saved.questions.map((q, position) => ({ coverLetterId: letterId, position, ...q })))
          .returning()
      : [];
    await keepCoverLetterVersion(tx, { letterId, version: updated.version, content: saved, always: input.keepVersion });

    const [posting] = postingId
      ? await tx
          .select({ id: postings.id, title: postings.title, organiserName: postings.organiserName, receptionEndAt: postings.receptionEndAt })
          .from(postings)
          .where(eq(postings.id, postingId))
      : [];
    return {
      id: updated.id,
      title: updated.title,
      company: updated.company,
      job: updated.job,
      posting: presentCoverLetterPosting(posting ?? null),
      version: updated.version,
      createdAt: updated.createdAt.toISOString(),
      updatedAt: updated.updatedAt.toISOString(),
      questions: questions
        .sort((a, b) => a.position - b.position)
        .map((q) => ({ id: q.id, question: q.question, charLimit: q.charLimit, answer: q.answer })),
    };
  });
}

