/** The logged-in user from the `['/users/me']` cache the server fills on every page load. */
import { useQuery } from '@tanstack/react-query';
import { getProfile, type Profile } from '../api/auth-api';
import { CURRENT_USER_QUERY_KEY } from '../api/query-client';
import { getBrowserCbtClient } from './browser-client';

export function useCurrentUser(): { user: Profile | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: () => getProfile(getBrowserCbtClient()),
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
