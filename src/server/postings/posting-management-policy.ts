/**
 * Who may manage and review postings — the one place for these rules (ADR 25):
 * - a visitor is refused with 401, an individual member with 403 (postings are companies' to write);
 * - a company manages postings only once an operator has approved its sign-up (403 with the channel-unavailable
 *   sentence of spec §6), and writes them only under an active channel of its own (403 otherwise: a company posts
 *   under its channel, and a paused channel's page would be a dead link on every new posting);
 * - a company sees and changes only its own postings: another's is 404, as if it did not exist (drafts are private,
 *   and a 403 would confirm that an id is someone's draft);
 * - only an ADMIN of the posting's brand, on that brand's host, approves or rejects a submitted posting (REST and
 *   GraphQL alike).
 */
import type { User } from '../../db/schema';
import { CORPORATE_ONLY_MESSAGE, UNAPPROVED_CHANNEL_MESSAGE } from '../accounts/corporate-account-policy';
import { forbidden, unauthenticated } from '../errors/domain-error';
import { postingErrors } from './posting-errors';

export const NO_ACTIVE_CHANNEL_MESSAGE = '채널을 만들거나 다시 운영해야 공고를 등록할 수 있습니다. 채널 관리에서 채널을 확인해주세요.';
export const POSTING_REVIEWER_ONLY_MESSAGE = '공고 검토는 운영자만 할 수 있습니다.';

export interface PostingManager {
  readonly userId: string;
  readonly brand: User['brand'];
}

export interface PostingReviewer {
  readonly userId: string;
  readonly brand: User['brand'];
}

type Actor = Pick<User, 'id' | 'brand' | 'type' | 'role' | 'corporateApprovedAt'> | null | undefined;

/** The approved corporate member who may manage their own postings. */
export function authorizePostingManaging(user: Actor): PostingManager {
  if (!user) throw unauthenticated();
  if (user.type !== 'CORPORATE') throw forbidden(CORPORATE_ONLY_MESSAGE);
  if (!user.corporateApprovedAt) throw forbidden(UNAPPROVED_CHANNEL_MESSAGE);
  return { userId: user.id, brand: user.brand };
}

/** Writing a posting needs the company's channel to be active (an operation passes the channel it found, or null). */
export function assertCanPostUnder(channel: { deactivatedAt: Date | null } | null | undefined): asserts channel {
  if (!channel || channel.deactivatedAt) throw forbidden(NO_ACTIVE_CHANNEL_MESSAGE);
}

/** 404 unless the posting is the manager's own (its channel is theirs, in their brand). */
export function assertOwnsPosting(manager: PostingManager, found: { ownerId: string; brand: string } | null | undefined): asserts found {
  if (!found || found.ownerId !== manager.userId || found.brand !== manager.brand) throw postingErrors.notFound();
}

/**
 * An ADMIN of the host's brand, reviewing postings of that brand: an ADMIN whose account is of the other brand is
 * refused on this one (403), as the console's other policies do. Every transport passes the request's brand (the
 * console's REST routes and the portal's GraphQL alike), so approving is authorised the same way on either.
 */
export function authorizePostingReview(user: Actor, hostBrand: User['brand']): PostingReviewer {
  if (!user) throw unauthenticated();
  if (user.role !== 'ADMIN' || user.brand !== hostBrand) throw forbidden(POSTING_REVIEWER_ONLY_MESSAGE);
  return { userId: user.id, brand: user.brand };
}
