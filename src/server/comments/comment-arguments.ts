/**
 * Checks of comment arguments every thread shares, before any query runs: the body (1–1000 characters once trimmed,
 * no control characters or lone surrogates, which PostgreSQL would refuse or store broken), comment ids and paging.
 */
import { COMMENTS_DEFAULT_PAGE_SIZE, COMMENTS_MAX_PAGE_SIZE } from '../../contracts/constants';
import { type Paging, parsePaging } from '../paging/parse-paging';
import { COMMENT_MAX_LENGTH, commentErrors } from './comment-errors';

// Line breaks and tabs are part of what people write; every other control character is not.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters other than line breaks and tabs, or lone surrogates: text the database cannot keep whole. */
export function hasBadTextCharacters(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** The body as stored: trimmed, 1–1000 characters (code points, so an emoji counts once). */
export function parseCommentBody(value: string): string {
  const body = value.trim();
  if (body.length === 0) throw commentErrors.blank();
  if (hasBadTextCharacters(body)) throw commentErrors.badCharacters();
  if ([...body].length > COMMENT_MAX_LENGTH) throw commentErrors.tooLong();
  return body;
}

/** Comment ids as positive int4 numbers (the bigserial columns stay far below that). */
export function parseCommentId(value: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw commentErrors.invalidId();
  return Number(value);
}

export function parseCommentPaging(args: { page?: number | null; pageSize?: number | null }): Paging {
  return parsePaging(args, {
    defaultPageSize: COMMENTS_DEFAULT_PAGE_SIZE,
    maxPageSize: COMMENTS_MAX_PAGE_SIZE,
    maxPage: 100_000,
    invalid: commentErrors.invalidPage,
  });
}
