/**
 * Who may touch notifications: a member, and only their own. Every operation of this folder is scoped by the user id
 * this policy hands out (`where user_id = …`), so another member's notification is simply not found; a visitor is
 * refused before anything is read.
 */
import type { User } from '../../db/schema';
import { unauthenticated } from '../errors/domain-error';

/** The id whose notifications the caller may read and change; 401 for a visitor. */
export function notificationOwnerOf(user: Pick<User, 'id'> | null | undefined): string {
  if (!user) throw unauthenticated();
  return user.id;
}
