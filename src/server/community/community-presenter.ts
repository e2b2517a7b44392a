/**
 * The one place community answers get their contract shape (docs/CONTRACTS.md "Community"). On an anonymous board
 * every name (posts and comments, in every field) is 익명 (ADR 19); viewerIsAuthor still tells the author.
 */
import type { CommentActor } from '../comments/comment-policy';
import { type ThreadCommentView, presentThreadComment } from '../comments/comment-view';
import type { CommunityCommentRow } from './community-comment-rows';
import { type PostActor, canDeleteCommunityPost, canEditCommunityPost, canModerateCommunity } from './community-post-policy';
import type { PostListRow } from './community-post-rows';
import type { BoardView, MenuView } from './community-views';
import type { CommunityPostDetail } from './get-community-post';
import { contentText } from './post-content';
import { communityBodyHtml } from './sanitize-community-body';

/** How every author on an anonymous board is named. */
export const ANONYMOUS_NAME = '익명';

export const shownName = (nickname: string, anonymous: boolean) => (anonymous ? ANONYMOUS_NAME : nickname);

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

/** `board` is the post's board. */
export function presentEmbeddablePost(post: PostListRow, board: BoardView): EmbeddablePostJson {
  return {
    id: String(post.id),
    title: post.title,
    createdAt: post.createdAt.toISOString(),
    contentText: contentText(post.bodyStart),
    nickname: shownName(post.nickname, board.anonymous),
    views: post.views,
    commentCount: post.commentCount,
    containsImage: post.containsImage,
    containsYoutube: post.containsYoutube,
    board: presentBoard(board),
    isNotice: post.isNotice,
  };
}

export interface CommunityPostJson {
  id: string;
  title: string;
  bodyHtml: string;
  nickname: string;
  createdAt: string;
  updatedAt: string | null;
  views: number;
  commentCount: number;
  isNotice: boolean;
  containsImage: boolean;
  containsYoutube: boolean;
  board: BoardJson;
  viewerIsAuthor: boolean;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
  likeCount: number;
  viewerHasLiked: boolean;
  scrapCount: number;
  viewerHasScrapped: boolean;
  viewerHasReported: boolean;
  hiddenAt: string | null;
  viewerCanModerate: boolean;
}

const presentLink = (link: { id: number; title: string } | null) => (link ? { id: String(link.id), title: link.title } : null);

/** `viewer`: the member looking, or null for a visitor (who may do nothing but read). */
export function presentCommunityPost(post: CommunityPostDetail, viewer: PostActor | null): CommunityPostJson {
  return {
    id: String(post.id),
    title: post.title,
    bodyHtml: communityBodyHtml(post.body),
    nickname: shownName(post.nickname, post.board.anonymous),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt && post.updatedAt.getTime() > post.createdAt.getTime() ? post.updatedAt.toISOString() : null,
    views: post.views,
    commentCount: post.commentCount,
    isNotice: post.isNotice,
    containsImage: post.containsImage,
    containsYoutube: post.containsYoutube,
    board: presentBoard(post.board),
    viewerIsAuthor: viewer !== null && post.authorId === viewer.userId,
    viewerCanEdit: canEditCommunityPost(viewer, post),
    viewerCanDelete: canDeleteCommunityPost(viewer, post),
    previous: presentLink(post.previous),
    next: presentLink(post.next),
    likeCount: post.likeCount,
    // The viewer's own rows came with the post (get-community-post.ts); a visitor has none.
    viewerHasLiked: viewer !== null && post.viewerHasLiked,
    scrapCount: post.scrapCount,
    viewerHasScrapped: viewer !== null && post.viewerHasScrapped,
    viewerHasReported: viewer !== null && post.viewerHasReported,
    hiddenAt: post.hiddenAt ? post.hiddenAt.toISOString() : null,
    viewerCanModerate: canModerateCommunity(viewer),
  };
}

export interface CommunityCommentView extends ThreadCommentView {
  hidden: boolean;
  viewerHasReported: boolean;
  replies: CommunityCommentView[];
}

export interface CommunityCommentContext {
  viewer: CommentActor | null;
  anonymous: boolean;
  replies?: CommunityCommentRow[];
  /** Ids of the comments the viewer reported (one query per thread page, find-community-comments.ts). */
  reported?: ReadonlySet<number>;
}

/**
 * A hidden comment keeps its place (its replies stay readable) but, like a deleted one, not its words or name — for
 * ADMINs too: the thread is no place to review it (the console's queue is). Its author cannot edit it.
 */
export function presentCommunityComment(row: CommunityCommentRow, context: CommunityCommentContext): CommunityCommentView {
  const thread = presentThreadComment(row, shownName(row.nickname, context.anonymous), context.viewer);
  const hidden = row.hiddenAt !== null && row.deletedAt === null;
  return {
    ...thread,
    ...(hidden ? { body: '', authorName: '', edited: false, viewerCanEdit: false } : {}),
    hidden,
    viewerHasReported: context.viewer !== null && (context.reported?.has(row.id) ?? false),
    replies: (context.replies ?? []).map((reply) =>
      presentCommunityComment(reply, { viewer: context.viewer, anonymous: context.anonymous, reported: context.reported }),
    ),
  };
}
