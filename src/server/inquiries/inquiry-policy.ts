/**
 * Who may do what with customer inquiries (ADR 30) — the one place for these rules:
 * - sending one is open to anyone (spec §5; createSuggestion);
 * - reading the queue, answering and closing are an ADMIN's of the inquiry's brand (a visitor 401, anyone else 403):
 *   an inquiry holds a customer's email and words, and the reply speaks for the company;
 * - a member reads only their own inquiries, of their own brand: the operations filter by the member's id, so
 *   another member's inquiry answers 404 like an unknown one.
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { ADMINS_ONLY_MESSAGE } from '../audit/audit-policy';
import { forbidden, notFound, unauthenticated } from '../errors/domain-error';

export interface InquiryOperator {
  readonly actorId: string;
  readonly brand: BrandId;
}

export function authorizeInquiryHandling(user: Pick<User, 'id' | 'brand' | 'role'> | null | undefined, brand: BrandId): InquiryOperator {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(ADMINS_ONLY_MESSAGE);
  return { actorId: user.id, brand };
}

export function authorizeOwnInquiries(user: Pick<User, 'id' | 'brand'> | null | undefined, brand: BrandId): { userId: string; brand: BrandId } {
  if (!user) throw unauthenticated();
  // A session of the other brand cannot exist on this host (ADR 4); refuse it as nothing to find all the same.
  if (user.brand !== brand) throw notFound();
  return { userId: user.id, brand };
}
