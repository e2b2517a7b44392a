/**
 * The editor's model of a letter, kept apart from React so it can be tested: the draft the writer
 * edits (questions carry local keys, as the server replaces question rows on every save), what a save sends, the copy
 * of unsaved edits kept in localStorage until the server confirms them, and the words of the save state.
 */
import { formatInKst } from '../../../config/kst';
import { COVER_LETTER_LIMITS } from '../../../contracts/cover-letters';
import type { CoverLetterSnapshot, SaveCoverLetterInput } from '../../api/cover-letters-api';

export interface DraftQuestion {
  /** Local identity for React and focus; never sent. */
  key: string;
  question: string;
  charLimit: number | null;
  answer: string;
}

export interface CoverLetterDraft {
  title: string;
  company: string;
  job: string;
  postingId: string | null;
  questions: DraftQuestion[];
}

let keys = 0;
/** A key unique within the page. */
export function newQuestionKey(): string {
  keys += 1;
  return `q${keys}`;
}

export function emptyQuestion(): DraftQuestion {
  return { key: newQuestionKey(), question: '', charLimit: null, answer: '' };
}

interface LetterContent {
  title: string;
  company: string;
  job: string;
  posting: { id: string } | null;
  questions: ReadonlyArray<{ question: string; charLimit?: number | null; answer: string }>;
}

export function draftFromLetter(letter: LetterContent): CoverLetterDraft {
  return {
    title: letter.title,
    company: letter.company,
    job: letter.job,
    postingId: letter.posting?.id ?? null,
    questions: letter.questions.map((q) => ({ key: newQuestionKey(), question: q.question, charLimit: q.charLimit ?? null, answer: q.answer })),
  };
}

export function draftFromSnapshot(snapshot: CoverLetterSnapshot): CoverLetterDraft {
  return draftFromLetter({ ...snapshot, posting: snapshot.postingId ? { id: snapshot.postingId } : null });
}

/** The content of a draft, without the local keys: what is compared and sent. */
export function draftContent(draft: CoverLetterDraft) {
  return {
    title: draft.title,
    company: draft.company,
    job: draft.job,
    postingId: draft.postingId,
    questions: draft.questions.map((q) => ({ question: q.question, charLimit: q.charLimit, answer: q.answer })),
  };
}

/** A stable text of the content: two drafts with the same text need no save between them. */
export function contentKey(draft: CoverLetterDraft): string {
  return JSON.stringify(draftContent(draft));
}

export function saveInputOf(
  draft: CoverLetterDraft,
  letter: { id: string; baseVersion: number },
  keepVersion = false,
): SaveCoverLetterInput {
  return { id: letter.id, baseVersion: letter.baseVersion, keepVersion, ...draftContent(draft) };
}

/** Moves the question at `index` up (-1) or down (+1); out of range changes nothing. */
export function moveQuestion<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The limit field as typed: blank is "no limit"; anything else must be a limit the server keeps (else not ok). */
export function parseCharLimitField(value: string): { ok: true; limit: number | null } | { ok: false } {
  const trimmed = value.trim().replace(/,/g, '');
  if (trimmed === '') return { ok: true, limit: null };
  // Digits only, and few enough that Number() is exact; the range is the contract's.
  if (!/^\d{1,9}$/.test(trimmed)) return { ok: false };
  const limit = Number(trimmed);
  return limit >= COVER_LETTER_LIMITS.charLimitMin && limit <= COVER_LETTER_LIMITS.charLimitMax ? { ok: true, limit } : { ok: false };
}

// ---- Unsaved edits in localStorage ----------------------------------------------------------------------------

/** What is kept while a save is not confirmed: the draft and the version it was based on. */
export interface StoredDraft {
  baseVersion: number;
  draft: CoverLetterDraft;
  /** When it was written (ms since epoch). */
  at: number;
  /**
   * The page that wrote it. Tabs share localStorage: a tab whose save went through clears the kept draft only when it
   * is its own, so it never drops the unsaved text of another tab on the same letter.
   */
  tab?: string;
}

export const draftStorageKey = (letterId: string) => `careerroad:cover-letter-draft:${letterId}`;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isDraft(value: unknown): value is CoverLetterDraft {
  const d = value as CoverLetterDraft | null;
  return (
    !!d &&
    typeof d.title === 'string' &&
    typeof d.company === 'string' &&
    typeof d.job === 'string' &&
    (d.postingId === null || typeof d.postingId === 'string') &&
    Array.isArray(d.questions) &&
    d.questions.every(
      (q) =>
        typeof q?.question === 'string' && typeof q.answer === 'string' && (q.charLimit === null || typeof q.charLimit === 'number'),
    )
  );
}

/** The kept draft of a letter, or null when there is none or it is unreadable (then it is dropped). */
export function readStoredDraft(storage: StorageLike, letterId: string): StoredDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftStorageKey(letterId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredDraft;
    if (Number.isInteger(parsed.baseVersion) && typeof parsed.at === 'number' && isDraft(parsed.draft)) {
      // Keys are the page's own: a kept draft gets fresh ones.
      return { ...parsed, draft: { ...parsed.draft, questions: parsed.draft.questions.map((q) => ({ ...q, key: newQuestionKey() })) } };
    }
  } catch {
    // fall through: unreadable
  }
  clearStoredDraft(storage, letterId);
  return null;
}

/** Keeps the draft; false when the browser refused (storage full or disabled), which the editor says. */
export function writeStoredDraft(storage: StorageLike, letterId: string, stored: StoredDraft): boolean {
  try {
    storage.setItem(draftStorageKey(letterId), JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** Clears the kept draft of a letter; with `tab`, only when that page wrote it. */
export function clearStoredDraft(storage: StorageLike, letterId: string, tab?: string): void {
  try {
    if (tab !== undefined) {
      const raw = storage.getItem(draftStorageKey(letterId));
      if (raw && (JSON.parse(raw) as StoredDraft).tab !== tab) return;
    }
    storage.removeItem(draftStorageKey(letterId));
  } catch {
    // nothing kept to clear
  }
}

// ---- Save state ------------------------------------------------------------------------------------------------

export type SaveState =
  | { kind: 'saved'; at: string }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'failed' }
  | { kind: 'offline' }
  | { kind: 'conflict' };

/** The words beside the editor's title: 저장 중…, 저장됨 오후 3:04 (KST), 저장 실패 — 다시 시도… */
export function saveStateLabel(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return `저장됨 ${formatInKst(state.at, 'a h:mm')}`;
    case 'dirty':
      return '저장 대기 중';
    case 'saving':
      return '저장 중…';
    case 'failed':
      return '저장 실패 — 다시 시도';
    case 'offline':
      return '오프라인 — 연결되면 저장합니다';
    case 'conflict':
      return '저장 충돌';
  }
}
