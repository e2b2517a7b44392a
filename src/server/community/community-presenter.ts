/** The one place community answers get their contract shape (docs/CONTRACTS.md "Community"). */
import type { BoardView, MenuView } from './community-views';
import type { EmbeddablePostRow } from './find-embeddable-posts';
import { contentText } from './post-content';

export interface MenuJson {
  id: string;
  title: string;
  slug: string;
  hasNewPost: boolean;
  isShortcut: boolean;
  bookmarkable: boolean;
  viewerHasBookmarked: boolean;
}

export interface BoardJson {
  id: string;
  slug: string;
  title: string;
  menu: MenuJson;
}

export interface EmbeddablePostJson {
  id: string;
  title: string;
  /** ISO 8601. */
  createdAt: string;
  contentText: string;
  nickname: string;
  views: number;
  commentCount: number;
  containsImage: boolean;
  containsYoutube: boolean;
  board: BoardJson;
  isNotice: boolean;
}

export function presentMenu(menu: MenuView): MenuJson {
  return {
    id: String(menu.id),
    title: menu.title,
    slug: menu.slug,
    hasNewPost: menu.hasNewPost,
    isShortcut: menu.isShortcut,
    bookmarkable: menu.bookmarkable,
    viewerHasBookmarked: menu.viewerHasBookmarked,
  };
}

export function presentBoard(board: BoardView): BoardJson {
  return { id: String(board.id), slug: board.slug, title: board.title, menu: presentMenu(board.menu) };
}

/** `board` is the post's board, presented once per page. */
export function presentEmbeddablePost(post: EmbeddablePostRow, board: BoardJson): EmbeddablePostJson {
  return {
    id: String(post.id),
    title: post.title,
    createdAt: post.createdAt.toISOString(),
    contentText: contentText(post.bodyStart),
    nickname: post.nickname,
    views: post.views,
    commentCount: post.commentCount,
    containsImage: post.containsImage,
    containsYoutube: post.containsYoutube,
    board,
    isNotice: post.isNotice,
  };
}
