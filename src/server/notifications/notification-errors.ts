/** Korean errors of the portal notifications (docs/CONTRACTS.md "Portal notifications"). */
import { NOTIFICATIONS_MAX_IDS } from '../../contracts/notifications';
import { DomainError } from '../errors/domain-error';

export const notificationErrors = {
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  invalidId: () => new DomainError('invalid', 'INVALID_ID', '알림 번호가 올바르지 않습니다.'),
  tooManyIds: () => new DomainError('invalid', 'INVALID_ID', `알림은 한 번에 ${NOTIFICATIONS_MAX_IDS}개까지 읽음 처리할 수 있습니다.`),
};
