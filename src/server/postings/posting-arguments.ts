/**
 * Checks of the postings arguments (docs/CONTRACTS.md "Portal postings") before any query runs. Kinds, filters and
 * sorts arrive as strings rather than GraphQL enums so that an unknown value gets the Korean 400 of this module
 * instead of GraphQL's English validation message.
 */
import { POSTING_STATUSES, type PostingStatus } from '../../config/kst';
import {
  ORGANISER_TYPES,
  type OrganiserType,
  POSTING_FIELDS,
  POSTING_KINDS,
  POSTING_REGIONS,
  POSTING_TARGETS,
  type PostingField,
  type PostingKind,
  type PostingRegion,
  type PostingTarget,
} from '../../db/schema';
import {
  POSTING_SORTS,
  POSTINGS_DEFAULT_PAGE_SIZE,
  POSTINGS_MAX_PAGE_SIZE,
  type PostingSort,
  SEARCH_QUERY_MAX_LENGTH,
} from '../../contracts/postings';
import { postingErrors } from './posting-errors';

/** More values than any filter has would only be a way to make the query expensive. */
const FILTER_MAX_VALUES = 20;

export interface PostingPaging {
  page: number;
  pageSize: number;
}

export interface PostingFilters {
  kinds: PostingKind[];
  organiserTypes: OrganiserType[];
  fields: PostingField[];
  targets: PostingTarget[];
  regions: PostingRegion[];
  statuses: PostingStatus[];
}

/** `page` from 1 (default 1), `pageSize` 1..50 (default 20). */
export function parsePostingPaging(args: { page?: number | null; pageSize?: number | null }): PostingPaging {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? POSTINGS_DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw postingErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > POSTINGS_MAX_PAGE_SIZE) throw postingErrors.invalidPage();
  return { page, pageSize };
}

export function parsePostingKind(value: string): PostingKind {
  if (!(POSTING_KINDS as readonly string[]).includes(value)) throw postingErrors.invalidKind();
  return value as PostingKind;
}

export function parsePostingSort(value: string | null | undefined): PostingSort {
  if (value == null) return 'LATEST';
  if (!(POSTING_SORTS as readonly string[]).includes(value)) throw postingErrors.invalidFilter();
  return value as PostingSort;
}

function parseList<T extends string>(values: readonly string[] | null | undefined, allowed: readonly T[]): T[] {
  if (!values) return [];
  if (values.length > FILTER_MAX_VALUES) throw postingErrors.invalidFilter();
  for (const value of values) if (!(allowed as readonly string[]).includes(value)) throw postingErrors.invalidFilter();
  return [...new Set(values)] as T[];
}

export interface PostingFilterArgs {
  kinds?: string[] | null;
  organiserTypes?: string[] | null;
  fields?: string[] | null;
  targets?: string[] | null;
  regions?: string[] | null;
  statuses?: string[] | null;
}

export function parsePostingFilters(args: PostingFilterArgs | null | undefined): PostingFilters {
  const kinds = (args?.kinds ?? []).map(parsePostingKind);
  if (kinds.length > FILTER_MAX_VALUES) throw postingErrors.invalidFilter();
  return {
    kinds: [...new Set(kinds)],
    organiserTypes: parseList(args?.organiserTypes, ORGANISER_TYPES),
    fields: parseList(args?.fields, POSTING_FIELDS),
    targets: parseList(args?.targets, POSTING_TARGETS),
    regions: parseList(args?.regions, POSTING_REGIONS),
    statuses: parseList(args?.statuses, POSTING_STATUSES),
  };
}

/** The search text, at most 100 characters (code points) once trimmed. */
export function parseSearchQuery(value: string): string {
  const trimmed = value.trim();
  if ([...trimmed].length > SEARCH_QUERY_MAX_LENGTH) throw postingErrors.queryTooLong();
  return trimmed;
}

/** Posting ids are serial (int4). */
export function parsePostingId(value: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw postingErrors.invalidId();
  return Number(value);
}
