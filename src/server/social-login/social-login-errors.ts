/** Korean errors of the social login; the login page shows the failures of a callback by code. */
import { DomainError } from '../errors/domain-error';
import { SOCIAL_PROVIDER_LABELS as PROVIDER_LABELS } from '../../config/social-login';
import type { SocialProvider } from '../../db/schema';

export { SOCIAL_FAILURE_CODES, type SocialFailureCode, socialFailureMessage } from '../../config/social-login';

export const socialLoginErrors = {
  unknownProvider: () => new DomainError('not-found', 'SOCIAL_PROVIDER_UNAVAILABLE', '사용할 수 없는 로그인 방법입니다.'),
  signupExpired: () =>
    new DomainError('not-found', 'SOCIAL_SIGNUP_EXPIRED', '소셜 로그인 정보가 만료되었습니다. 처음부터 다시 시도해주세요.'),
  notLinking: () => new DomainError('invalid', 'SOCIAL_SIGNUP_NOT_LINKING', '연결할 기존 계정이 없습니다. 회원가입을 완료해주세요.'),
  linking: () => new DomainError('invalid', 'SOCIAL_SIGNUP_LINKING', '이미 가입된 이메일입니다. 비밀번호를 확인해 계정을 연결해주세요.'),
  wrongPassword: () => new DomainError('invalid', 'WRONG_PASSWORD', '비밀번호가 올바르지 않습니다.'),
  nickname: () => new DomainError('invalid', 'INVALID_NICKNAME', '닉네임은 2~20자로 입력해주세요.'),
  emailRequired: () => new DomainError('invalid', 'EMAIL_REQUIRED', '이메일을 입력해주세요.'),
  emailFormat: () => new DomainError('invalid', 'INVALID_EMAIL', '잘못된 이메일 형식입니다.'),
  emailTaken: () =>
    new DomainError('conflict', 'EMAIL_TAKEN', '이미 가입된 이메일입니다. 이메일로 로그인한 뒤 프로필에서 연결해주세요.'),
  alreadyLinked: (provider: SocialProvider) =>
    new DomainError('conflict', 'SOCIAL_ALREADY_LINKED', `이 ${PROVIDER_LABELS[provider]} 계정은 이미 다른 회원과 연결되어 있습니다.`),
  notLinked: () => new DomainError('not-found', 'SOCIAL_NOT_LINKED', '연결되지 않은 로그인 방법입니다.'),
  lastMethod: () =>
    new DomainError('conflict', 'LAST_LOGIN_METHOD', '다른 로그인 방법이 없어 연결을 해제할 수 없습니다. 비밀번호를 먼저 설정해주세요.'),
};
