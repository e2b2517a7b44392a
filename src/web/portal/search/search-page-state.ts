/**
 * The search page's address (spec §2.5 `/search?q=&p=`, plus `kind` for a kind tab and `statuses` for a reception
 * state other than the default 모집중): the text, the page (1 on a new search), the tab and the state. Pure, shared by
 * getServerSideProps and the page, so both ask the same query.
 */
import type { PostingKind, PostingStatus, SearchPostingsArgs } from '../../api/postings-api';
import { POSTING_KIND_CODES } from '../../postings/posting-labels';
import { DEFAULT_POSTING_STATUSES, statusesFromQuery, statusesQueryValues } from '../postings/status-filter';

export const SEARCH_PAGE_PATH = '/search';
export const SEARCH_PAGE_SIZE = 20;

export interface SearchPageState {
  /** Trimmed; empty means nothing to search. */
  q: string;
  kind: PostingKind | null;
  /** Reception states searched; empty for every state. 모집중 unless the address says otherwise. */
  statuses: PostingStatus[];
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
    statuses: statusesFromQuery(typeof query.statuses === 'string' || Array.isArray(query.statuses) ? (query.statuses as string | string[]) : undefined),
    p: typeof p === 'string' && /^[1-9]\d{0,4}$/.test(p) ? Number(p) : 1,
  };
}

/** `/search?q=…&p=…` (and `kind` on a kind tab, `statuses` for a state other than 모집중). */
export function searchPageHref(state: Omit<SearchPageState, 'statuses'> & { statuses?: PostingStatus[] }): string {
  const params = new URLSearchParams({ q: state.q });
  if (state.kind) params.set('kind', state.kind);
  for (const value of statusesQueryValues(state.statuses ?? DEFAULT_POSTING_STATUSES)) params.append('statuses', value);
  params.set('p', String(state.p));
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}

/** The searchPostings arguments of a state, or null when there is no text (the page then searches nothing). */
export function searchArgs(state: SearchPageState): SearchPostingsArgs | null {
  if (!state.q) return null;
  // No `kind: undefined`: the arguments are part of a query key that getServerSideProps serialises as JSON.
  const args: SearchPostingsArgs = { query: state.q, page: state.p, pageSize: SEARCH_PAGE_SIZE };
  if (state.kind) args.kind = state.kind;
  if (state.statuses.length > 0) args.statuses = [...state.statuses];
  return args;
}
