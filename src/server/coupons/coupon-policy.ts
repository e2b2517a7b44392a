/**
 * Who may do what with the brand's coupons (ADR 33): reading the console's list, creating, ending early and
 * issuing are for the brand's ADMINs only — a coupon is money (ADR 13: payments are an ADMIN's), so a CONTENT_EDITOR
 * is refused like a member (403) and a visitor must log in (401). Brand A has no shop: its coupons do not exist (404).
 */
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { forbidden, notFound, unauthenticated } from '../errors/domain-error';

export const COUPON_ADMINS_ONLY_MESSAGE = '관리자만 쿠폰을 관리할 수 있습니다.';
export const NO_SHOP_MESSAGE = '이 브랜드에는 쇼핑몰이 없습니다.';

export function authorizeCouponAdmin(user: Pick<User, 'id' | 'brand' | 'role'> | null, brand: BrandId): { actorId: string } {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || user.role !== 'ADMIN') throw forbidden(COUPON_ADMINS_ONLY_MESSAGE);
  return { actorId: user.id };
}

/** A write on a brand without a shop finds no coupon to change (the list simply answers empty). */
export function requireShop(brand: BrandId): void {
  if (!getBrand(brand).hasShop) throw notFound(NO_SHOP_MESSAGE);
}
