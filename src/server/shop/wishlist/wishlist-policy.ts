/**
 * Who may use a wishlist: a logged-in member of the shop's brand, on their own lines only. Operations take the
 * member's id from here and scope every statement by it, so another member's line is simply not found (404).
 */
import type { BrandId } from '../../../config/hosts';
import type { User } from '../../../db/schema';
import { notFound, unauthenticated } from '../../errors/domain-error';

export function authorizeWishlistUse(user: Pick<User, 'id' | 'brand'> | null, brand: BrandId): { userId: string } {
  if (!user) throw unauthenticated();
  // Sessions are per brand; a member of another brand has no wishlist here.
  if (user.brand !== brand) throw notFound();
  return { userId: user.id };
}
