/** Portal data of the header (spec §3, §7.3): GraphQL CurrentUser and chatMessageUnreadCount, members only. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CurrentUser, getChatMessageUnreadCount, getCurrentUser } from '../api/portal-api';
import { getBrowserPortalClient } from '../api/portal-client';

export const PORTAL_CURRENT_USER_KEY = ['portal', 'CurrentUser', 'NOTIFICATION'] as const;
export const CHAT_UNREAD_COUNT_KEY = ['portal', 'chatMessageUnreadCount'] as const;

const fetchPortalUser = () => getCurrentUser(getBrowserPortalClient(), 'NOTIFICATION');

export function usePortalUser(enabled: boolean): CurrentUser | null {
  const query = useQuery({ queryKey: PORTAL_CURRENT_USER_KEY, queryFn: fetchPortalUser, enabled });
  return enabled ? (query.data ?? null) : null;
}

export function useChatUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: CHAT_UNREAD_COUNT_KEY,
    queryFn: () => getChatMessageUnreadCount(getBrowserPortalClient()),
    enabled,
  });
  return enabled ? (query.data ?? 0) : 0;
}

/** The portal user now: cached, else fetched (a click may come before the header's query answered). */
export function useLoadPortalUser(): () => Promise<CurrentUser | null> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ queryKey: PORTAL_CURRENT_USER_KEY, queryFn: fetchPortalUser, staleTime: 60_000 }),
    [queryClient],
  );
}
