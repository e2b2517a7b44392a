/**
 * The member's portal notifications over the portal GraphQL (docs/CONTRACTS.md "Portal notifications and 추천"):
 * the /notifications list, read marks and deletes. Every function takes the client first, so SSR
 * (createSsrPortalClient) and the browser (getBrowserPortalClient) share them.
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  DeleteNotificationMutation,
  DeleteNotificationMutationVariables,
  MarkAllNotificationsReadMutation,
  MarkNotificationsReadMutation,
  MarkNotificationsReadMutationVariables,
  NotificationKind,
  NotificationsQuery,
  NotificationsQueryVariables,
} from './graphql/portal-operations.generated';

export type { NotificationKind };
export type NotificationPage = NotificationsQuery['notifications'];
export type PortalNotification = NotificationPage['nodes'][number];
export type NotificationReadResult = MarkNotificationsReadMutation['markNotificationsRead'];

export const NOTIFICATIONS_QUERY = /* GraphQL */ `
  query Notifications($unreadOnly: Boolean, $page: Int, $pageSize: Int) {
    notifications(unreadOnly: $unreadOnly, page: $page, pageSize: $pageSize) {
      totalCount
      unreadCount
      page
      pageSize
      nodes {
        id
        kind
        title
        link
        read
        createdAt
      }
    }
  }
`;

export interface NotificationListArgs {
  unreadOnly?: boolean;
  page?: number;
  pageSize?: number;
}

/** A page of the member's notifications, newest first. A visitor's call is refused (401). */
export async function getNotifications(client: GraphqlRequester, args: NotificationListArgs = {}): Promise<NotificationPage> {
  const data = await client.request<NotificationsQuery, NotificationsQueryVariables>(NOTIFICATIONS_QUERY, {
    unreadOnly: args.unreadOnly ?? null,
    page: args.page ?? null,
    pageSize: args.pageSize ?? null,
  });
  return data.notifications;
}

export const MARK_NOTIFICATIONS_READ_MUTATION = /* GraphQL */ `
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      markedCount
      unreadCount
    }
  }
`;

export async function markNotificationsRead(client: GraphqlRequester, ids: string[]): Promise<NotificationReadResult> {
  const data = await client.request<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>(
    MARK_NOTIFICATIONS_READ_MUTATION,
    { ids },
  );
  return data.markNotificationsRead;
}

export const MARK_ALL_NOTIFICATIONS_READ_MUTATION = /* GraphQL */ `
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      markedCount
      unreadCount
    }
  }
`;

/** 모두 읽음. */
export async function markAllNotificationsRead(client: GraphqlRequester): Promise<NotificationReadResult> {
  const data = await client.request<MarkAllNotificationsReadMutation>(MARK_ALL_NOTIFICATIONS_READ_MUTATION);
  return data.markAllNotificationsRead;
}

export const DELETE_NOTIFICATION_MUTATION = /* GraphQL */ `
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`;

/** True when it was there. */
export async function deleteNotification(client: GraphqlRequester, id: string): Promise<boolean> {
  const data = await client.request<DeleteNotificationMutation, DeleteNotificationMutationVariables>(
    DELETE_NOTIFICATION_MUTATION,
    { id },
  );
  return data.deleteNotification;
}
