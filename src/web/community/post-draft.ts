/**
 * A post being written, kept in this browser (localStorage) under its board or post, so a crash, a closed tab or a
 * failed send loses nothing. Storage that is full or switched off (private windows, some web views) just keeps no
 * draft: writing still works.
 */
export interface PostDraft {
  title: string;
  bodyHtml: string;
}

const PREFIX = 'community-post-draft:';

export interface PostDraftStore {
  read(): PostDraft | null;
  write(draft: PostDraft): void;
  clear(): void;
}

export function postDraftStore(key: string, storage: () => Storage | undefined = () => globalThis.localStorage): PostDraftStore {
  const name = PREFIX + key;
  const attempt = <T>(run: (store: Storage) => T): T | undefined => {
    try {
      const store = storage();
      return store ? run(store) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    read: () =>
      attempt((store) => {
        const raw = store.getItem(name);
        if (!raw) return null;
        const value = JSON.parse(raw) as Partial<PostDraft>;
        return typeof value.title === 'string' && typeof value.bodyHtml === 'string' ? { title: value.title, bodyHtml: value.bodyHtml } : null;
      }) ?? null,
    write: (draft) => void attempt((store) => store.setItem(name, JSON.stringify(draft))),
    clear: () => void attempt((store) => store.removeItem(name)),
  };
}
