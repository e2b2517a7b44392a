/**
 * Resolvers of the member's notifications (notifications-graphql-schema.ts), thin over src/server/notifications and
 * the notification writes of src/server/accounts: rate limit → authenticate → validate → authorize (the owner is the
 * caller, notification-policy.ts) → operation → present. The writes forget the member's cached profile counts, so
 * the header's count (CurrentUser.notificationUnreadCount) is right on the next request.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import type { NotificationScope } from '../../../db/schema';
import { countUnreadNotifications } from '../../accounts/count-unread-notifications';
import { deleteNotification } from '../../accounts/delete-notification';
import { markNotificationsRead } from '../../accounts/mark-notifications-read';
import { findNotifications } from '../../notifications/find-notifications';
import {
  parseNotificationId,
  parseNotificationIds,
  parseNotificationPaging,
} from '../../notifications/notification-arguments';
import { notificationOwnerOf } from '../../notifications/notification-policy';
import { presentNotification } from '../../notifications/notification-presenter';

type Ctx = MercuriusContext;

interface NotificationsArgs {
  unreadOnly?: boolean | null;
  scope?: NotificationScope | null;
  page?: number | null;
  pageSize?: number | null;
}

export function notificationsGraphqlResolvers(app: FastifyInstance, { db }: { db: Db }) {
  // Reading is what every page of the list does; writes are clicks. Per member, generous for a person, not a script.
  const limitRead = app.rateLimiter.limit('portal', 'notifications', 300, 60_000);
  const limitWrite = app.rateLimiter.limit('portal', 'notification-writes', 120, 60_000);

  /** The member behind the request (401 for a visitor), after the rate limit. */
  const ownerOf = async (ctx: Ctx, limit: typeof limitRead) => {
    const { request } = ctx.reply;
    await limit(request);
    const session = await request.getSession();
    return notificationOwnerOf(session?.user);
  };

  const readResult = async (userId: string, markedCount: number) => ({
    markedCount,
    unreadCount: await countUnreadNotifications(db, userId, 'NOTIFICATION'),
  });

  return {
    Query: {
      notifications: async (_root: unknown, args: NotificationsArgs, ctx: Ctx) => {
        const userId = await ownerOf(ctx, limitRead);
        const paging = parseNotificationPaging(args);
        const page = await findNotifications(db, {
          userId,
          scope: args.scope ?? null,
          unreadOnly: args.unreadOnly ?? false,
          paging,
        });
        return {
          totalCount: page.totalCount,
          unreadCount: page.unreadCount,
          ...paging,
          nodes: page.notifications.map(presentNotification),
        };
      },
    },
    Mutation: {
      markNotificationsRead: async (_root: unknown, args: { ids: string[] }, ctx: Ctx) => {
        const userId = await ownerOf(ctx, limitWrite);
        const ids = parseNotificationIds(args.ids);
        return readResult(userId, await markNotificationsRead(db, app.profileCounts, userId, ids));
      },
      markAllNotificationsRead: async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const userId = await ownerOf(ctx, limitWrite);
        return readResult(userId, await markNotificationsRead(db, app.profileCounts, userId));
      },
      deleteNotification: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const userId = await ownerOf(ctx, limitWrite);
        const id = parseNotificationId(args.id);
        return deleteNotification(db, app.profileCounts, userId, id);
      },
    },
  };
}
