import { describe, expect, it } from 'vitest';
import {
  clearStoredDraft,
  contentKey,
  type CoverLetterDraft,
  draftFromLetter,
  draftStorageKey,
  moveQuestion,
  parseCharLimitField,
  readStoredDraft,
  saveInputOf,
  saveStateLabel,
  writeStoredDraft,
} from './cover-letter-draft';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const letter = {
  title: '제목',
  company: '회사',
  job: '직무',
  posting: { id: '7', title: '공고', organiserName: '주최', receptionEndAt: '2026-12-01T00:00:00Z' },
  questions: [
    { id: 'a', question: '문항1', charLimit: 500, answer: '답1' },
    { id: 'b', question: '문항2', charLimit: null, answer: '' },
  ],
};

describe('cover letter draft', () => {
  it('sends the content without local keys, with the version it was based on', () => {
    const draft = draftFromLetter(letter);
    expect(draft.questions.map((q) => q.key)).toHaveLength(2);
    expect(saveInputOf(draft, { id: 'L', baseVersion: 3 }, true)).toEqual({
      id: 'L',
      baseVersion: 3,
      keepVersion: true,
      title: '제목',
      company: '회사',
      job: '직무',
      postingId: '7',
      questions: [
        { question: '문항1', charLimit: 500, answer: '답1' },
        { question: '문항2', charLimit: null, answer: '' },
      ],
    });
    // Same content, other keys: nothing to save.
    expect(contentKey(draftFromLetter(letter))).toBe(contentKey(draft));
  });

  it('moves questions within bounds', () => {
    expect(moveQuestion(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('reads the limit field', () => {
    expect(parseCharLimitField('')).toEqual({ ok: true, limit: null });
    expect(parseCharLimitField('1,000')).toEqual({ ok: true, limit: 1000 });
    expect(parseCharLimitField('0')).toEqual({ ok: false });
    expect(parseCharLimitField('10001')).toEqual({ ok: false });
    expect(parseCharLimitField('abc')).toEqual({ ok: false });
  });

  it('keeps unsaved edits in storage and drops unreadable ones', () => {
    const storage = memoryStorage();
    const draft: CoverLetterDraft = draftFromLetter(letter);
    expect(writeStoredDraft(storage, 'L', { baseVersion: 2, draft, at: 1 })).toBe(true);
    const read = readStoredDraft(storage, 'L');
    expect(read?.baseVersion).toBe(2);
    expect(contentKey(read!.draft)).toBe(contentKey(draft));
    storage.setItem(draftStorageKey('M'), '{"baseVersion":1,"draft":{"title":1}}');
    expect(readStoredDraft(storage, 'M')).toBeNull();
    expect(storage.map.has(draftStorageKey('M'))).toBe(false);
    // Another tab's kept draft survives this tab's clear.
    writeStoredDraft(storage, 'L', { baseVersion: 2, draft, at: 1, tab: 'other' });
    clearStoredDraft(storage, 'L', 'mine');
    expect(readStoredDraft(storage, 'L')).not.toBeNull();
    clearStoredDraft(storage, 'L', 'other');
    expect(readStoredDraft(storage, 'L')).toBeNull();
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(writeStoredDraft(full, 'L', { baseVersion: 2, draft, at: 1 })).toBe(false);
  });

  it('words the save state with the KST time', () => {
    expect(saveStateLabel({ kind: 'saved', at: '2026-03-01T06:04:00Z' })).toBe('저장됨 오후 3:04');
    expect(saveStateLabel({ kind: 'saving' })).toBe('저장 중…');
    expect(saveStateLabel({ kind: 'failed' })).toBe('저장 실패 — 다시 시도');
  });
});
