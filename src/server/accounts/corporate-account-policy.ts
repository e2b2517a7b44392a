/**
 * Who may do what with a corporate account (ADR 22): the company edits its own profile (a visitor 401, an
 * individual member 403); an ADMIN of the brand reviews sign-ups (approve, reject). Operations take the ids this
 * policy hands out, so a company only ever reaches its own row and an operator only their brand's accounts.
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { ADMINS_ONLY_MESSAGE } from '../audit/audit-policy';
import { forbidden, unauthenticated } from '../errors/domain-error';

export const CORPORATE_ONLY_MESSAGE = '기업회원만 이용할 수 있는 서비스입니다.';
/**
 * Spec §6's channel-unavailable sentence for a company not (or no longer) approved: channel management and posting
 * management both refuse with it, so it lives here, below both.
 */
export const UNAPPROVED_CHANNEL_MESSAGE = '기업회원 가입 승인이 완료되지 않아 채널 서비스를 이용할 수 없습니다.';

export interface CorporateOwner {
  userId: string;
  brand: BrandId;
}

/** The corporate member whose own profile the caller may read and change. */
export function corporateOwnerOf(user: Pick<User, 'id' | 'brand' | 'type'> | null | undefined): CorporateOwner {
  if (!user) throw unauthenticated();
  if (user.type !== 'CORPORATE') throw forbidden(CORPORATE_ONLY_MESSAGE);
  return { userId: user.id, brand: user.brand };
}

/** The operator who may approve or reject the brand's corporate sign-ups: an ADMIN of that brand. */
export function corporateReviewerOf(user: Pick<User, 'id' | 'brand' | 'role'> | null | undefined, brand: BrandId): { actorId: string } {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(ADMINS_ONLY_MESSAGE);
  return { actorId: user.id };
}
