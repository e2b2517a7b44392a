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

export const couponNotFound = () => new DomainError('invalid', 'COUPON_NOT_FOUND', '존재하지 않는 쿠폰 코드입니다.');

export const couponExpired = () => new DomainError('invalid', 'COUPON_EXPIRED', '사용 기간이 지난 쿠폰입니다.');

export const couponNotStarted = () => new DomainError('invalid', 'COUPON_NOT_STARTED', '아직 사용 기간이 시작되지 않은 쿠폰입니다.');

export const couponAlreadyRegistered = () => new DomainError('conflict', 'COUPON_ALREADY_REGISTERED', '이미 등록한 쿠폰입니다.');

/** The member coupon chosen on the order page is not the member's, used already, or does not fit the order. */
export const couponUnusable = () => new DomainError('invalid', 'COUPON_UNUSABLE', '이 주문에 사용할 수 없는 쿠폰입니다.');

export const couponMinAmount = (minOrderAmount: number) =>
  new DomainError('invalid', 'COUPON_MIN_AMOUNT', `${minOrderAmount.toLocaleString('ko-KR')}원 이상 주문에만 사용할 수 있는 쿠폰입니다.`);

export const pointsInvalid = (message: string) => new DomainError('invalid', 'POINTS_INVALID', message);

export const paymentAmountMismatch = () => new DomainError('invalid', 'PAYMENT_AMOUNT_MISMATCH', '결제 금액이 주문 금액과 다릅니다.');

/** A card order confirmed through the console route, or a bank transfer through Toss's success URL. */
export const paymentMethodMismatch = () => new DomainError('invalid', 'PAYMENT_METHOD_MISMATCH', '이 결제 수단으로 결제할 수 없는 주문입니다.');

/** The member already opened an exam of the order (ADR 28: a used order is not cancelled). */
export const orderUsed = () => new DomainError('conflict', 'ORDER_USED', '이미 응시를 시작한 시험이 있는 주문은 취소할 수 없습니다.');

export const orderNotCancellable = () => new DomainError('conflict', 'ORDER_NOT_CANCELLABLE', '이미 취소되었거나 취소할 수 없는 주문입니다.');

export const orderNotRefundRequested = () => new DomainError('conflict', 'ORDER_NOT_REFUND_REQUESTED', '환불 요청 상태인 주문만 환불 완료로 처리할 수 있습니다.');
