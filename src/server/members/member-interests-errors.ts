/** Korean errors of a member's interests (/manage/welcome, docs/CONTRACTS.md "Portal notifications and 추천"). */
import { MEMBER_INTERESTS_MAX } from '../../contracts/member-interests';
import { DomainError } from '../errors/domain-error';

export const memberInterestErrors = {
  invalidInterest: () => new DomainError('invalid', 'INVALID_INTEREST', '관심 분야가 올바르지 않습니다.'),
  invalidTarget: () => new DomainError('invalid', 'INVALID_TARGET', '대상 구분이 올바르지 않습니다.'),
  tooManyInterests: () => new DomainError('invalid', 'TOO_MANY_INTERESTS', `관심 분야는 ${MEMBER_INTERESTS_MAX}개까지 고를 수 있어요.`),
  tooManyTargets: () => new DomainError('invalid', 'TOO_MANY_TARGETS', `대상 구분은 ${MEMBER_INTERESTS_MAX}개까지 고를 수 있어요.`),
};
