import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { CoverLetterActor } from './cover-letter-policy';
import { type CoverLetterView, snapshotContent } from './cover-letter-presenter';
import { getCoverLetterVersion } from './find-cover-letter-versions';
import { saveCoverLetter } from './save-cover-letter';

/**
 * Brings a kept version back as a NEW save based on the writer's current version (so a stale tab is refused with 409
 * like any save, and the restore is itself kept in the history and can be undone by restoring the version before
 * it). The posting the version names is kept while it exists. 404 for a version not kept or a letter not the member's.
 */
export async function restoreCoverLetterVersion(
  db: Db,
  input: { brand: BrandId; actor: CoverLetterActor; letterId: string; version: number; baseVersion: number },
): Promise<CoverLetterView> {
  const kept = await getCoverLetterVersion(db, input);
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
