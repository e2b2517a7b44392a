import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { CoverLetterContent } from './cover-letter-arguments';
import { coverLetterErrors } from './cover-letter-errors';
import type { CoverLetterActor } from './cover-letter-policy';
import { type CoverLetterView, snapshotContent } from './cover-letter-presenter';
import { getCoverLetterVersion } from './find-cover-letter-versions';
import { getCoverLetter } from './get-cover-letter';
import { keepCoverLetterVersion, saveCoverLetter } from './save-cover-letter';

/**
 * Brings a kept version back as a NEW save based on the writer's current version, so a stale tab is refused with 409
 * like any save. The text it replaces is kept in the history first (an autosave between kept versions may not be),
 * and the restored text is kept too: a restore can always be undone by restoring the version before it. The posting
 * the version names is kept while it exists. 404 for a version not kept or a letter not the member's.
 */
export async function restoreCoverLetterVersion(
  db: Db,
  input: { brand: BrandId; actor: CoverLetterActor; letterId: string; version: number; baseVersion: number },
): Promise<CoverLetterView> {
  const kept = await getCoverLetterVersion(db, input);
  const current = await getCoverLetter(db, input);
  if (current.version !== input.baseVersion) throw coverLetterErrors.stale();
  const replaced: CoverLetterContent = {
    title: current.title,
    company: current.company,
    job: current.job,
    postingId: current.posting ? Number(current.posting.id) : null,
    questions: current.questions.map((q) => ({ question: q.question, charLimit: q.charLimit, answer: q.answer })),
  };
  await db.transaction((tx) => keepCoverLetterVersion(tx, { letterId: input.letterId, version: current.version, content: replaced, always: true }));

  const content = snapshotContent({ ...kept, postingId: kept.postingId === null ? null : Number(kept.postingId) });
  return saveCoverLetter(db, {
    brand: input.brand,
    actor: input.actor,
    letterId: input.letterId,
    baseVersion: input.baseVersion,
    content,
    keepVersion: true,
    postingRule: 'existing',
  });
}
