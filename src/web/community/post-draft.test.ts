import { describe, expect, it } from 'vitest';
import { postDraftStore } from './post-draft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('postDraftStore', () => {
  it('keeps one draft per board or post until it is cleared', () => {
    const storage = memoryStorage();
    const free = postDraftStore('new:free', () => storage);
    const edit = postDraftStore('edit:7', () => storage);
    free.write({ title: '제목', bodyHtml: '<p>본문</p>' });
    expect(free.read()).toEqual({ title: '제목', bodyHtml: '<p>본문</p>' });
    expect(edit.read()).toBeNull();
    free.clear();
    expect(free.read()).toBeNull();
  });

  it('writes nothing and reads nothing when storage is missing, full or holds something else', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } } as Storage;
    expect(() => postDraftStore('new:free', () => full).write({ title: 'a', bodyHtml: 'b' })).not.toThrow();
    expect(postDraftStore('new:free', () => undefined).read()).toBeNull();
    const odd = memoryStorage();
    odd.setItem('community-post-draft:new:free', '{"title":3}');
    expect(postDraftStore('new:free', () => odd).read()).toBeNull();
    odd.setItem('community-post-draft:new:free', 'not json');
    expect(postDraftStore('new:free', () => odd).read()).toBeNull();
  });
});
