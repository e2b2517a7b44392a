/**
 * The editor's saving. Typed text is never lost:
 * - every edit is kept in localStorage (with the version it is based on) until the server confirms a save of it;
 * - a save runs a few seconds after typing stops (AUTOSAVE_DELAY_MS), on blur, when the tab is hidden and on 저장;
 *   one save at a time, and edits made meanwhile are saved right after;
 * - a failed save (network) is retried on reconnect and every RETRY_DELAY_MS; the state says so;
 * - every save sends the version it was based on: when another tab saved first the server refuses (409) and the
 *   editor stops saving, keeps the writer's text on screen and offers to load the latest, after which the writer's
 *   text stays beside it to copy or to apply again;
 * - reopening the letter with edits kept from a tab that closed before its save offers them back.
 */
import { useCallback, useEffect, useState } from 'react';
import { COVER_LETTER_STALE_CODE } from '../../../contracts/cover-letters';
import {
  type CoverLetter,
  getCoverLetter,
  graphqlErrorCode,
  restoreCoverLetterVersion,
} from '../../api/cover-letters-api';
import { toast } from '../../toast/toast-provider';
import { browserPortalClient } from '../../api/portal-client';
import {
  clearStoredDraft,
  contentKey,
  type CoverLetterDraft,
  draftFromLetter,
  readStoredDraft,
  type SaveState,
  type StoredDraft,
} from './cover-letter-draft';
import { coverLetterKeys } from './cover-letter-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { storage, useCoverLetterSaving } from './use-cover-letter-saving';
import { coverLetterMessages } from './cover-letter-messages';

export { AUTOSAVE_DELAY_MS, RETRY_DELAY_MS } from './use-cover-letter-saving';

export interface CoverLetterAutosave {
  draft: CoverLetterDraft;
  update: (change: (draft: CoverLetterDraft) => CoverLetterDraft) => void;
  state: SaveState;
  /** Why the last save was refused (a Korean 400), shown under the state. */
  error: string | null;
  /** The posting the saved letter targets (title for the picker when it is no longer among the scraps). */
  posting: CoverLetter['posting'];
  version: number;
  /** Saves now; keep = 저장 pressed (kept in the version history). Resolves true when the text is saved. */
  save: (keep?: boolean) => Promise<boolean>;
  /** After a conflict: the latest saved letter replaces the draft; the writer's text moves to `mine`. */
  loadLatest: () => Promise<void>;
  /** The writer's text kept after loading the latest, to copy or apply again; null otherwise. */
  mine: CoverLetterDraft | null;
  applyMine: () => void;
  dismissMine: () => void;
  /** Restores the kept `version`, which the writer knows as 버전 `number`. */
  restore: (version: number, number: number) => Promise<boolean>;
  /** Unconfirmed edits this browser kept for the letter when the editor opened, offered back. */
  recovered: StoredDraft | null;
  applyRecovered: () => Promise<void>;
  dismissRecovered: () => void;
}

export function useCoverLetterAutosave(letter: CoverLetter): CoverLetterAutosave {
  const saving = useCoverLetterSaving(letter);
  const { queryClient, draft, state, error, posting, version, save, update, accept, keepLocally } = saving;
  const { setDraft, setState, setError, setPosting, setVersion, draftRef, baseVersion, savedKey, conflicted } = saving;
  const letterId = letter.id;
  const [mine, setMine] = useState<CoverLetterDraft | null>(null);
  const [recovered, setRecovered] = useState<StoredDraft | null>(null);

  // Edits kept in this browser and never confirmed (a tab closed or crashed before its save): offered back after
  // hydration (storage is the browser's), not applied on their own, since the tab that kept them may still be open.
  useEffect(() => {
    const store = storage();
    const kept = store ? readStoredDraft(store, letterId) : null;
    if (!kept) return;
    if (contentKey(kept.draft) === savedKey.current) clearStoredDraft(store!, letterId);
    else setRecovered(kept);
  }, [letterId]);

  const loadLatest = useCallback(async () => {
    try {
      const latest = await getCoverLetter(browserPortalClient, letterId);
      const fresh = draftFromLetter(latest);
      setMine(draftRef.current);
      draftRef.current = fresh;
      // The writer's text stays kept in the browser as well as in `mine` on screen until they edit, apply or dismiss
      // it: a reload before that offers it back (recovered).
      setDraft(fresh);
      baseVersion.current = latest.version;
      savedKey.current = contentKey(fresh);
      setVersion(latest.version);
      setPosting(latest.posting);
      conflicted.current = false;
      setError(null);
      setState({ kind: 'saved', at: latest.updatedAt });
      queryClient.setQueryData(coverLetterKeys.detail(letterId), latest);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.versions(letterId), exact: true });
    } catch (failure) {
      toast(graphqlErrorMessage(failure, '최신 내용을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error');
    }
  }, [letterId, queryClient]);

  const applyMine = useCallback(() => {
    if (!mine) return;
    setMine(null);
    update(() => mine);
  }, [mine, update]);

  /** Puts recovered text in the editor over the saved letter, after keeping the saved text in the history. */
  const applyRecovered = useCallback(async () => {
    if (!recovered) return;
    const text = recovered.draft;
    setRecovered(null);
    await save(true);
    update(() => text);
  }, [recovered, save, update]);

  const dismissRecovered = useCallback(() => {
    setRecovered(null);
    const store = storage();
    if (store) clearStoredDraft(store, letterId);
  }, [letterId]);

  const dismissMine = useCallback(() => {
    setMine(null);
    keepLocally(draftRef.current);
  }, [keepLocally]);

  const restore = useCallback(
    async (kept: number, number: number) => {
      if (conflicted.current) return false;
      // The text on screen is saved first, so the restore replaces exactly what the writer sees (and keeps it).
      if (!(await save(false))) return false;
      try {
        const restored = await restoreCoverLetterVersion(browserPortalClient, { id: letterId, version: kept, baseVersion: baseVersion.current });
        const fresh = draftFromLetter(restored);
        draftRef.current = fresh;
        setDraft(fresh);
        accept(restored, contentKey(fresh));
        setState({ kind: 'saved', at: restored.updatedAt });
        toast(coverLetterMessages.restored(number), 'success');
        return true;
      } catch (failure) {
        if (graphqlErrorCode(failure) === COVER_LETTER_STALE_CODE) {
          conflicted.current = true;
          setState({ kind: 'conflict' });
          setError(graphqlErrorMessage(failure, '다른 창에서 먼저 저장된 내용이 있습니다.'));
        } else {
          toast(graphqlErrorMessage(failure, '복원하지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error');
        }
        return false;
      }
    },
    [accept, letterId, save],
  );

  return {
    draft,
    update,
    state,
    error,
    posting,
    version,
    save,
    loadLatest,
    mine,
    applyMine,
    dismissMine,
    recovered,
    applyRecovered,
    dismissRecovered,
    restore,
  };
}
