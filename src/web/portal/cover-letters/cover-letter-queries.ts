/**
 * React Query keys and options of 자기소개서 (SSR and browser build the same keys), and the list page's address
 * (`/self-introduction/manage?page=2`; anything else opens page 1).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getCoverLetter,
  getCoverLetters,
  getCoverLetterVersion,
  getCoverLetterVersions,
} from '../../api/cover-letters-api';
import type { GraphqlRequester } from '../../api/graphql-clients';
import { pageFromQuery } from '../../ui/pagination';

export const COVER_LETTERS_PATH = '/self-introduction/manage';
export const coverLetterPath = (id: string) => `/self-introduction/${id}`;
/** Shown for a letter saved with a blank title. */
export const UNTITLED_COVER_LETTER = '제목 없는 자기소개서';

export const coverLetterKeys = {
  all: ['portal', 'coverLetters'] as const,
  lists: () => [...coverLetterKeys.all, 'list'] as const,
  list: (page: number) => [...coverLetterKeys.lists(), page] as const,
  detail: (id: string) => [...coverLetterKeys.all, 'detail', id] as const,
  versions: (id: string) => [...coverLetterKeys.all, 'versions', id] as const,
  version: (id: string, version: number) => [...coverLetterKeys.all, 'versions', id, version] as const,
};

export const coverLetterQueries = {
  list: (client: GraphqlRequester, page: number) =>
    queryOptions({ queryKey: coverLetterKeys.list(page), queryFn: () => getCoverLetters(client, page) }),
  detail: (client: GraphqlRequester, id: string) =>
    queryOptions({ queryKey: coverLetterKeys.detail(id), queryFn: () => getCoverLetter(client, id) }),
  versions: (client: GraphqlRequester, id: string) =>
    queryOptions({ queryKey: coverLetterKeys.versions(id), queryFn: () => getCoverLetterVersions(client, id) }),
  version: (client: GraphqlRequester, id: string, version: number) =>
    // A kept version never changes.
    queryOptions({ queryKey: coverLetterKeys.version(id, version), queryFn: () => getCoverLetterVersion(client, id, version), staleTime: Infinity }),
};

export function parseCoverLetterListPage(query: Record<string, unknown>): number {
  return pageFromQuery(query.page);
}

export function coverLetterListHref(page: number): string {
  return page > 1 ? `${COVER_LETTERS_PATH}?page=${page}` : COVER_LETTERS_PATH;
}

/** Letter ids are UUIDs; anything else is the not-found page without asking the API. */
export function isCoverLetterId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
