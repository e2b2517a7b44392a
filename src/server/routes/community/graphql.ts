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
import mercurius, { type MercuriusContext } from 'mercurius';
import type { AppEnv, BrandId, HostEntry } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { parseBoardUri } from '../../community/board-uri';
import { parseCommentBody, parseCommentId, parseCommentPaging } from '../../comments/comment-arguments';
import {
  parseBoardId,
  parseBoardPostsArgs,
  parseBoardSlug,
  parseCommunityPostInput,
  parseMenuId,
  parsePostId,
  parsePostPaging,
} from '../../community/community-arguments';
import {
  type CommentActor,
  authorizeCommunityCommentChanging,
  authorizeCommunityCommentWriting,
  requireCommenter,
} from '../../community/community-comment-policy';
import { communityErrors } from '../../community/community-errors';
import {
  LIKE_LOGIN_MESSAGE,
  type PostActor,
  REPORT_LOGIN_MESSAGE,
  SCRAPS_LOGIN_MESSAGE,
  SCRAP_LOGIN_MESSAGE,
  authorizeCommunityModeration,
  authorizeCommunityPostDeleting,
  authorizeCommunityPostWriting,
  requireCommunityMember,
  requirePostWriter,
} from '../../community/community-post-policy';
import { moderationErrors } from '../../community/community-moderation-errors';
import type { PostReactionState } from '../../community/community-post-reactions';
import { parseCommunityReportInput, parseMyScrapsPaging } from '../../community/community-report-arguments';
import { findMyCommunityScraps } from '../../community/find-my-community-scraps';
import { hideCommunityComment } from '../../community/hide-community-comment';
import { hideCommunityPost } from '../../community/hide-community-post';
import { likeCommunityPost } from '../../community/like-community-post';
import { reportCommunityComment } from '../../community/report-community-comment';
import { reportCommunityPost } from '../../community/report-community-post';
import { restoreCommunityComment } from '../../community/restore-community-comment';
import { restoreCommunityPost } from '../../community/restore-community-post';
import { scrapCommunityPost } from '../../community/scrap-community-post';
import { setCommunityPostPinned } from '../../community/set-community-post-pinned';
import { unlikeCommunityPost } from '../../community/unlike-community-post';
import { unscrapCommunityPost } from '../../community/unscrap-community-post';
import {
  presentBoard,
  presentCommunityComment,
  presentCommunityPost,
  presentEmbeddablePost,
  presentMenu,
} from '../../community/community-presenter';
import type { ModeratedComment } from '../../community/community-comment-moderation';
import type { ModeratedPost } from '../../community/community-post-moderation';
import { countCommunityPostView } from '../../community/count-community-post-view';
import { createCommunityComment } from '../../community/create-community-comment';
import { createMenuBookmark } from '../../community/create-menu-bookmark';
import { deleteCommunityComment } from '../../community/delete-community-comment';
import { deleteCommunityPost } from '../../community/delete-community-post';
import { deleteMenuBookmark } from '../../community/delete-menu-bookmark';
import { findBoardPosts } from '../../community/find-board-posts';
import { findCommunityComments } from '../../community/find-community-comments';
import { findEmbeddablePosts } from '../../community/find-embeddable-posts';
import { getBoard } from '../../community/get-board';
import { getBoardBySlug } from '../../community/get-board-by-slug';
import { getCommunityHome } from '../../community/get-community-home';
import { getCommunityPost } from '../../community/get-community-post';
import { publishCommunityPost } from '../../community/publish-community-post';
import { updateCommunityComment } from '../../community/update-community-comment';
import { updateCommunityPost } from '../../community/update-community-post';
import { readTags } from '../../http/public-read';
import { servePublicGraphql } from '../../http/serve-public-graphql';
import { visitorKeyOf } from '../../http/visitor-key';
import type { ReadCache } from '../../read-cache/read-cache';
import { graphqlErrorFormatter } from '../graphql-errors';
import { graphqlLimitOptions } from '../graphql-limits';
import { communityGraphqlSchema } from './community-graphql-schema';
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

type Ctx = MercuriusContext;

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

interface EmbeddablePostsArgs extends PageArgs {
  uri: string;
}

interface PostInputArgs {
  input: { title: string; bodyHtml: string; isNotice?: boolean | null };
}

