import { and, desc, gt, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityPosts } from '../../db/schema';
import { type PostListRow, findPostRows } from './community-post-rows';
import {
  type BoardView,
  type MenuView,
  type ViewOptions,
  findBoardViews,
  findBookmarkedMenuViews,
  findMenuViews,
} from './community-views';

export const HOME_POST_ROWS = 10;
/** popularPosts: the most viewed posts written within this long before now. */
export const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface CommunityHome {
  shortcuts: MenuView[];
  menus: { menu: MenuView; boards: BoardView[] }[];
  popularPosts: PostListRow[];
  newestPosts: PostListRow[];
  /** Every board of the brand by id: the rows' boards. */
  boards: Map<number, BoardView>;
}

/**
 * The shortcut bar of the community home: a member's bookmarks join the default shortcuts rather than replace them.
 * On a Korean community the default bar (자유게시판, the anonymous board, …) is the site's own front door that every
 * member keeps using, and 즐겨찾기 is how a member adds the boards they follow to it; a bar that dropped 자유게시판 the
 * moment someone starred an exam room reads as a broken page. The member's own picks lead, in bookmark order (they
 * are what that member comes for), then the default shortcuts they have not bookmarked, in menu order.
 */
export function mergeShortcuts<Menu extends { id: number; isShortcut: boolean }>(bookmarked: Menu[], menus: Menu[]): Menu[] {
  const picked = new Set(bookmarked.map((menu) => menu.id));
  return [...bookmarked, ...menus.filter((menu) => menu.isShortcut && !picked.has(menu.id))];
}

/**
 * The community's home (communityHome): the viewer's shortcuts (mergeShortcuts: a member's bookmarks, then the menus
 * marked as shortcuts), every menu with its boards, the week's most viewed posts and the newest posts of the brand.
 */
export async function getCommunityHome(db: Db, input: { brand: BrandId } & ViewOptions): Promise<CommunityHome> {
  const now = input.now ?? new Date();
  const view = { brand: input.brand, viewerId: input.viewerId, now };
  const ofBrand = sql`${communityPosts.boardId} in (select ${communityBoards.id} from ${communityBoards} where ${communityBoards.brand} = ${input.brand})`;
  const [menus, boards, bookmarked, popularPosts, newestPosts] = await Promise.all([
    findMenuViews(db, view),
    findBoardViews(db, view),
    input.viewerId ? findBookmarkedMenuViews(db, { ...view, viewerId: input.viewerId }) : Promise.resolve([]),
    // The week's posts by the created_at index, then the most viewed of them.
    findPostRows(db, {
      where: and(ofBrand, gt(communityPosts.createdAt, new Date(now.getTime() - POPULAR_WINDOW_MS)))!,
      orderBy: [desc(communityPosts.views), desc(communityPosts.createdAt), desc(communityPosts.id)],
      limit: HOME_POST_ROWS,
    }),
    findPostRows(db, {
      where: ofBrand,
      orderBy: [desc(communityPosts.createdAt), desc(communityPosts.id)],
      limit: HOME_POST_ROWS,
    }),
  ]);
  const boardsOfMenu = new Map<number, BoardView[]>();
  for (const board of boards) boardsOfMenu.set(board.menu.id, [...(boardsOfMenu.get(board.menu.id) ?? []), board]);
  return {
    shortcuts: mergeShortcuts(bookmarked, menus),
    menus: menus.map((menu) => ({ menu, boards: boardsOfMenu.get(menu.id) ?? [] })),
    popularPosts,
    newestPosts,
    boards: new Map(boards.map((board) => [board.id, board])),
  };
}
