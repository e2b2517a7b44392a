/** Portal GraphQL calls (docs/CONTRACTS.md, spec §7.3). Every function takes the client first. */
import type { GraphQLClient } from 'graphql-request';

/** Mirrors the portal schema's NotificationScope enum. */
export type NotificationScope = 'NOTIFICATION' | 'CHAT' | 'MARKETING';

export interface CurrentUserChannel {
  id: string;
  url: string;
  deactivatedAt: string | null;
}

export interface CurrentUser {
  id: string;
  username: string;
  type: 'NORMAL' | 'CORPORATE';
  scrapCount: number;
  notificationUnreadCount: number;
  channel: CurrentUserChannel | null;
  tokenSet: { accessToken: string | null };
}

export interface CurrentUserQueryResult {
  currentUser: CurrentUser | null;
}

export interface CurrentUserQueryVariables {
  notificationType: NotificationScope;
}

export const CURRENT_USER_QUERY = /* GraphQL */ `
  query CurrentUser($notificationType: NotificationScope) {
    currentUser {
      id
      username
      type
      scrapCount
      notificationUnreadCount(scope: $notificationType)
      channel {
        id
        url
        deactivatedAt
      }
      tokenSet {
        accessToken
      }
    }
  }
`;

/** The logged-in portal user, or null when logged out. Transport/GraphQL errors propagate. */
export async function getCurrentUser(
  client: GraphQLClient,
  notificationType: NotificationScope = 'NOTIFICATION',
): Promise<CurrentUser | null> {
  const data = await client.request<CurrentUserQueryResult, CurrentUserQueryVariables>(CURRENT_USER_QUERY, {
    notificationType,
  });
  return data?.currentUser ?? null;
}
