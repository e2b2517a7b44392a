/** Checks of the community GraphQL's arguments (docs/CONTRACTS.md "Community"), before any query runs. */
import { hasBadTextCharacters } from '../comments/comment-arguments';
import { type Paging, parsePaging } from '../paging/parse-paging';
import { BOARD_SLUG } from './board-uri';
import { POST_BODY_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '../../contracts/community';
import { communityErrors } from './community-errors';

export const EMBEDDABLE_POSTS_DEFAULT_PAGE_SIZE = 5;
export const EMBEDDABLE_POSTS_MAX_PAGE_SIZE = 50;

/** Menu and board ids are serial (int4) columns; anything else cannot name a row. */
const INT4_MAX = 2_147_483_647;

export function parseBoardSlug(value: string): string {
  if (!BOARD_SLUG.test(value)) throw communityErrors.invalidBoardSlug();
  return value;
}

/** A GraphQL ID as a positive int4, or null when it is not one. */
export function parseSerialId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT4_MAX ? id : null;
}

export function parseBoardId(value: string): number {
  const id = parseSerialId(value);
  if (id === null) throw communityErrors.invalidBoardId();
  return id;
}

export function parseMenuId(value: string): number {
  const id = parseSerialId(value);
  if (id === null) throw communityErrors.invalidMenuId();
  return id;
}

export type PostPaging = Paging;

/** `page` from 1 (default 1), `pageSize` 1..50 (default 5); 400 INVALID_PAGE otherwise. */
export function parsePostPaging(args: { page?: number | null; pageSize?: number | null }): PostPaging {
  return parsePaging(args, {
    defaultPageSize: EMBEDDABLE_POSTS_DEFAULT_PAGE_SIZE,
    maxPageSize: EMBEDDABLE_POSTS_MAX_PAGE_SIZE,
    invalid: communityErrors.invalidPage,
  });
}

export const BOARD_POSTS_DEFAULT_PAGE_SIZE = 20;
export const COMMUNITY_POST_SORTS = ['LATEST', 'VIEWS', 'COMMENTS'] as const;
export type CommunityPostSort = (typeof COMMUNITY_POST_SORTS)[number];

/** boardPosts: `page` from 1, `pageSize` 1..50 (default 20), sort LATEST unless given; 400 INVALID_PAGE otherwise. */
export function parseBoardPostsArgs(args: {
  page?: number | null;
  pageSize?: number | null;
  sort?: string | null;
}): PostPaging & { sort: CommunityPostSort } {
  const paging = parsePaging(args, {
    defaultPageSize: BOARD_POSTS_DEFAULT_PAGE_SIZE,
    maxPageSize: EMBEDDABLE_POSTS_MAX_PAGE_SIZE,
    maxPage: 100_000,
    invalid: communityErrors.invalidPage,
  });
  const sort = args.sort ?? 'LATEST';
  // GraphQL's enum already refuses anything else; kept for callers that are not the schema.
  if (!(COMMUNITY_POST_SORTS as readonly string[]).includes(sort)) throw communityErrors.invalidPage();
  return { ...paging, sort: sort as CommunityPostSort };
}

/** A post id (bigserial, read as a positive int4 like every id the API takes); 400 INVALID_POST_ID otherwise. */
export function parsePostId(value: string): number {
  const id = parseSerialId(value);
  if (id === null) throw communityErrors.invalidPostId();
  return id;
}

export interface CommunityPostFields {
  /** Trimmed, 1–100 characters; plain text (rendered as text, never as HTML). */
  title: string;
  /** As sent, at most 50,000 characters; sanitised by the operation, which also refuses a body left empty. */
  body: string;
  /** Asked for explicitly; null when not given (a new post is no notice, an edit keeps what the post was). */
  isNotice: boolean | null;
}

/**
 * A post's title and body (createCommunityPost, updateCommunityPost): 400 for a blank or too long title and for
 * characters PostgreSQL cannot keep, 413 for a body over 50,000 characters (code points, counted before sanitising).
 */
export function parseCommunityPostInput(input: { title: string; bodyHtml: string; isNotice?: boolean | null }): CommunityPostFields {
  const title = input.title.trim();
  if (title.length === 0) throw communityErrors.titleBlank();
  // A title is one line: no line breaks or tabs either.
  if (/[\t\n\r]/.test(title) || hasBadTextCharacters(title)) throw communityErrors.titleBadCharacters();
  if ([...title].length > POST_TITLE_MAX_LENGTH) throw communityErrors.titleTooLong();
  const body = input.bodyHtml;
  // Counting code points of a huge string costs its length: the UTF-16 length bounds it from above first.
  if (body.length > POST_BODY_MAX_LENGTH && [...body].length > POST_BODY_MAX_LENGTH) throw communityErrors.bodyTooLarge();
  if (hasBadTextCharacters(body)) throw communityErrors.bodyBadCharacters();
  return { title, body, isNotice: input.isNotice ?? null };
}
