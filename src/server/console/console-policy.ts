/**
 * The console's dashboard (ADR 24): its counts are of the ADMIN queues, so only an ADMIN of the brand reads
 * them (a visitor 401, anyone else 403), as the queues' own policies decide for the lists.
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { ADMINS_ONLY_MESSAGE } from '../audit/audit-policy';
import { forbidden, unauthenticated } from '../errors/domain-error';

export function authorizeConsoleSummary(user: Pick<User, 'brand' | 'role'> | null | undefined, brand: BrandId): void {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(ADMINS_ONLY_MESSAGE);
}
