import { QueryClient } from '@tanstack/react-query';

/** The current user is cached under this key (spec §7.3). */
export const CURRENT_USER_QUERY_KEY = ['/users/me'] as const;

/** React Query defaults from spec §9 (cacheTime is gcTime in v5). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 1000,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
