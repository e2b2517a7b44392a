/**
 * Who may read and change delivery addresses: a logged-in member of the shop's brand, their own rows only. Every
 * address operation filters by the user id handed out here, so another member's address is 404 like an unknown one.
 */
import type { BrandId } from '../../../config/hosts';
import type { User } from '../../../db/schema';
import { notFound, unauthenticated } from '../../errors/domain-error';

export function authorizeAddressUse(user: Pick<User, 'id' | 'brand'> | null, brand: BrandId): { userId: string } {
  if (!user) throw unauthenticated();
  // Sessions are per brand; a member of another brand keeps no addresses here.
  if (user.brand !== brand) throw notFound();
  return { userId: user.id };
}
