/**
 * Who may work the console's report queue (ADR 24): an ADMIN of the brand, as for moderation on the post
 * page (ADR 20: a CONTENT_EDITOR writes notices but does not judge members' posts). A visitor 401, anyone else 403,
 * before any report is read.
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { ADMINS_ONLY_MESSAGE } from '../audit/audit-policy';
import { forbidden, unauthenticated } from '../errors/domain-error';
import type { PostActor } from './community-post-policy';

export function communityReportReviewerOf(user: Pick<User, 'id' | 'brand' | 'role'> | null | undefined, brand: BrandId): PostActor {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(ADMINS_ONLY_MESSAGE);
  return { userId: user.id, role: user.role };
}
