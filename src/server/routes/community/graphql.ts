/**
 * Community GraphQL (spec §3 Board/Menu/Embeddable post, §5, §7.3; docs/CONTRACTS.md "Community"; ADR 8), served
 * by its own Mercurius instance at `/community/graphql`. Registered with `app.register`, so this plugin is its own
 * encapsulated context: the portal's Mercurius at `/graphql` (decorators, error handler) never meets this one.
 * Resolvers stay thin: rate limit → authenticate → validate → operation → present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { AppEnv, HostEntry } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { parseBoardUri } from '../../community/board-uri';
import {
  parseBoardId,
  parseBoardSlug,
  parseMenuId,
  parsePostPaging,
} from '../../community/community-arguments';
import { communityErrors } from '../../community/community-errors';
import { presentBoard, presentEmbeddablePost, presentMenu } from '../../community/community-presenter';
import { createMenuBookmark } from '../../community/create-menu-bookmark';
import { deleteMenuBookmark } from '../../community/delete-menu-bookmark';
import { findEmbeddablePosts } from '../../community/find-embeddable-posts';
import { getBoard } from '../../community/get-board';
import { getBoardBySlug } from '../../community/get-board-by-slug';
import { servePublicGraphql } from '../../http/serve-public-graphql';
import type { ReadCache } from '../../read-cache/read-cache';
import { graphqlErrorFormatter } from '../graphql-errors';
import { graphqlLimitOptions } from '../graphql-limits';
import { communityGraphqlSchema } from './community-graphql-schema';
import { findPublicQuery } from './public-queries';

export const COMMUNITY_GRAPHQL_PATH = '/community/graphql';

/** Bookmark changes per member per minute: far above what the like and submit steps need, low enough for a loop. */
export const BOOKMARK_LIMIT = { max: 60, timeWindowMs: 60_000 };

export interface CommunityGraphqlOptions {
  db: Db;
  /** The environment's host table: which hosts are the brand's community hosts in an absolute uri. */
  hostTable: Readonly<Record<string, HostEntry>>;
  /** Introspection is refused in production. */
  appEnv: AppEnv;
  /** A visitor's public queries (embeddablePosts) are answered from it; writes bump `readTags.communityPosts`. */
  readCache: ReadCache;
}

type Ctx = MercuriusContext;

interface EmbeddablePostsArgs {
  uri: string;
  page?: number | null;
  pageSize?: number | null;
}

export async function communityGraphqlRoutes(app: FastifyInstance, options: CommunityGraphqlOptions) {
  const { db, hostTable } = options;

  // Per member (address for a visitor, who is refused next anyway), in the app's one rate limiter.
  const limitBookmark = app.rateLimiter.limit(
    'community',
    'bookmark',
    BOOKMARK_LIMIT.max,
    BOOKMARK_LIMIT.timeWindowMs,
    communityErrors.tooManyBookmarks().message,
  );
  const viewerIdOf = async (request: FastifyRequest) => (await request.getSession())?.user.id ?? null;

  // Before Mercurius' routes exist, so that both (GET and POST) run it: the first hook that sees the POST body.
  app.addHook('preValidation', servePublicGraphql(options.readCache, { endpoint: COMMUNITY_GRAPHQL_PATH, findPublicQuery }));

  await app.register(mercurius, {
    schema: communityGraphqlSchema,
    path: COMMUNITY_GRAPHQL_PATH,
    graphiql: false,
    errorFormatter: graphqlErrorFormatter(app),
    ...graphqlLimitOptions(options.appEnv),
    resolvers: {
      Query: {
        boardBySlug: async (_root: unknown, args: { boardSlug: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          const slug = parseBoardSlug(args.boardSlug);
          const board = await getBoardBySlug(db, { brand: request.site.brand, slug, viewerId: await viewerIdOf(request) });
          return board ? presentBoard(board) : null;
        },
        board: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          const boardId = parseBoardId(args.id);
          const board = await getBoard(db, { brand: request.site.brand, boardId, viewerId: await viewerIdOf(request) });
          return board ? presentBoard(board) : null;
        },
        embeddablePosts: async (_root: unknown, args: EmbeddablePostsArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          const brand = request.site.brand;
          const boardSlug = parseBoardUri(args.uri, { brand, hostTable });
          if (!boardSlug) throw communityErrors.invalidUri();
          const paging = parsePostPaging(args);
          const page = await findEmbeddablePosts(db, { brand, boardSlug, paging, viewerId: await viewerIdOf(request) });
          const board = presentBoard(page.board);
          return { totalCount: page.totalCount, nodes: page.posts.map((post) => presentEmbeddablePost(post, board)) };
        },
      },
      Mutation: {
        addBookmark: async (_root: unknown, args: { menuId: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitBookmark(request);
          const { user } = await app.requireUser(request);
          const menuId = parseMenuId(args.menuId);
          return presentMenu(await createMenuBookmark(db, { brand: request.site.brand, userId: user.id, menuId }));
        },
        removeBookmark: async (_root: unknown, args: { menuId: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitBookmark(request);
          const { user } = await app.requireUser(request);
          const menuId = parseMenuId(args.menuId);
          return presentMenu(await deleteMenuBookmark(db, { brand: request.site.brand, userId: user.id, menuId }));
        },
      },
    },
  });
}
