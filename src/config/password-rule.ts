/**
 * The sign-up's password rule (letters and digits, 8~64자), for the forms and operations that set a new password
 * outside sign-up (비밀번호 재설정), so a member meets one rule wherever they choose a password.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const PASSWORD_RULE_MESSAGE = '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.';

export function isAcceptablePassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /[A-Za-z]/.test(password) && /\d/.test(password)
  );
}
