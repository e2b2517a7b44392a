/**
 * The list page's URL query (`/activities/CONTEST?regions=SEOUL&regions=BUSAN&fields=IT&sort=DEADLINE&page=2`) ↔ the postings
 * query's arguments. The reception state is 모집중 unless the address says otherwise (status-filter.ts). The URL is the state of the filters, so a filtered list can be shared and is rendered on the
 * server as shown. Unknown or malformed values are dropped rather than refused: a hand-edited or stale link still
 * opens a list (the closest one it names) instead of an error page.
 */
import type { PostingFilter, PostingStatus } from '../../api/postings-api';
import { POSTING_SORTS, type PostingSort } from '../../../contracts/postings';
import {
  ORGANISER_TYPE_CODES,
  POSTING_FIELD_CODES,
  POSTING_REGION_CODES,
  POSTING_TARGET_CODES,
  type PostingKindSegment,
} from '../../postings/posting-labels';
import { pageFromQuery } from '../../ui/pagination';
import { statusesFromQuery, statusesQueryValues } from './status-filter';

export const LIST_PAGE_SIZE = 20;
/** The server refuses pages past this; links beyond it fall back to the first page. */

/** The multi-select filters of the list page's panel, in the order the page shows them (the state is chosen apart). */
export const LIST_FILTERS = [
  { key: 'organiserTypes', codes: ORGANISER_TYPE_CODES },
  { key: 'fields', codes: POSTING_FIELD_CODES },
  { key: 'targets', codes: POSTING_TARGET_CODES },
  { key: 'regions', codes: POSTING_REGION_CODES },
] as const;

export type ListFilterKey = (typeof LIST_FILTERS)[number]['key'];
export type ListFilters = Record<ListFilterKey, string[]>;

export interface PostingListState {
  filters: ListFilters;
  /** Reception states shown; empty for every state. */
  statuses: PostingStatus[];
  sort: PostingSort;
  page: number;
}

type QueryValue = string | string[] | undefined;

/** Values of a repeated (`?fields=IT&fields=DESIGN`) or comma-joined (`?fields=IT,DESIGN`) parameter. */
function valuesOf(value: QueryValue): string[] {
  const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return raw.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

function pick(value: QueryValue, allowed: readonly string[]): string[] {
  const wanted = new Set(valuesOf(value));
  // The order of `allowed`, so the same selection always writes the same URL (and hits the same cache entry).
  return allowed.filter((code) => wanted.has(code));
}

function firstOf(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseListState(query: Record<string, QueryValue>): PostingListState {
  const filters = Object.fromEntries(LIST_FILTERS.map(({ key, codes }) => [key, pick(query[key], codes)])) as ListFilters;
  const sortValue = firstOf(query.sort);
  const sort = (POSTING_SORTS as readonly string[]).includes(sortValue ?? '') ? (sortValue as PostingSort) : 'LATEST';
  return { filters, statuses: statusesFromQuery(query.statuses), sort, page: pageFromQuery(query.page) };
}

/** The query string of a state (without `?`): only what differs from the defaults, one key per filter value. */
export function listQueryString(state: PostingListState): string {
  const params: string[] = [];
  for (const { key } of LIST_FILTERS) {
    const values = state.filters[key];
    // Repeated keys rather than commas: Next re-encodes a comma on the server (`%2C`) but not in the browser, and
    // the header's links built from the address would then differ between the render and the hydration.
    for (const value of values) params.push(`${key}=${encodeURIComponent(value)}`);
  }
  for (const value of statusesQueryValues(state.statuses)) params.push(`statuses=${value}`);
  if (state.sort !== 'LATEST') params.push(`sort=${state.sort}`);
  if (state.page > 1) params.push(`page=${state.page}`);
  return params.join('&');
}

/** The postings query's filter for a kind segment, the chosen filters and states (empty ones left out). */
export function toPostingFilter(kind: PostingKindSegment, filters: ListFilters, statuses: readonly PostingStatus[] = []): PostingFilter {
  const filter: PostingFilter = {};
  if (kind !== 'ALL') filter.kinds = [kind];
  for (const { key } of LIST_FILTERS) if (filters[key].length > 0) filter[key] = filters[key];
  if (statuses.length > 0) filter.statuses = [...statuses];
  return filter;
}

/** The state after toggling one filter value; any change of filters or sort goes back to page 1. */
export function toggleFilter(state: PostingListState, key: ListFilterKey, code: string): PostingListState {
  const current = state.filters[key];
  const allowed = LIST_FILTERS.find((f) => f.key === key)!.codes as readonly string[];
  const next = current.includes(code) ? current.filter((c) => c !== code) : allowed.filter((c) => c === code || current.includes(c));
  return { ...state, filters: { ...state.filters, [key]: next }, page: 1 };
}

export function withSort(state: PostingListState, sort: PostingSort): PostingListState {
  return { ...state, sort, page: 1 };
}

export function withStatuses(state: PostingListState, statuses: PostingStatus[]): PostingListState {
  return { ...state, statuses, page: 1 };
}

export function clearedFilters(state: PostingListState): PostingListState {
  return { ...state, filters: parseListState({}).filters, page: 1 };
}

export function activeFilterCount(filters: ListFilters): number {
  return LIST_FILTERS.reduce((sum, { key }) => sum + filters[key].length, 0);
}
