/**
 * The member's notifications (spec §2.5 `/notifications`). Login required (a visitor goes to
 * `/login?next=/notifications`); the page of the address (`?page=`, `?filter=unread`) is prefetched here.
 */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { notificationQueries, parseNotificationListState } from '@/web/portal/notifications/notification-queries';
import { NotificationsContent } from '@/web/portal/notifications/notifications-content';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface NotificationsPageProps {
  unreadOnly: boolean;
  page: number;
  pageSize: number;
}

export const getServerSideProps = shellPage<NotificationsPageProps>({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '알림', noIndex: true },
  load: async ({ ctx, session }) => {
    const state = parseNotificationListState(ctx.query);
    await ssrPrefetch(session, notificationQueries.list(createSsrPortalClient(ctx.req), state));
    return { props: state };
  },
});

export default function NotificationsPage({ unreadOnly, page, pageSize }: ShellPageProps & NotificationsPageProps) {
  return <NotificationsContent unreadOnly={unreadOnly} page={page} pageSize={pageSize} />;
}
