/** Korean errors of /profile (docs/CONTRACTS.md "Profile"); the sign-up's own messages where the rule is the same. */
import { DELETE_CONFIRM_PHRASE } from '../../contracts/profile';
import { DomainError } from '../errors/domain-error';
import { josaOf } from '../../config/korean-particle';

const bad = (code: string, message: string) => () => new DomainError('invalid', code, message);

export const profileErrors = {
  nameRequired: bad('INVALID_NAME', '이름을 입력해주세요.'),
  nameLength: bad('INVALID_NAME', '이름은 2~20자로 입력해주세요.'),
  nicknameLength: bad('INVALID_NICKNAME', '닉네임은 20자 이하로 입력해주세요.'),
  invalidPhone: bad('INVALID_PHONE', '휴대폰 번호 형식이 올바르지 않습니다.'),
  invalidBirthYear: (max: number) => new DomainError('invalid', 'INVALID_BIRTH_YEAR', `출생연도는 1900년부터 ${max}년 사이로 입력해주세요.`),
  schoolLength: bad('INVALID_SCHOOL', '학교명은 50자 이하로 입력해주세요.'),
  majorLength: bad('INVALID_MAJOR', '전공은 50자 이하로 입력해주세요.'),
  invalidText: bad('INVALID_TEXT', '입력할 수 없는 문자가 포함되어 있습니다.'),
  invalidNotificationKind: bad('INVALID_NOTIFICATION_KIND', '알림 종류가 올바르지 않습니다.'),
  emailRequired: bad('INVALID_EMAIL', '이메일을 입력해주세요.'),
  emailInvalid: bad('INVALID_EMAIL', '잘못된 이메일 형식입니다.'),
  sameEmail: bad('SAME_EMAIL', '지금 사용 중인 이메일입니다.'),
  emailTaken: () => new DomainError('conflict', 'EMAIL_TAKEN', '이미 가입된 이메일입니다.'),
  passwordRequired: bad('PASSWORD_REQUIRED', '현재 비밀번호를 입력해주세요.'),
  wrongPassword: bad('WRONG_PASSWORD', '현재 비밀번호가 올바르지 않습니다.'),
  newPasswordRule: bad('INVALID_PASSWORD', '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.'),
  newPasswordConfirm: bad('PASSWORD_MISMATCH', '새 비밀번호가 일치하지 않습니다.'),
  samePassword: bad('SAME_PASSWORD', '새 비밀번호가 지금 비밀번호와 같습니다.'),
  codeFormat: bad('INVALID_CODE', '인증번호 6자리 숫자를 입력해주세요.'),
  noEmailChange: bad('NO_EMAIL_CHANGE', '진행 중인 이메일 변경이 없습니다. 인증번호를 다시 요청해주세요.'),
  codeExpired: bad('CODE_EXPIRED', '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.'),
  tooManyAttempts: bad('TOO_MANY_ATTEMPTS', '인증번호를 5번 틀렸습니다. 인증번호를 다시 요청해주세요.'),
  wrongCode: (left: number) => new DomainError('invalid', 'WRONG_CODE', `인증번호가 올바르지 않습니다. (남은 입력 ${left}회)`),
  deleteConfirm: bad('DELETE_NOT_CONFIRMED', `탈퇴를 확인하려면 '${DELETE_CONFIRM_PHRASE}'${josaOf(DELETE_CONFIRM_PHRASE, '을/를')} 입력해주세요.`),
  corporateDelete: () =>
    new DomainError('forbidden', 'CORPORATE_DELETE', '기업회원 탈퇴는 고객센터로 문의해주세요.'),
};
