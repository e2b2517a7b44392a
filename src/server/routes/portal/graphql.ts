/**
 * Portal GraphQL (spec §7.3), served by Mercurius. Resolvers stay thin (rate limit → authenticate → validate →
 * operation → present) and call the operations; errors carry `extensions: { code, statusCode }` and a Korean message.
 */
import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { AppEnv, HostEntry } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import type { DeviceInfo, NotificationScope } from '../../../db/schema';
import { countScraps } from '../../accounts/count-scraps';
import { countUnreadNotifications } from '../../accounts/count-unread-notifications';
import { getUserChannel } from '../../accounts/get-user-channel';
import type { ChatEventBus } from '../../chat/chat-event-bus';
import { countUnreadChatMessages } from '../../chat/count-unread-chat-messages';
import type { ObjectStorage } from '../../storage/object-storage';
import { createInquiry } from '../../inquiries/create-inquiry';
import { validateInquiryInput } from '../../inquiries/validate-inquiry-input';
import { completeUpload } from '../../uploads/complete-upload';
import { prepareUpload } from '../../uploads/prepare-upload';
import { UPLOAD_LIMIT_MESSAGE, uploadErrors } from '../../uploads/upload-errors';
import { graphqlErrorFormatter } from '../graphql-errors';
import { graphqlLimitOptions } from '../graphql-limits';
import { resolveUploadOwner } from '../uploads/upload-session';
import { applicationsGraphqlResolvers } from './applications-graphql';
import { channelsGraphqlResolvers } from './channels-graphql';
import { careerSpecsGraphqlResolvers } from './career-specs-graphql';
import { chatGraphqlResolvers } from './chat-graphql';
import { coverLettersGraphqlResolvers } from './cover-letters-graphql';
import { mediaKitGraphqlResolvers } from './media-kit-graphql';
import { memberInterestsGraphqlResolvers } from './member-interests-graphql';
import { notificationsGraphqlResolvers } from './notifications-graphql';
import { portalCommentsGraphqlResolvers } from './portal-comments-graphql';
import { profileGraphqlResolvers } from './profile-graphql';
import { portalGraphqlSchema } from './portal-graphql-schema';
import { findPublicPortalQuery } from './public-portal-queries';
import { postingPracticeGraphqlResolvers } from './posting-practice-graphql';
import { postingCalendarGraphqlResolvers } from './posting-calendar-graphql';
import { postingManagementGraphqlResolvers } from './posting-management-graphql';
import { postingsGraphqlLoaders, postingsGraphqlResolvers } from './postings-graphql';
import { servePublicGraphql } from '../../http/serve-public-graphql';
import type { ReadCache } from '../../read-cache/read-cache';

export const PORTAL_GRAPHQL_PATH = '/graphql';

interface CurrentUserSource {
  id: string;
  username: string;
  type: string;
  corporateApproved: boolean;
  accessToken: string | undefined;
}

export interface PortalGraphqlOptions {
  db: Db;
  storage: ObjectStorage;
  secureCookies: boolean;
  uploadUrlTtlSeconds: number;
  uploadMaxPerMinute: number;
  suggestionMaxPerMinute: number;
  /** Where chat mutations announce new messages and joins to the live event streams. */
  chatEventBus: ChatEventBus;
  /** Introspection is refused in production. */
  appEnv: AppEnv;
  /** Posting lists, search and details are kept here under `postings:<brand>` (postings-graphql.ts). */
  readCache: ReadCache;
  /** The environment's hosts: links from the portal to the brand's CBT site (posting-practice-graphql.ts). */
  hostTable: Readonly<Record<string, HostEntry>>;
}

interface PrepareUploadArgs {
  name: string;
  size: number;
  type: string;
  path?: string | null;
}

interface CreateSuggestionArgs {
  input: { email: string; content: string; attachmentIds?: string[] | null; deviceInfo: DeviceInfo };
}

