/** React Query keys and options of a member's interests and 추천 (SSR and browser build the same keys). */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../api/graphql-clients';
import { getRecommendedPostings, getViewerInterests } from '../api/member-interests-api';
import { postingKeys } from './posting-queries';

export const interestKeys = {
  viewer: ['portal', 'viewerInterests'] as const,
  /** Under the postings prefix: a scrap (which changes what is recommended) invalidates it with every posting list. */
  recommended: (page: number, pageSize: number) => [...postingKeys.all, 'recommended', page, pageSize] as const,
};

export const interestQueries = {
  viewer: (client: GraphqlRequester) => queryOptions({ queryKey: interestKeys.viewer, queryFn: () => getViewerInterests(client) }),
  recommended: (client: GraphqlRequester, page = 1, pageSize = 5) =>
    queryOptions({
      queryKey: interestKeys.recommended(page, pageSize),
      queryFn: () => getRecommendedPostings(client, { page, pageSize }),
    }),
};

/** Toggles `code` in `chosen`, keeping the order chosen; adding beyond `max` changes nothing. */
export function toggleCode(chosen: readonly string[], code: string, max: number): string[] {
  if (chosen.includes(code)) return chosen.filter((c) => c !== code);
  return chosen.length >= max ? [...chosen] : [...chosen, code];
}
