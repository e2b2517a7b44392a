/** Portal GraphQL (spec §7.3), served by Mercurius; resolvers stay thin and call the account operations. */
import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import type { NotificationScope } from '../../../db/schema';
import { countScraps } from '../../accounts/count-scraps';
import { countUnreadNotifications } from '../../accounts/count-unread-notifications';
import { getUserChannel } from '../../accounts/get-user-channel';

export const PORTAL_GRAPHQL_PATH = '/graphql';

const schema = /* GraphQL */ `
  enum UserType {
    NORMAL
    CORPORATE
  }

  enum NotificationScope {
    NOTIFICATION
    CHAT
    MARKETING
  }

  type Channel {
    id: ID!
    url: String!
    deactivatedAt: String
  }

  type TokenSet {
    accessToken: String
  }

  type CurrentUser {
    id: ID!
    username: String!
    type: UserType!
    scrapCount: Int!
    "Unread notifications, optionally of one scope."
    notificationUnreadCount(scope: NotificationScope): Int!
    channel: Channel
    tokenSet: TokenSet!
  }

  type Query {
    "The logged-in member, or null for a visitor."
    currentUser: CurrentUser
  }
`;

interface CurrentUserSource {
  id: string;
  username: string;
  type: string;
  accessToken: string | undefined;
}

export async function portalGraphqlRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  await app.register(mercurius, {
    schema,
    path: PORTAL_GRAPHQL_PATH,
    graphiql: false,
    resolvers: {
      Query: {
        currentUser: async (_root: unknown, _args: unknown, ctx: MercuriusContext): Promise<CurrentUserSource | null> => {
          const { request } = ctx.reply;
          const session = await request.getSession();
          if (!session) return null;
          const { user } = session;
          return { id: user.id, username: user.username, type: user.type, accessToken: request.sessionToken() };
        },
      },
      CurrentUser: {
        scrapCount: (user: CurrentUserSource) => countScraps(db, user.id),
        notificationUnreadCount: (user: CurrentUserSource, args: { scope?: NotificationScope | null }) =>
          countUnreadNotifications(db, user.id, args.scope ?? undefined),
        channel: async (user: CurrentUserSource) => {
          const channel = await getUserChannel(db, user.id);
          return channel
            ? { id: channel.id, url: channel.url, deactivatedAt: channel.deactivatedAt?.toISOString() ?? null }
            : null;
        },
        tokenSet: (user: CurrentUserSource) => ({ accessToken: user.accessToken ?? null }),
      },
    },
  });
}
