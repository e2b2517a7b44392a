/**
 * Pure display rules of the shop pages (unit-tested): order states, sort names and the order sheet's countdown.
 * Prices use the catalogue's formatPrice (no Intl, so server and browser print the same).
 */
import type { OrderStatus } from '../api/orders-api';
import type { ShopProductSort } from '../api/shop-products-api';
import { josaOf } from '../../config/korean-particle';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  AWAITING_DEPOSIT: '입금대기',
  AWAITING_PAYMENT: '결제대기',
  PAID: '결제완료',
  REFUND_REQUESTED: '환불요청',
  CANCELLED: '취소',
};

export const SORT_OPTIONS: ReadonlyArray<{ value: ShopProductSort; label: string }> = [
  { value: 'LATEST', label: '최신순' },
  { value: 'POPULAR', label: '인기순' },
  { value: 'PRICE_ASC', label: '낮은 가격순' },
];

/** The sort in the address, or 최신순 for anything else. */
export function sortFromQuery(value: unknown): ShopProductSort {
  const text = Array.isArray(value) ? value[0] : value;
  return SORT_OPTIONS.some((option) => option.value === text) ? (text as ShopProductSort) : 'LATEST';
}

/** Milliseconds left until `expiresAt` (never below 0). */
export function remainingMs(expiresAt: string | Date, now: number): number {
  return Math.max(0, new Date(expiresAt).getTime() - now);
}

/** `29:05` for the time left, rounded up to the second so 0:00 shows only once the sheet has expired. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** `29분 5초` for screen readers, which read `29:05` poorly. */
export function countdownLabel(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}분 ${total % 60}초`;
}

/** The cart's confirm question, the particle following the product's title inside its brackets. */
export function cartRemoveQuestion(productTitle: string): string {
  return `「${productTitle}」${josaOf(productTitle, '을/를')} 장바구니에서 뺄까요?`;
}
