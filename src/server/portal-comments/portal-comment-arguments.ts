/**
 * Checks of the portal comment arguments before any query runs: the body (1–1000 characters once trimmed, no control
 * characters or lone surrogates, which PostgreSQL would refuse or store broken), ids, the one target and paging.
 */
import { parseChannelId } from '../channels/channel-arguments';
import { parsePostingId } from '../postings/posting-arguments';
import { PORTAL_COMMENT_MAX_LENGTH, portalCommentErrors } from './portal-comment-errors';

export const PORTAL_COMMENTS_DEFAULT_PAGE_SIZE = 20;
export const PORTAL_COMMENTS_MAX_PAGE_SIZE = 50;

export type PortalCommentTarget = { postingId: number } | { channelId: string };

// Line breaks and tabs are part of what people write; every other control character is not.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The body as stored: trimmed, 1–1000 characters (code points, so an emoji counts once). */
export function parseCommentBody(value: string): string {
  const body = value.trim();
  if (body.length === 0) throw portalCommentErrors.blank();
  if (CONTROL.test(body) || LONE_SURROGATE.test(body)) throw portalCommentErrors.badCharacters();
  if ([...body].length > PORTAL_COMMENT_MAX_LENGTH) throw portalCommentErrors.tooLong();
  return body;
}

/** Exactly one of a posting id and a channel id. */
export function parseCommentTarget(args: { postingId?: string | null; channelId?: string | null }): PortalCommentTarget {
  const hasPosting = args.postingId != null;
  const hasChannel = args.channelId != null;
  if (hasPosting === hasChannel) throw portalCommentErrors.invalidTarget();
  return hasPosting ? { postingId: parsePostingId(args.postingId!) } : { channelId: parseChannelId(args.channelId!) };
}

/** Comment ids are serial (int4). */
export function parseCommentId(value: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw portalCommentErrors.invalidId();
  return Number(value);
}

export function parseCommentPaging(args: { page?: number | null; pageSize?: number | null }): { page: number; pageSize: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? PORTAL_COMMENTS_DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw portalCommentErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PORTAL_COMMENTS_MAX_PAGE_SIZE) throw portalCommentErrors.invalidPage();
  return { page, pageSize };
}
