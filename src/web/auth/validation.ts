/** Client-side checks of the login and register forms; messages match the server's (docs/CONTRACTS.md). */
import type { UserType } from '../api/auth-api';

/** Same pattern as the inquiry form and the server (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '잘못된 이메일 형식입니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordRule: '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.',
  passwordConfirm: '비밀번호가 일치하지 않습니다.',
  usernameRequired: '이름을 입력해주세요.',
  usernameLength: '이름은 2~20자로 입력해주세요.',
  nicknameLength: '닉네임은 20자 이하로 입력해주세요.',
  companyRequired: '회사명을 입력해주세요.',
  businessNumberRequired: '사업자등록번호를 입력해주세요.',
  businessNumberInvalid: '사업자등록번호 10자리를 정확히 입력해주세요.',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateEmail(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return undefined;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

export interface RegisterValues {
  type: UserType;
  email: string;
  password: string;
  passwordConfirm: string;
  username: string;
  nickname: string;
  companyName: string;
  businessNumber: string;
}

export type RegisterField = Exclude<keyof RegisterValues, 'type'>;

/** Field order on screen; the first invalid one gets focus. */
export const REGISTER_FIELD_ORDER: readonly RegisterField[] = [
  'email',
  'password',
  'passwordConfirm',
  'username',
  'nickname',
  'companyName',
  'businessNumber',
];

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;

  if (!values.password) errors.password = MESSAGES.passwordRequired;
  else if (
    values.password.length < 8 ||
    values.password.length > 64 ||
    !/[A-Za-z]/.test(values.password) ||
    !/\d/.test(values.password)
  ) {
    errors.password = MESSAGES.passwordRule;
  }
  if (values.password && values.passwordConfirm !== values.password) errors.passwordConfirm = MESSAGES.passwordConfirm;

  const username = values.username.trim();
  if (!username) errors.username = MESSAGES.usernameRequired;
  else if (username.length < 2 || username.length > 20) errors.username = MESSAGES.usernameLength;

  if (values.nickname.trim().length > 20) errors.nickname = MESSAGES.nicknameLength;

  if (values.type === 'CORPORATE') {
    if (!values.companyName.trim()) errors.companyName = MESSAGES.companyRequired;
    const digits = digitsOnly(values.businessNumber);
    if (!values.businessNumber.trim()) errors.businessNumber = MESSAGES.businessNumberRequired;
    else if (digits.length !== 10) errors.businessNumber = MESSAGES.businessNumberInvalid;
  }
  return errors;
}

export function firstInvalid<K extends string>(errors: FieldErrors<K>, order: readonly K[]): K | undefined {
  return order.find((field) => errors[field] !== undefined);
}
