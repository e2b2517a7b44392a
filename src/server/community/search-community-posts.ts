/**
 * Community post search (within a board and across the brand's community; docs/CONTRACTS.md "Community").
 * It lives with the community, not in src/server/search, because it reads the community's rows (standingPost,
 * postListColumns) while the community's writers need its columns: the search module may not depend on the
 * community (the domain-cycle rule of .dependency-cruiser-folders.cjs; channels search the same way). How a query
 * matches is the shared Korean match of src/server/search/text-match.ts, as for postings and certificates.
 *
 * A post is found by its title, its author's nickname (never on an anonymous board: the search must not tell who
 * wrote an anonymous post) and the start of its body text, kept as jamo and 초성 in `community_posts.search_jamo` and
 * `search_choseong` (GIN trigram indexes, drizzle/0015). Ranking: more words found as written first, then closer
 * words, then newest. Only standing posts are searched, with the same condition every list has.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityPosts } from '../../db/schema';
import { searchColumnValues, textMatch } from '../search/text-match';
import type { PostPaging } from './community-arguments';
import { type PostListRow, postListColumns, standingPost } from './community-post-rows';
import { type BoardView, type ViewOptions, findBoardViewsById, getBoardViewBySlug } from './community-views';
import { contentText } from './post-content';

/**
 * Characters (code points) of a post's body text that are searchable: its start, where a post says what it is
 * about. A body may hold 50,000 characters; indexing all of it would multiply the trigram index and the cost of
 * every write and of word_similarity per matching row, for words deep inside long posts that nobody searches by.
 * 2,000 characters is a long post's first screens, ten times what a list shows.
 */
export const SEARCH_BODY_TEXT_LENGTH = 2_000;

/** Words of a query that count, as on the portal. */
const MAX_QUERY_WORDS = 8;

export interface CommunityPostSearchSource {
  title: string;
  /** As kept with the post; left out on an anonymous board. */
  nickname: string;
  /** The body as plain text (contentText); only its first SEARCH_BODY_TEXT_LENGTH characters count. */
  bodyText: string;
  /** The post's board is anonymous. */
  anonymous: boolean;
}

/** The search columns of a post (pure): title, nickname unless anonymous, and the start of the body text. */
export function communityPostSearchColumns(input: CommunityPostSearchSource) {
  const characters = Array.from(input.bodyText);
  const bodyText = characters.length <= SEARCH_BODY_TEXT_LENGTH ? input.bodyText : characters.slice(0, SEARCH_BODY_TEXT_LENGTH).join('');
  const parts = input.anonymous ? [input.title, bodyText] : [input.title, input.nickname, bodyText];
  return searchColumnValues(parts.join(' '));
}

/** The search columns of a stored body (sanitised HTML or plain text) with its title, nickname and board. */
export function communityPostSearchColumnsOfBody(input: Omit<CommunityPostSearchSource, 'bodyText'> & { body: string }) {
  return communityPostSearchColumns({ ...input, bodyText: contentText(input.body, SEARCH_BODY_TEXT_LENGTH) });
}

/** Whether the board a new post goes on is anonymous (its nickname must stay out of the columns). */
export async function isAnonymousBoard(db: Db, boardId: number): Promise<boolean> {
  const [board] = await db
    .select({ anonymous: communityBoards.anonymous })
    .from(communityBoards)
    .where(eq(communityBoards.id, boardId));
  return board?.anonymous ?? false;
}

/** What a rewrite keeps of a post for its search columns: the nickname and its board's anonymity. */
export async function postSearchIdentity(db: Db, postId: number): Promise<{ nickname: string; anonymous: boolean } | null> {
  const [row] = await db
    .select({ nickname: communityPosts.nickname, anonymous: communityBoards.anonymous })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(eq(communityPosts.id, postId));
  return row ?? null;
}

export interface CommunityPostSearchInput {
  brand: BrandId;
  query: string;
  /** One board of the brand (already looked up), or the whole community when absent. */
  boardId?: number | null;
  page: number;
  pageSize: number;
}

export interface CommunityPostSearchResult {
  /** Every matching standing post. */
  totalCount: number;
  /** The page asked for, best match first; empty past the end. */
  rows: PostListRow[];
}

/** Standing posts of `brand` (or of one board) matching `query`, one page; blank text matches nothing. */
export async function searchCommunityPosts(db: Db, input: CommunityPostSearchInput): Promise<CommunityPostSearchResult> {
  const found = textMatch({ jamo: communityPosts.searchJamo, choseong: communityPosts.searchChoseong }, input.query, {
    maxWords: MAX_QUERY_WORDS,
  });
  if (!found) return { totalCount: 0, rows: [] };
  // The brand is the board's: posts carry none of their own.
  const where: SQL = and(
    standingPost,
    eq(communityBoards.brand, input.brand),
    input.boardId == null ? undefined : eq(communityPosts.boardId, input.boardId),
    found.match,
  )!;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(where);
  const totalCount = counted?.n ?? 0;
  const offset = (input.page - 1) * input.pageSize;
  if (offset >= totalCount) return { totalCount, rows: [] };
  const rows = await db
    .select(postListColumns)
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(where)
    .orderBy(...found.rank, desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(input.pageSize)
    .offset(offset);
  return { totalCount, rows };
}

export interface CommunitySearchPage {
  totalCount: number;
  /** Best match first. */
  posts: PostListRow[];
  /** The board of every post on the page, as the viewer sees it (presented with each post, like board lists). */
  boards: Map<number, BoardView>;
}

/**
 * searchCommunityPosts as the API answers it: within the board of `boardSlug` (404 BOARD_NOT_FOUND when the brand
 * has none) or across the community, with each post's board.
 */
export async function findCommunitySearchPage(
  db: Db,
  input: { brand: BrandId; query: string; boardSlug: string | null; paging: PostPaging } & ViewOptions,
): Promise<CommunitySearchPage> {
  const board = input.boardSlug
    ? await getBoardViewBySlug(db, { brand: input.brand, boardSlug: input.boardSlug, viewerId: input.viewerId, now: input.now })
    : null;
  const { totalCount, rows } = await searchCommunityPosts(db, {
    brand: input.brand,
    query: input.query,
    boardId: board?.id ?? null,
    ...input.paging,
  });
  const boards = board
    ? new Map([[board.id, board]])
    : await findBoardViewsById(db, { brand: input.brand, boardIds: rows.map((row) => row.boardId), viewerId: input.viewerId, now: input.now });
  return { totalCount, posts: rows, boards };
}
