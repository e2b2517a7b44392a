/**
 * Boards, menus and their lists on /community/graphql (graphql.ts): a board by slug or id, the embeddable list an
 * exam page shows, the community home, a board's posts, and a member's menu bookmarks.
 */
import type { MercuriusContext } from 'mercurius';
import { parseBoardUri } from '../../community/board-uri';
import { parseBoardId, parseBoardPostsArgs, parseBoardSlug, parseMenuId, parsePostPaging } from '../../community/community-arguments';
import { communityErrors } from '../../community/community-errors';
import { presentBoard, presentEmbeddablePost, presentMenu } from '../../community/community-presenter';
import { createMenuBookmark } from '../../community/create-menu-bookmark';
import { deleteMenuBookmark } from '../../community/delete-menu-bookmark';
import { findBoardPosts } from '../../community/find-board-posts';
import { findEmbeddablePosts } from '../../community/find-embeddable-posts';
import { getBoard } from '../../community/get-board';
import { getBoardBySlug } from '../../community/get-board-by-slug';
import { getCommunityHome } from '../../community/get-community-home';
import type { CommunityResolverContext, PageArgs } from './community-resolver-context';

type Ctx = MercuriusContext;

interface EmbeddablePostsArgs extends PageArgs {
  uri: string;
}

export function communityBoardResolvers(context: CommunityResolverContext) {
  const { app, db, hostTable, viewerIdOf } = context;
  const limitBookmark = context.limits.bookmark;
  return {
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
  };
}
