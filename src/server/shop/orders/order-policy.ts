/**
 * Who may do what with orders: a member reads and places only their own (operations filter by the member's id, so
 * another member's sheet or order answers 404 like an unknown number); marking an order paid is for the brand's
 * ADMINs (ADR 13: payments are an ADMIN's), or the operator's command, which runs without a session.
 */
import type { BrandId } from '../../../config/hosts';
import type { User } from '../../../db/schema';
import { forbidden, notFound, unauthenticated } from '../../errors/domain-error';

export const ORDER_ADMINS_ONLY_MESSAGE = '관리자만 결제 완료로 처리할 수 있습니다.';

export function authorizeOwnOrders(user: Pick<User, 'id' | 'brand'> | null, brand: BrandId): { userId: string } {
  if (!user) throw unauthenticated();
  if (user.brand !== brand) throw notFound();
  return { userId: user.id };
}

export function authorizeMarkingPaid(user: Pick<User, 'id' | 'brand' | 'role'> | null, brand: BrandId): { actorId: string } {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(ORDER_ADMINS_ONLY_MESSAGE);
  return { actorId: user.id };
}
