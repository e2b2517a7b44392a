/**
 * React Query keys and options of the member's notifications, shared by the page's getServerSideProps and the
 * browser so prefetched pages hydrate straight into the page's query.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../../api/graphql-clients';
import { getNotifications, type NotificationListArgs } from '../../api/notifications-api';
import { pageFromQuery } from '../../ui/pagination';
import { NOTIFICATIONS_DEFAULT_PAGE_SIZE } from '../../../contracts/notifications';

export const notificationKeys = {
  /** Prefix of every notifications query: invalidated after a read mark or a delete. */
  all: ['portal', 'notifications'] as const,
  list: (args: NotificationListArgs) => [...notificationKeys.all, 'list', args] as const,
};

export const notificationQueries = {
  list: (client: GraphqlRequester, args: NotificationListArgs) =>
    queryOptions({ queryKey: notificationKeys.list(args), queryFn: () => getNotifications(client, args) }),
};

/** The page's state from its address: `?page=2&filter=unread`; anything else falls back to the first page of all. */
export function parseNotificationListState(query: Record<string, string | string[] | undefined>): Required<NotificationListArgs> {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return { unreadOnly: first(query.filter) === 'unread', page: pageFromQuery(query.page), pageSize: NOTIFICATIONS_DEFAULT_PAGE_SIZE };
}

/** The address of a state (page 1 and "all" are left out). */
export function notificationListHref(state: { unreadOnly: boolean; page: number }): string {
  const params = new URLSearchParams();
  if (state.unreadOnly) params.set('filter', 'unread');
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `/notifications?${query}` : '/notifications';
}

/** Only paths of this site are followed on click (links are written by the server, but never trust a stored URL). */
export function safeNotificationLink(link: string | null | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}
