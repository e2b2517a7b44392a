/** Errors of the shop's purchase routes, with the codes and Korean messages of the shop catalogue (spec §8). */
import { DomainError } from '../errors/domain-error';

/** A line asks for more than the most one member may buy (an exam: one). */
export const quantityExceeded = () => new DomainError('invalid', 'O8002', '최대 구매 가능 수량을 초과했습니다.');

/** The member already holds the most they may buy: the exam is already theirs. */
export const alreadyOwned = () => new DomainError('invalid', 'O8003', '최대 구매 가능 수량을 초과했습니다.');

export const productNotFound = () => new DomainError('not-found', 'PRODUCT_NOT_FOUND', '판매 중인 상품을 찾을 수 없습니다.');

export const orderSheetNotFound = () => new DomainError('not-found', 'ORDER_SHEET_NOT_FOUND', '주문서를 찾을 수 없습니다.');
