/**
 * Who may register and publish versions of the brand's legal documents: ADMINs of that brand only (the text binds
 * the company; content editors write the FAQ, not the terms). A visitor is 401, anyone else 403, before anything is
 * read; each operation looks documents up within the admin's brand, so another brand's draft is not found.
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { ADMINS_ONLY_MESSAGE } from '../audit/audit-policy';
import { forbidden, unauthenticated } from '../errors/domain-error';

export interface LegalDocumentAdmin {
  readonly userId: string;
  readonly brand: BrandId;
}

export function authorizeLegalDocumentEditing(user: Pick<User, 'id' | 'brand' | 'role'> | null, brand: BrandId): LegalDocumentAdmin {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(ADMINS_ONLY_MESSAGE);
  return { userId: user.id, brand };
}
