/** Errors of the shop's my-page resources (wishlist, addresses; ADR 29), with stable codes and Korean messages. */
import { ADDRESS_MESSAGES } from '../../config/shop-address';
import { DomainError } from '../errors/domain-error';

export const wishlistItemNotFound = () => new DomainError('not-found', 'WISHLIST_ITEM_NOT_FOUND', '찜 목록에 없는 상품입니다.');

export const wishlistFull = (max: number) =>
  new DomainError('conflict', 'WISHLIST_FULL', `찜은 최대 ${max}개까지 할 수 있습니다. 찜 목록을 정리한 후 다시 시도해주세요.`);

export const addressNotFound = () => new DomainError('not-found', 'ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.');

export const addressLimit = () => new DomainError('conflict', 'ADDRESS_LIMIT', ADDRESS_MESSAGES.limit);

export const invalidAddress = (message: string) => new DomainError('invalid', 'INVALID_ADDRESS', message);
