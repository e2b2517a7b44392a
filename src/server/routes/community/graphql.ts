/**
 * Community GraphQL (spec §3 Board/Menu/Embeddable post, §5, §7.3; docs/CONTRACTS.md "Community"; ADR 8), served
 * by its own Mercurius instance at `/community/graphql`. Registered with `app.register`, so this plugin is its own
 * encapsulated context: the portal's Mercurius at `/graphql` (decorators, error handler) never meets this one.
 * Resolvers stay thin: rate limit → authenticate → validate → authorize → operation → present. Post and comment
 * writes change what cached lists and pages show, so they bump `community-posts:<brand>` after their commit; views do
 * not (a view would empty the cache for everyone), nor do likes and scraps: no list shows their counts, and a
 * visitor's cached post page may show them up to a minute old, as it does views. Moderation that changed something
 * (hide, restore, pin) and a report that hid its target bump it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import type { AppEnv, HostEntry } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import type { CommentActor } from '../../community/community-comment-policy';
import { communityErrors } from '../../community/community-errors';
import { moderationErrors } from '../../community/community-moderation-errors';
import { readTags } from '../../http/public-read';
import { servePublicGraphql } from '../../http/serve-public-graphql';
import type { ReadCache } from '../../read-cache/read-cache';
import { graphqlErrorFormatter } from '../graphql-errors';
import { graphqlLimitOptions } from '../graphql-limits';
import { communityBoardResolvers } from './community-board-resolvers';
import { communityCommentResolvers } from './community-comment-resolvers';
import { communityGraphqlSchema } from './community-graphql-schema';
import { communityModerationResolvers } from './community-moderation-resolvers';
import { communityPostResolvers } from './community-post-resolvers';
import type { CommunityResolverContext } from './community-resolver-context';
import { communitySearchQueryResolvers } from './community-search-resolvers';
import { findPublicQuery } from './public-queries';

export const COMMUNITY_GRAPHQL_PATH = '/community/graphql';

/** Bookmark changes per member per minute: far above what the like and submit steps need, low enough for a loop. */
export const BOOKMARK_LIMIT = { max: 60, timeWindowMs: 60_000 };

/** Comment writes (create, edit, delete) per member per minute: enough for a lively thread, too few for a flood. */
export const COMMENT_WRITE_LIMIT = { max: 20, timeWindowMs: 60_000 };

/** New posts per member per 10 minutes: a busy member's day, far too few for a spam run. */
export const POST_CREATE_LIMIT = { max: 5, timeWindowMs: 600_000 };

/** Post edits and deletions per member per 10 minutes: room for fixing typos, not for a loop. */
export const POST_CHANGE_LIMIT = { max: 30, timeWindowMs: 600_000 };

/** Likes and scraps (both ways) per member per minute: the bookmarks' allowance, far above a reader's pace. */
export const REACTION_LIMIT = { max: 60, timeWindowMs: 60_000 };

/**
 * Searches per member (per address for a visitor) per minute: a reader refining a query many times over, too few
 * for a script walking the trigram index (search answers are not cached, community-search-resolvers.ts).
 */
export const SEARCH_LIMIT = { max: 60, timeWindowMs: 60_000 };

/** Reports per member per 10 minutes: enough for a spam wave seen in one sitting, too few to mob a thread. */
export const REPORT_LIMIT = { max: 10, timeWindowMs: 600_000 };

/** An ADMIN's moderation writes per minute: a queue worked through quickly, not a script gone wrong. */
export const MODERATION_LIMIT = { max: 60, timeWindowMs: 60_000 };

export interface CommunityGraphqlOptions {
  db: Db;
  /** The environment's host table: which hosts are the brand's community hosts in an absolute uri. */
  hostTable: Readonly<Record<string, HostEntry>>;
  /** Introspection is refused in production. */
  appEnv: AppEnv;
  /** A visitor's public queries (embeddablePosts) are answered from it; writes bump `readTags.communityPosts`. */
  readCache: ReadCache;
}

export async function communityGraphqlRoutes(app: FastifyInstance, options: CommunityGraphqlOptions) {
  const { db, hostTable } = options;

  // Per member (address for a visitor, who is refused next anyway), in the app's one rate limiter.
  const limiter = (action: string, limit: { max: number; timeWindowMs: number }, message: string) =>
    app.rateLimiter.limit('community', action, limit.max, limit.timeWindowMs, message);
  const context: CommunityResolverContext = {
    app,
    db,
    hostTable,
    limits: {
      bookmark: limiter('bookmark', BOOKMARK_LIMIT, communityErrors.tooManyBookmarks().message),
      commentWrite: limiter('comment-write', COMMENT_WRITE_LIMIT, communityErrors.tooManyComments().message),
      postCreate: limiter('post-create', POST_CREATE_LIMIT, communityErrors.tooManyPosts().message),
      postChange: limiter('post-change', POST_CHANGE_LIMIT, communityErrors.tooManyPosts().message),
      reaction: limiter('reaction', REACTION_LIMIT, moderationErrors.tooManyReactions().message),
      report: limiter('report', REPORT_LIMIT, moderationErrors.tooManyReports().message),
      moderation: limiter('moderation', MODERATION_LIMIT, moderationErrors.tooManyModerations().message),
    },
    viewerIdOf: async (request: FastifyRequest) => (await request.getSession())?.user.id ?? null,
    viewerOf: async (request: FastifyRequest): Promise<CommentActor | null> => {
      const session = await request.getSession();
      return session ? { userId: session.user.id, role: session.user.role } : null;
    },
    memberOf: async (request: FastifyRequest) => (await request.getSession())?.user ?? null,
    postsChanged: (brand: string) => options.readCache.invalidate(readTags.communityPosts(brand)),
  };
  // One module per resource; the limiters above are made once, so each action keeps one budget per member.
  const boards = communityBoardResolvers(context);
  const posts = communityPostResolvers(context);
  const comments = communityCommentResolvers(context);
  const moderation = communityModerationResolvers(context);

  // Before Mercurius' routes exist, so that both (GET and POST) run it: the first hook that sees the POST body.
  app.addHook('preValidation', servePublicGraphql(options.readCache, { endpoint: COMMUNITY_GRAPHQL_PATH, findPublicQuery }));

  await app.register(mercurius, {
    schema: communityGraphqlSchema,
    path: COMMUNITY_GRAPHQL_PATH,
    graphiql: false,
    errorFormatter: graphqlErrorFormatter(app, options.appEnv),
    ...graphqlLimitOptions(options.appEnv),
    resolvers: {
      Query: {
        ...communitySearchQueryResolvers(db, limiter('search', SEARCH_LIMIT, communityErrors.tooManySearches().message)),
        ...boards.Query,
        ...posts.Query,
        ...comments.Query,
      },
      Mutation: {
        ...boards.Mutation,
        ...posts.Mutation,
        ...comments.Mutation,
        ...moderation.Mutation,
      },
    },
  });
}