export async function portalGraphqlRoutes(app: FastifyInstance, options: PortalGraphqlOptions) {
  const { db, storage, secureCookies } = options;

  // Per caller (member, else client address), in the app's one rate limiter (Redis-backed with REDIS_URL).
  const { uploadMaxPerMinute } = options;
  const limitPrepare = app.rateLimiter.limit('portal', 'upload-prepare', uploadMaxPerMinute, 60_000, UPLOAD_LIMIT_MESSAGE);
  const limitComplete = app.rateLimiter.limit('portal', 'upload-complete', uploadMaxPerMinute, 60_000, UPLOAD_LIMIT_MESSAGE);
  const limitSuggestion = app.rateLimiter.limit(
    'portal',
    'suggestion',
    options.suggestionMaxPerMinute,
    60_000,
    '문의가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  );

  const chat = chatGraphqlResolvers(app, { db, bus: options.chatEventBus });
  const postings = postingsGraphqlResolvers(app, { db, readCache: options.readCache });
  const notifications = notificationsGraphqlResolvers(app, { db });
  const memberInterests = memberInterestsGraphqlResolvers(app, { db });
  const postingPractice = postingPracticeGraphqlResolvers({
    db,
    readCache: options.readCache,
    hostTable: options.hostTable,
    appEnv: options.appEnv,
  });
  const postingCalendar = postingCalendarGraphqlResolvers(app, { db, readCache: options.readCache });
  const channels = channelsGraphqlResolvers(app, { db, readCache: options.readCache });
  const portalComments = portalCommentsGraphqlResolvers(app, { db, readCache: options.readCache });
  const profile = profileGraphqlResolvers(app, { db, readCache: options.readCache });
  const careerSpecs = careerSpecsGraphqlResolvers(app, { db });
  const coverLetters = coverLettersGraphqlResolvers(app, { db });
  const postingManagement = postingManagementGraphqlResolvers(app, { db, readCache: options.readCache });
  const applications = applicationsGraphqlResolvers(app, { db });
  const mediaKit = mediaKitGraphqlResolvers(app, { db });

  // A visitor's posting lists, search and posting pages are answered from the read cache (public-portal-queries.ts).
  app.addHook('preValidation', servePublicGraphql(options.readCache, { endpoint: PORTAL_GRAPHQL_PATH, findPublicQuery: findPublicPortalQuery }));

  await app.register(mercurius, {
    schema: portalGraphqlSchema,
    path: PORTAL_GRAPHQL_PATH,
    graphiql: false,
    errorFormatter: graphqlErrorFormatter(app, options.appEnv),
    ...graphqlLimitOptions(options.appEnv),
    loaders: postingsGraphqlLoaders(db),
    resolvers: {
      Posting: postings.Posting,
      ManagedPosting: applications.ManagedPosting,
      Query: {
        ...chat.Query,
        ...postings.Query,
        ...notifications.Query,
        ...memberInterests.Query,
        ...postingPractice.Query,
        ...postingCalendar.Query,
        ...channels.Query,
        ...portalComments.Query,
        ...profile.Query,
        ...careerSpecs.Query,
        ...coverLetters.Query,
        ...postingManagement.Query,
        ...applications.Query,
        ...mediaKit.Query,
        chatMessageUnreadCount: async (_root: unknown, _args: unknown, ctx: MercuriusContext): Promise<number> => {
          const session = await ctx.reply.request.getSession();
          return session ? countUnreadChatMessages(db, session.user.id) : 0;
        },
        currentUser: async (_root: unknown, _args: unknown, ctx: MercuriusContext): Promise<CurrentUserSource | null> => {
          const { request } = ctx.reply;
          const session = await request.getSession();
          if (!session) return null;
          const { user } = session;
          return {
            id: user.id,
            username: user.username,
            type: user.type,
            corporateApproved: user.type === 'NORMAL' || user.corporateApprovedAt !== null,
            accessToken: request.sessionToken(),
          };
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
      Mutation: {
        ...chat.Mutation,
        ...postings.Mutation,
        ...notifications.Mutation,
        ...memberInterests.Mutation,
        ...channels.Mutation,
        ...portalComments.Mutation,
        ...profile.Mutation,
        ...careerSpecs.Mutation,
        ...coverLetters.Mutation,
        ...postingManagement.Mutation,
        ...applications.Mutation,
        attachmentPrepareUpload: async (_root: unknown, args: PrepareUploadArgs, ctx: MercuriusContext) => {
          const { request } = ctx.reply;
          await limitPrepare(request);
          const owner = await resolveUploadOwner(request, ctx.reply, { create: true, secureCookies });
          return prepareUpload(db, storage, { ...args, owner: owner!, ttlSeconds: options.uploadUrlTtlSeconds });
        },
        attachmentCompleteUpload: async (_root: unknown, args: { attachmentID: string }, ctx: MercuriusContext) => {
          const { request } = ctx.reply;
          await limitComplete(request);
          const owner = await resolveUploadOwner(request, ctx.reply, { create: false, secureCookies });
          if (!owner) throw uploadErrors.attachmentNotFound();
          return completeUpload(db, storage, { attachmentId: args.attachmentID, owner });
        },
        createSuggestion: async (_root: unknown, args: CreateSuggestionArgs, ctx: MercuriusContext) => {
          const { request } = ctx.reply;
          await limitSuggestion(request);
          const session = await request.getSession();
          const input = validateInquiryInput(args.input);
          const owner = await resolveUploadOwner(request, ctx.reply, { create: false, secureCookies });
          const inquiry = await createInquiry(db, {
            ...input,
            brand: request.site.brand,
            userId: session?.user.id ?? null,
            owner,
          });
          return { email: inquiry.email, content: inquiry.content };
        },
      },
    },
  });
}
