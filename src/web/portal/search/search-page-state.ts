/**
 * The search page's address (spec §2.5 `/search?q=&p=`, plus `kind` for a kind tab): the text, the page (1 on a new
 * search) and the tab. Pure, shared by getServerSideProps and the page, so both ask the same query.
 */
import type { PostingKind, SearchPostingsArgs } from '../../api/postings-api';
import { POSTING_KIND_CODES } from '../../postings/posting-labels';

export const SEARCH_PAGE_PATH = '/search';
export const SEARCH_PAGE_SIZE = 20;

export interface SearchPageState {
  /** Trimmed; empty means nothing to search. */
  q: string;
  kind: PostingKind | null;
  p: number;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function parseSearchPageState(query: Record<string, unknown>): SearchPageState {
  const q = first(query.q);
  const kind = first(query.kind);
  const p = first(query.p);
  return {
    q: typeof q === 'string' ? q.trim() : '',
    kind: (POSTING_KIND_CODES as readonly unknown[]).includes(kind) ? (kind as PostingKind) : null,
    p: typeof p === 'string' && /^[1-9]\d{0,4}$/.test(p) ? Number(p) : 1,
  };
}

/** `/search?q=…&p=…` (and `kind` on a kind tab). */
export function searchPageHref(state: SearchPageState): string {
  const params = new URLSearchParams({ q: state.q });
  if (state.kind) params.set('kind', state.kind);
  params.set('p', String(state.p));
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}

/** The searchPostings arguments of a state, or null when there is no text (the page then searches nothing). */
export function searchArgs(state: SearchPageState): SearchPostingsArgs | null {
  if (!state.q) return null;
  // No `kind: undefined`: the arguments are part of a query key that getServerSideProps serialises as JSON.
  const args: SearchPostingsArgs = { query: state.q, page: state.p, pageSize: SEARCH_PAGE_SIZE };
  if (state.kind) args.kind = state.kind;
  return args;
}
