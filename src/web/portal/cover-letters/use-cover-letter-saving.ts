/**
 * The saving half of the editor's autosave (use-cover-letter-autosave.ts): the draft as typed, kept in localStorage
 * until a save of it is confirmed; one save at a time a few seconds after typing stops, on blur, before the tab is
 * hidden and on 저장; a failed save retried; a refusal for a stale version stops saving (a conflict). The conflict's
 * way out, recovery and restores build on what this returns.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type MutableRefObject, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { COVER_LETTER_STALE_CODE } from '../../../contracts/cover-letters';
import { type CoverLetter, graphqlErrorCode, saveCoverLetter } from '../../api/cover-letters-api';
import { toast } from '../../toast/toast-provider';
import { browserPortalClient } from '../../api/portal-client';
import {
  clearStoredDraft,
  contentKey,
  type CoverLetterDraft,
  draftFromLetter,
  type SaveState,
  saveInputOf,
  writeStoredDraft,
} from './cover-letter-draft';
import { coverLetterKeys } from './cover-letter-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';

export const AUTOSAVE_DELAY_MS = 2_500;
export const RETRY_DELAY_MS = 10_000;

export const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
/** This page's mark on the drafts it keeps (see StoredDraft.tab). */
const TAB = Math.random().toString(36).slice(2);

/** The saving state and the refs the autosave's other actions (load latest, restore, recover) read and move on. */
export interface CoverLetterSaving {
  queryClient: QueryClient;
  draft: CoverLetterDraft;
  setDraft: Dispatch<SetStateAction<CoverLetterDraft>>;
  state: SaveState;
  setState: Dispatch<SetStateAction<SaveState>>;
  error: string | null;
  setError: Dispatch<SetStateAction<string | null>>;
  posting: CoverLetter['posting'];
  setPosting: Dispatch<SetStateAction<CoverLetter['posting']>>;
  version: number;
  setVersion: Dispatch<SetStateAction<number>>;
  /** The draft as last typed or loaded (state lags a render behind). */
  draftRef: MutableRefObject<CoverLetterDraft>;
  /** The version the next save is based on. */
  baseVersion: MutableRefObject<number>;
  /** contentKey of the text the server last confirmed. */
  savedKey: MutableRefObject<string>;
  /** Set by a stale-version refusal: no save runs until the latest is loaded. */
  conflicted: MutableRefObject<boolean>;
  keepLocally: (next: CoverLetterDraft) => void;
  accept: (saved: CoverLetter, sentKey: string) => void;
  save: (keep?: boolean) => Promise<boolean>;
  update: (change: (draft: CoverLetterDraft) => CoverLetterDraft) => void;
}

