/** Client-side checks of 비밀번호 찾기 and 이메일 찾기; the messages match the server's (the sign-up's password rule). */
import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from '../../config/password-rule';
import { type FieldErrors, MESSAGES, validateEmail } from './validation';

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  else if (!isAcceptablePassword(values.password)) errors.password = PASSWORD_RULE_MESSAGE;
  if (values.password && values.passwordConfirm !== values.password) errors.passwordConfirm = MESSAGES.passwordConfirm;
  return errors;
}

export function validateResetEmail(email: string): FieldErrors<'email'> {
  const error = validateEmail(email);
  return error ? { email: error } : {};
}

export interface FindEmailValues {
  name: string;
  phone: string;
}

export const FIND_EMAIL_MESSAGES = {
  nameRequired: '이름을 입력해주세요.',
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  phoneInvalid: '휴대폰 번호를 정확히 입력해주세요.',
} as const;

export function validateFindEmail(values: FindEmailValues): FieldErrors<keyof FindEmailValues> {
  const errors: FieldErrors<keyof FindEmailValues> = {};
  if (!values.name.trim()) errors.name = FIND_EMAIL_MESSAGES.nameRequired;
  const phone = values.phone.trim();
  if (!phone) errors.phone = FIND_EMAIL_MESSAGES.phoneRequired;
  else if (!/^0[\d\s-]{8,15}$/.test(phone) || !/^0\d{8,10}$/.test(phone.replace(/[\s-]/g, ''))) {
    errors.phone = FIND_EMAIL_MESSAGES.phoneInvalid;
  }
  return errors;
}
