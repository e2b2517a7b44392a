/**
 * Page arguments of a list (`page` from 1, `pageSize` within 1..max, defaults per list), checked before any query
 * runs. One rule for every list that pages this way; each caller names its defaults and its own Korean refusal.
 */
import type { DomainError } from '../errors/domain-error';

export interface Paging {
  page: number;
  pageSize: number;
}

export interface PagingRule {
  defaultPageSize: number;
  maxPageSize: number;
  /** A page past this is refused too (an offset that large is only ever a probe). */
  maxPage?: number;
  /** The refusal of a page or size out of range. */
  invalid: () => DomainError;
}

export function parsePaging(args: { page?: number | null; pageSize?: number | null }, rule: PagingRule): Paging {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? rule.defaultPageSize;
  if (!Number.isInteger(page) || page < 1 || (rule.maxPage !== undefined && page > rule.maxPage)) throw rule.invalid();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > rule.maxPageSize) throw rule.invalid();
  return { page, pageSize };
}
