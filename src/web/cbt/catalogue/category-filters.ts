/**
 * The category page's filters live in the URL (`?sub=&keyword=&page=`) so a filtered list can be shared and
 * reloaded. One parser serves getServerSideProps and the browser, so both build the same query key.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import type { ExamListQuery } from '../../api/exams-api';
import { CATEGORY_PAGE_SIZE } from './exam-queries';
import { josaOf } from '../../../config/korean-particle';

export interface CategoryFilters {
  /** Sub-type id (a child of the category), or null for every exam of the category. */
  sub: number | null;
  keyword: string;
  page: number;
}

export const KEYWORD_MAX_LENGTH = 100;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

export function parseCategoryFilters(query: ParsedUrlQuery): CategoryFilters {
  return {
    sub: positiveInt(first(query.sub)),
    keyword: (first(query.keyword) ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    page: positiveInt(first(query.page)) ?? 1,
  };
}

export function categoryListQuery(categorySlug: string, filters: CategoryFilters): ExamListQuery {
  return {
    categorySlug,
    examTypeId: filters.sub ?? undefined,
    keyword: filters.keyword || undefined,
    page: filters.page,
    pageSize: CATEGORY_PAGE_SIZE,
  };
}

/** Query-string values of the filters, defaults left out so the plain category URL stays plain. */
export function filterSearchParams(filters: CategoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.sub !== null) params.sub = String(filters.sub);
  if (filters.keyword) params.keyword = filters.keyword;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function categoryHref(slug: string, filters: CategoryFilters): string {
  const search = new URLSearchParams(filterSearchParams(filters)).toString();
  return `/exam/${encodeURIComponent(slug)}${search ? `?${search}` : ''}`;
}

/** The empty list's line for a keyword search: the particle follows the keyword as it is read ('PSAT'가, '한국사'가). */
export function noExamWithKeywordText(keyword: string): string {
  return `'${keyword}'${josaOf(keyword, '이/가')} 들어간 시험을 찾지 못했습니다.`;
}