export function useCoverLetterSaving(letter: CoverLetter): CoverLetterSaving {
  const queryClient = useQueryClient();
  const letterId = letter.id;
  const [draft, setDraft] = useState<CoverLetterDraft>(() => draftFromLetter(letter));
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: letter.updatedAt });
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(letter.posting);
  const [version, setVersion] = useState(letter.version);

  const draftRef = useRef(draft);
  const baseVersion = useRef(letter.version);
  const savedKey = useRef(contentKey(draft));
  const inFlight = useRef<Promise<boolean> | null>(null);
  const again = useRef<{ keep: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const conflicted = useRef(false);
  const saveRef = useRef<(keep?: boolean) => Promise<boolean>>(async () => false);

  const schedule = useCallback((delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(false), delay);
  }, []);

  const keepLocally = useCallback(
    (next: CoverLetterDraft) => {
      const store = storage();
      if (!store) return;
      if (contentKey(next) === savedKey.current) clearStoredDraft(store, letterId, TAB);
      else writeStoredDraft(store, letterId, { baseVersion: baseVersion.current, draft: next, at: Date.now(), tab: TAB });
    },
    [letterId],
  );

  const accept = useCallback(
    (saved: CoverLetter, sentKey: string) => {
      baseVersion.current = saved.version;
      savedKey.current = sentKey;
      setVersion(saved.version);
      setPosting(saved.posting);
      keepLocally(draftRef.current);
      queryClient.setQueryData(coverLetterKeys.detail(letterId), saved);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.versions(letterId), exact: true });
    },
    [keepLocally, letterId, queryClient],
  );

  const save = useCallback(
    async (keep = false): Promise<boolean> => {
      if (conflicted.current) return false;
      if (timer.current) clearTimeout(timer.current);
      if (inFlight.current) {
        // One save at a time: this one runs right after the one in flight (started by that one's caller), and the
        // answer waits for it, so a caller that needs the text saved (a restore) never races it.
        again.current = { keep: (again.current?.keep ?? false) || keep };
        while (inFlight.current) await inFlight.current;
        return !conflicted.current && contentKey(draftRef.current) === savedKey.current;
      }
      const current = draftRef.current;
      const key = contentKey(current);
      if (!keep && key === savedKey.current) {
        setState((s) => (s.kind === 'saved' ? s : { kind: 'saved', at: new Date().toISOString() }));
        return true;
      }
      setState({ kind: 'saving' });
      const run = (async () => {
        try {
          const saved = await saveCoverLetter(browserPortalClient, saveInputOf(current, { id: letterId, baseVersion: baseVersion.current }, keep));
          accept(saved, key);
          setError(null);
          setState({ kind: 'saved', at: saved.updatedAt });
          if (keep) toast('저장했습니다. 버전 기록에 남겼어요.', 'success');
          return true;
        } catch (failure) {
          const code = graphqlErrorCode(failure);
          if (code === COVER_LETTER_STALE_CODE) {
            conflicted.current = true;
            setState({ kind: 'conflict' });
            setError(graphqlErrorMessage(failure, '다른 창에서 먼저 저장된 내용이 있습니다.'));
          } else if (code) {
            // Refused as it is (too long, a posting no longer allowed…): retrying the same text would fail again.
            setState({ kind: 'failed' });
            setError(graphqlErrorMessage(failure, '저장하지 못했습니다.'));
          } else {
            const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
            setState({ kind: offline ? 'offline' : 'failed' });
            setError(offline ? null : '네트워크 오류로 저장하지 못했습니다. 입력한 내용은 이 브라우저에 보관되어 있습니다.');
            schedule(RETRY_DELAY_MS);
          }
          return false;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = run;
      const ok = await run;
      const next = again.current;
      again.current = null;
      if (next && !conflicted.current) return saveRef.current(next.keep);
      if (ok && contentKey(draftRef.current) !== savedKey.current) {
        setState({ kind: 'dirty' });
        schedule(AUTOSAVE_DELAY_MS);
      }
      return ok;
    },
    [accept, letterId, schedule],
  );
  saveRef.current = save;

  const update = useCallback(
    (change: (draft: CoverLetterDraft) => CoverLetterDraft) => {
      const next = change(draftRef.current);
      draftRef.current = next;
      setDraft(next);
      keepLocally(next);
      if (conflicted.current) return;
      if (!inFlight.current) setState({ kind: 'dirty' });
      schedule(AUTOSAVE_DELAY_MS);
    },
    [keepLocally, schedule],
  );

  useSaveBeforeLeaving(saveRef, draftRef, savedKey, timer);

  return {
    queryClient,
    draft,
    setDraft,
    state,
    setState,
    error,
    setError,
    posting,
    setPosting,
    version,
    setVersion,
    draftRef,
    baseVersion,
    savedKey,
    conflicted,
    keepLocally,
    accept,
    save,
    update,
  };
}

/** Retry on reconnect; save before the tab is hidden; warn before leaving with an unconfirmed save. */
function useSaveBeforeLeaving(
  saveRef: MutableRefObject<(keep?: boolean) => Promise<boolean>>,
  draftRef: MutableRefObject<CoverLetterDraft>,
  savedKey: MutableRefObject<string>,
  timer: MutableRefObject<ReturnType<typeof setTimeout> | null>,
) {
  useEffect(() => {
    const onOnline = () => void saveRef.current(false);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saveRef.current(false);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (contentKey(draftRef.current) !== savedKey.current) event.preventDefault();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [saveRef, draftRef, savedKey, timer]);
}
