/**
 * Who may read the audit log: ADMINs of the brand only. Content editors author exams but do not oversee other
 * operators; members and visitors are refused before anything is read (401 / 403).
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { forbidden, unauthenticated } from '../errors/domain-error';

export const ADMINS_ONLY_MESSAGE = '관리자만 이용할 수 있습니다.';

export function authorizeAuditReading(user: Pick<User, 'brand' | 'role'> | null, brand: BrandId): void {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(ADMINS_ONLY_MESSAGE);
}
