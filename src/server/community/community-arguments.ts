/** Checks of the community GraphQL's arguments (docs/CONTRACTS.md "Community"), before any query runs. */
import { BOARD_SLUG } from './board-uri';
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

export interface PostPaging {
  page: number;
  pageSize: number;
}

/** `page` from 1 (default 1), `pageSize` 1..50 (default 5); 400 INVALID_PAGE otherwise. */
export function parsePostPaging(args: { page?: number | null; pageSize?: number | null }): PostPaging {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? EMBEDDABLE_POSTS_DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw communityErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > EMBEDDABLE_POSTS_MAX_PAGE_SIZE) {
    throw communityErrors.invalidPage();
  }
  return { page, pageSize };
}
