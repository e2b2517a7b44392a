/**
 * Who may read and change a profile: a logged-in member, and only their own. Every operation of this folder takes the
 * user id this policy hands out (`where id = …`), so there is no other member's row to reach; a visitor is refused
 * before anything is read. Deleting an account is for individual members: a corporate account holds a channel and
 * its postings, whose handover the corporate service arranges, so it is refused here.
 */
import type { User } from '../../db/schema';
import { unauthenticated } from '../errors/domain-error';
import { profileErrors } from './profile-errors';

export interface ProfileOwner {
  userId: string;
  brand: User['brand'];
}

/** The member whose profile the caller may read and change; 401 for a visitor. */
export function profileOwnerOf(user: Pick<User, 'id' | 'brand'> | null | undefined): ProfileOwner {
  if (!user) throw unauthenticated();
  return { userId: user.id, brand: user.brand };
}

/** The member who may delete their own account: an individual member; 401 for a visitor, 403 for a corporate one. */
export function accountDeleterOf(user: Pick<User, 'id' | 'brand' | 'type'> | null | undefined): ProfileOwner {
  const owner = profileOwnerOf(user);
  if (user!.type !== 'NORMAL') throw profileErrors.corporateDelete();
  return owner;
}
