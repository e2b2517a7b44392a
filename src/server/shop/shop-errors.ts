/** Errors of the shop's purchase routes, with the codes and Korean messages of the shop catalogue (spec §8). */
import { DomainError } from '../errors/domain-error';

/** A line asks for more than the most one member may buy (an exam: one). */
export const quantityExceeded = () => new DomainError('invalid', 'O8002', '최대 구매 가능 수량을 초과했습니다.');

/** The member already holds the most they may buy: the exam is already theirs. */
export const alreadyOwned = () => new DomainError('invalid', 'O8003', '최대 구매 가능 수량을 초과했습니다.');

export const productNotFound = () => new DomainError('not-found', 'PRODUCT_NOT_FOUND', '판매 중인 상품을 찾을 수 없습니다.');

export const orderSheetNotFound = () => new DomainError('not-found', 'ORDER_SHEET_NOT_FOUND', '주문서를 찾을 수 없습니다.');

export const categoryNotFound = () => new DomainError('not-found', 'CATEGORY_NOT_FOUND', '분류를 찾을 수 없습니다.');

/** Spec §8 O8004, worded as the client's catalogue (src/web/api/error-catalogue.ts) says it. */
export const alreadyInCart = () =>
  new DomainError('conflict', 'O8004', '이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.');

/** Spec §8 CART0001: the cart holds CART_MAX_ITEMS lines at most. */
export const cartFull = () =>
  new DomainError('conflict', 'CART0001', '장바구니에 담을 수 있는 최대 상품 수를 초과했습니다. 상품을 삭제한 후 다시 담아주세요.');

export const cartItemNotFound = () => new DomainError('not-found', 'CART_ITEM_NOT_FOUND', '장바구니에 없는 상품입니다.');

export const orderNotFound = () => new DomainError('not-found', 'ORDER_NOT_FOUND', '주문을 찾을 수 없습니다.');

/** The sheet's 30 minutes (ADR 7) ran out before the order was placed. */
export const orderSheetExpired = () =>
  new DomainError('conflict', 'ORDER_SHEET_EXPIRED', '주문서의 결제 가능 시간(30분)이 지났습니다. 주문서를 새로 만들어주세요.');

/** A sheet paid or cancelled already, or placed as an order with other details. */
export const orderSheetClosed = () => new DomainError('conflict', 'ORDER_SHEET_CLOSED', '이미 주문이 완료된 주문서입니다.');

export const orderCancelled = () => new DomainError('conflict', 'ORDER_CANCELLED', '취소된 주문은 결제 완료로 바꿀 수 없습니다.');