interface ReportArgs {
  id: string;
  input: { reason: string; detail?: string | null };
}

const presentLike = (state: PostReactionState) => ({ postId: String(state.postId), liked: state.on, likeCount: state.count });
const presentScrap = (state: PostReactionState) => ({
  postId: String(state.postId),
  scrapped: state.on,
  scrapCount: state.count,
});

interface CreateCommentArgs {
  input: { postId: string; parentId?: string | null; body: string };
}

export async function communityGraphqlRoutes(app: FastifyInstance, options: CommunityGraphqlOptions) {
  const { db, hostTable } = options;

  // Per member (address for a visitor, who is refused next anyway), in the app's one rate limiter.
  const limiter = (action: string, limit: { max: number; timeWindowMs: number }, message: string) =>
    app.rateLimiter.limit('community', action, limit.max, limit.timeWindowMs, message);
  const limitBookmark = limiter('bookmark', BOOKMARK_LIMIT, communityErrors.tooManyBookmarks().message);
  const limitCommentWrite = limiter('comment-write', COMMENT_WRITE_LIMIT, communityErrors.tooManyComments().message);
  const limitPostCreate = limiter('post-create', POST_CREATE_LIMIT, communityErrors.tooManyPosts().message);
  const limitPostChange = limiter('post-change', POST_CHANGE_LIMIT, communityErrors.tooManyPosts().message);
  const limitReaction = limiter('reaction', REACTION_LIMIT, moderationErrors.tooManyReactions().message);
  const limitReport = limiter('report', REPORT_LIMIT, moderationErrors.tooManyReports().message);
  const limitModeration = limiter('moderation', MODERATION_LIMIT, moderationErrors.tooManyModerations().message);
  const viewerIdOf = async (request: FastifyRequest) => (await request.getSession())?.user.id ?? null;
  const viewerOf = async (request: FastifyRequest): Promise<CommentActor | null> => {
    const session = await request.getSession();
    return session ? { userId: session.user.id, role: session.user.role } : null;
  };
  /** The session's member, or null for a visitor (requireCommenter and requirePostWriter refuse them in their words). */
  const memberOf = async (request: FastifyRequest) => (await request.getSession())?.user ?? null;
  const postsChanged = (brand: string) => options.readCache.invalidate(readTags.communityPosts(brand));

  /** Like, unlike, scrap, unscrap: rate limit → member (a visitor gets `loginMessage`) → post id → operation. */
  const reaction =
    <R>(loginMessage: string, operate: (input: { brand: BrandId; actor: PostActor; postId: number }) => Promise<R>) =>
    async (_root: unknown, args: { id: string }, ctx: Ctx): Promise<R> => {
      const { request } = ctx.reply;
      await limitReaction(request);
      const actor = requireCommunityMember(await memberOf(request), loginMessage);
      return operate({ brand: request.site.brand, actor, postId: parsePostId(args.id) });
    };

  /**
   * An ADMIN's hide, restore or pin of a post: rate limit → member → post id → ADMIN (403) → operation; the cached
   * lists go stale only when something changed.
   */
  const postModeration =
    <A extends { id: string }>(
      operate: (input: { brand: BrandId; actor: PostActor; postId: number }, args: A) => Promise<ModeratedPost>,
    ) =>
    async (_root: unknown, args: A, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitModeration(request);
      const member = requireCommunityMember(await memberOf(request));
      const postId = parsePostId(args.id);
      const actor = authorizeCommunityModeration(member);
      const brand = request.site.brand;
      const moderated = await operate({ brand, actor, postId }, args);
      if (moderated.changed) await postsChanged(brand);
      return presentCommunityPost(moderated.post, actor);
    };

  /** An ADMIN's hide or restore of a comment, in the same steps. */
  const commentModeration =
    (operate: (input: { brand: BrandId; actor: PostActor; commentId: number }) => Promise<ModeratedComment>) =>
    async (_root: unknown, args: { id: string }, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitModeration(request);
      const member = requireCommunityMember(await memberOf(request));
      const commentId = parseCommentId(args.id);
      const actor = authorizeCommunityModeration(member);
      const brand = request.site.brand;
      const moderated = await operate({ brand, actor, commentId });
      if (moderated.changed) await postsChanged(brand);
      return moderated.comment;
    };

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
        ...communitySearchQueryResolvers(db, limiter('search', SEARCH_LIMIT, communityErrors.tooManySearches().message)),
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
          return { totalCount: page.totalCount, nodes: page.posts.map((post) => presentEmbeddablePost(post, page.board)) };
        },
        communityHome: async (_root: unknown, _args: unknown, ctx: Ctx) => {
          const { request } = ctx.reply;
          const home = await getCommunityHome(db, { brand: request.site.brand, viewerId: await viewerIdOf(request) });
          const post = (row: (typeof home.newestPosts)[number]) => presentEmbeddablePost(row, home.boards.get(row.boardId)!);
          return {
            shortcuts: home.shortcuts.map(presentMenu),
            menus: home.menus.map(({ menu, boards }) => ({ menu: presentMenu(menu), boards: boards.map(presentBoard) })),
            popularPosts: home.popularPosts.map(post),
            newestPosts: home.newestPosts.map(post),
          };
        },
        boardPosts: async (
          _root: unknown,
          args: { boardSlug: string; sort?: string | null } & PageArgs,
          ctx: Ctx,
        ) => {
          const { request } = ctx.reply;
          const boardSlug = parseBoardSlug(args.boardSlug);
          const { sort, ...paging } = parseBoardPostsArgs(args);
          const page = await findBoardPosts(db, {
            brand: request.site.brand,
            boardSlug,
            paging,
            sort,
            viewerId: await viewerIdOf(request),
          });
          return {
            board: presentBoard(page.board),
            notices: page.notices.map((post) => presentEmbeddablePost(post, page.board)),
            totalCount: page.totalCount,
            ...paging,
            nodes: page.posts.map((post) => presentEmbeddablePost(post, page.board)),
          };
        },
        communityPost: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          const postId = parsePostId(args.id);
          const viewer = await viewerOf(request);
          const post = await getCommunityPost(db, {
            brand: request.site.brand,
            postId,
            viewerId: viewer?.userId ?? null,
            viewerRole: viewer?.role ?? null,
          });
          return presentCommunityPost(post, viewer);
        },
        communityComments: async (_root: unknown, args: { postId: string } & PageArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          const postId = parsePostId(args.postId);
          const paging = parseCommentPaging(args);
          const page = await findCommunityComments(db, {
            brand: request.site.brand,
            postId,
            paging,
            viewer: await viewerOf(request),
          });
          return { ...page, ...paging };
        },
        myCommunityScraps: async (_root: unknown, args: PageArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          const actor = requireCommunityMember(await memberOf(request), SCRAPS_LOGIN_MESSAGE);
          const paging = parseMyScrapsPaging(args);
          const brand = request.site.brand;
          const page = await findMyCommunityScraps(db, { brand, userId: actor.userId, paging });
          return {
            totalCount: page.totalCount,
            ...paging,
            nodes: page.posts.map((post) => presentEmbeddablePost(post, page.boards.get(post.boardId)!)),
          };
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
        recordCommunityPostView: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          const postId = parsePostId(args.id);
          return countCommunityPostView(db, { brand: request.site.brand, postId, visitorKey: await visitorKeyOf(request) });
        },
        createCommunityComment: async (_root: unknown, args: CreateCommentArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitCommentWrite(request);
          const member = requireCommenter(await memberOf(request));
          const postId = parsePostId(args.input.postId);
          const parentId = args.input.parentId == null ? null : parseCommentId(args.input.parentId);
          const body = parseCommentBody(args.input.body);
          const actor = authorizeCommunityCommentWriting(member);
          const brand = request.site.brand;
          const created = await createCommunityComment(db, { brand, postId, parentId, author: member, body });
          await postsChanged(brand);
          return {
            comment: presentCommunityComment(created.comment, { viewer: actor, anonymous: created.anonymous }),
            commentCount: created.commentCount,
          };
        },
        updateCommunityComment: async (_root: unknown, args: { id: string; body: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitCommentWrite(request);
          const member = requireCommenter(await memberOf(request));
          const commentId = parseCommentId(args.id);
          const body = parseCommentBody(args.body);
          const actor = authorizeCommunityCommentChanging(member);
          const brand = request.site.brand;
          const updated = await updateCommunityComment(db, { brand, actor, commentId, body });
          // The thread is part of what a visitor's cached communityComments answer shows.
          await postsChanged(brand);
          return updated;
        },
        deleteCommunityComment: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitCommentWrite(request);
          const member = requireCommenter(await memberOf(request));
          const commentId = parseCommentId(args.id);
          const actor = authorizeCommunityCommentChanging(member);
          const brand = request.site.brand;
          const deleted = await deleteCommunityComment(db, { brand, actor, commentId });
          await postsChanged(brand);
          return { id: String(deleted.id), commentCount: deleted.commentCount };
        },
        createCommunityPost: async (_root: unknown, args: { boardSlug: string } & PostInputArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitPostCreate(request);
          const member = requirePostWriter(await memberOf(request));
          const boardSlug = parseBoardSlug(args.boardSlug);
          const fields = parseCommunityPostInput(args.input);
          const actor = authorizeCommunityPostWriting(member, fields);
          const brand = request.site.brand;
          const post = await publishCommunityPost(db, { brand, boardSlug, author: member, actor, fields });
          await postsChanged(brand);
          return presentCommunityPost(post, actor);
        },
        updateCommunityPost: async (_root: unknown, args: { id: string } & PostInputArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitPostChange(request);
          const member = requirePostWriter(await memberOf(request));
          const postId = parsePostId(args.id);
          const fields = parseCommunityPostInput(args.input);
          const actor = authorizeCommunityPostWriting(member, fields);
          const brand = request.site.brand;
          const post = await updateCommunityPost(db, { brand, actor, postId, fields });
          await postsChanged(brand);
          return presentCommunityPost(post, actor);
        },
        deleteCommunityPost: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitPostChange(request);
          const member = requirePostWriter(await memberOf(request));
          const postId = parsePostId(args.id);
          const actor = authorizeCommunityPostDeleting(member);
          const brand = request.site.brand;
          const deleted = await deleteCommunityPost(db, { brand, actor, postId });
          await postsChanged(brand);
          return { id: String(deleted.id), boardSlug: deleted.boardSlug };
        },
        likeCommunityPost: reaction(LIKE_LOGIN_MESSAGE, async (input) => presentLike(await likeCommunityPost(db, input))),
        unlikeCommunityPost: reaction(LIKE_LOGIN_MESSAGE, async (input) => presentLike(await unlikeCommunityPost(db, input))),
        scrapCommunityPost: reaction(SCRAP_LOGIN_MESSAGE, async (input) => presentScrap(await scrapCommunityPost(db, input))),
        unscrapCommunityPost: reaction(SCRAP_LOGIN_MESSAGE, async (input) => presentScrap(await unscrapCommunityPost(db, input))),
        reportCommunityPost: async (_root: unknown, args: ReportArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitReport(request);
          const actor = requireCommunityMember(await memberOf(request), REPORT_LOGIN_MESSAGE);
          const postId = parsePostId(args.id);
          const fields = parseCommunityReportInput(args.input);
          const brand = request.site.brand;
          const outcome = await reportCommunityPost(db, { brand, actor, postId, fields });
          // Only a report that hid the post changes what visitors see.
          if (outcome.hiddenNow) await postsChanged(brand);
          return { reported: outcome.reported, hidden: outcome.hidden };
        },
        reportCommunityComment: async (_root: unknown, args: ReportArgs, ctx: Ctx) => {
          const { request } = ctx.reply;
          await limitReport(request);
          const actor = requireCommunityMember(await memberOf(request), REPORT_LOGIN_MESSAGE);
          const commentId = parseCommentId(args.id);
          const fields = parseCommunityReportInput(args.input);
          const brand = request.site.brand;
          const outcome = await reportCommunityComment(db, { brand, actor, commentId, fields });
          if (outcome.hiddenNow) await postsChanged(brand);
          return { reported: outcome.reported, hidden: outcome.hidden };
        },
        hideCommunityPost: postModeration((input) => hideCommunityPost(db, input)),
        restoreCommunityPost: postModeration((input) => restoreCommunityPost(db, input)),
        setCommunityPostPinned: postModeration((input, args: { id: string; pinned: boolean }) =>
          setCommunityPostPinned(db, { ...input, pinned: args.pinned }),
        ),
        hideCommunityComment: commentModeration((input) => hideCommunityComment(db, input)),
        restoreCommunityComment: commentModeration((input) => restoreCommunityComment(db, input)),
      },
    },
  });
}
