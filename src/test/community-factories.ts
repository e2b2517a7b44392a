/**
 * Community factories (createCommunityBoard(db, { brand: 'b', menu: { bookmarkable: true } }), createCommunityPost(db,
 * board)); re-exported by factories.ts, the one module tests import factories from.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import {
  type CommunityBoard,
  type CommunityComment,
  type CommunityMenu,
  type CommunityPost,
  type User,
  communityBoards,
  communityMenus,
  communityPosts,
} from '../db/schema';
import { createCommunityComment as createCommentOperation } from '../server/community/create-community-comment';
import { createCommunityPost as createPostOperation } from '../server/community/create-community-post';

/** A unique slug or url for a test row: `<prefix>-<8 hex>`. */
export const testSlug = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export interface TestCommunityMenuInput {
  brand?: BrandId;
  slug?: string;
  title?: string;
  position?: number;
  isShortcut?: boolean;
  bookmarkable?: boolean;
}

/** A menu of brand A by default, neither a shortcut nor bookmarkable unless asked. */
export async function createCommunityMenu(db: Db, input: TestCommunityMenuInput = {}): Promise<CommunityMenu> {
  const [menu] = await db
    .insert(communityMenus)
    .values({
      brand: input.brand ?? 'a',
      slug: input.slug ?? testSlug('menu'),
      title: input.title ?? '테스트 메뉴',
      position: input.position ?? 0,
      isShortcut: input.isShortcut ?? false,
      bookmarkable: input.bookmarkable ?? false,
    })
    .returning();
  return menu!;
}

export interface TestCommunityBoardInput {
  brand?: BrandId;
  slug?: string;
  title?: string;
  description?: string;
  /** Every nickname on it presented as 익명. */
  anonymous?: boolean;
  /** An existing menu of the same brand, or the overrides of a new one made for this board. */
  menu?: CommunityMenu | Omit<TestCommunityMenuInput, 'brand'>;
}

export interface TestCommunityBoard extends CommunityBoard {
  menu: CommunityMenu;
}

/** A board of brand A by default, under a menu of its own unless `menu` is an existing one. */
export async function createCommunityBoard(db: Db, input: TestCommunityBoardInput = {}): Promise<TestCommunityBoard> {
  const brand = input.brand ?? 'a';
  const menu = input.menu && 'id' in input.menu ? input.menu : await createCommunityMenu(db, { ...input.menu, brand });
  const [board] = await db
    .insert(communityBoards)
    .values({
      brand,
      slug: input.slug ?? testSlug('board'),
      title: input.title ?? '테스트 게시판',
      description: input.description ?? '',
      anonymous: input.anonymous ?? false,
      menuId: menu.id,
    })
    .returning();
  return { ...board!, menu };
}

export interface TestCommunityPostInput {
  /** The member writing; null (the default) for a nickname-only post. */
  author?: User | null;
  nickname?: string;
  title?: string;
  body?: string;
  views?: number;
  createdAt?: Date;
  isNotice?: boolean;
}

/** A post through the write operation, so containsImage and containsYoutube come from the body. */
export async function createCommunityPost(
  db: Db,
  board: Pick<CommunityBoard, 'id'>,
  input: TestCommunityPostInput = {},
): Promise<CommunityPost> {
  const author = input.author ?? null;
  return createPostOperation(db, {
    boardId: board.id,
    author,
    nickname: input.nickname ?? (author ? undefined : '테스트작성자'),
    title: input.title ?? `테스트 글 ${randomBytes(3).toString('hex')}`,
    body: input.body ?? '<p>테스트 본문입니다.</p>',
    views: input.views,
    createdAt: input.createdAt,
    isNotice: input.isNotice,
  });
}

/** A comment (or, with parentId, a reply) under a post, nickname-only unless `author` is given. */
export async function createCommunityComment(
  db: Db,
  post: Pick<CommunityPost, 'id'>,
  input: { author?: User | null; nickname?: string; body?: string; createdAt?: Date; parentId?: number } = {},
): Promise<CommunityComment> {
  const author = input.author ?? null;
  const [board] = await db
    .select({ brand: communityBoards.brand })
    .from(communityBoards)
    .innerJoin(communityPosts, eq(communityPosts.boardId, communityBoards.id))
    .where(eq(communityPosts.id, post.id));
  const created = await createCommentOperation(db, {
    brand: board!.brand,
    postId: post.id,
    parentId: input.parentId ?? null,
    author,
    nickname: input.nickname ?? (author ? undefined : '댓글러'),
    body: input.body ?? '테스트 댓글입니다.',
    createdAt: input.createdAt,
  });
  return created.comment;
}
