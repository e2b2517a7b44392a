/** Notifications as the portal GraphQL answers them (ISO instants; `read` so the page needs no null check). */
import type { NotificationRow } from './find-notifications';

export interface NotificationView {
  id: string;
  scope: NotificationRow['scope'];
  kind: NotificationRow['kind'];
  title: string;
  link: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export function presentNotification(n: NotificationRow): NotificationView {
  return {
    id: n.id,
    scope: n.scope,
    kind: n.kind,
    title: n.title,
    link: n.link,
    read: n.readAt !== null,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}
