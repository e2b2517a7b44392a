/**
 * The corporate sign-up form's checks: the company fields by the rules the server applies
 * (src/config/corporate-account.ts, the 사업자등록번호 check digit included), the account's email and password by the
 * sign-up's (../auth/validation.ts), and the two required agreements. Pure and unit-tested.
 */
import {
  CORPORATE_FIELD_ORDER,
  CORPORATE_MESSAGES,
  type CorporateField,
  type CorporateFields,
  normalizeCorporateFields,
  validateCorporateFields,
} from '../../config/corporate-account';
import type { RegisterBody } from '../api/auth-api';
import { MESSAGES, validateEmail } from '../auth/validation';

export interface CorporateRegisterValues extends CorporateFields {
  email: string;
  password: string;
  passwordConfirm: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
}

export type CorporateRegisterField = CorporateField | 'email' | 'password' | 'passwordConfirm' | 'agreements';

/** Screen order: the company, its contact person, the account, the agreements. The first invalid one gets focus. */
export const CORPORATE_REGISTER_FIELD_ORDER: readonly CorporateRegisterField[] = [
  ...CORPORATE_FIELD_ORDER,
  'email',
  'password',
  'passwordConfirm',
  'agreements',
];

export const EMPTY_CORPORATE_REGISTER: CorporateRegisterValues = {
  companyName: '',
  representativeName: '',
  businessNumber: '',
  contactName: '',
  contactPhone: '',
  email: '',
  password: '',
  passwordConfirm: '',
  agreeTerms: false,
  agreePrivacy: false,
};

export type CorporateRegisterErrors = Partial<Record<CorporateRegisterField, string>>;

export function validateCorporateRegister(values: CorporateRegisterValues): CorporateRegisterErrors {
  const errors: CorporateRegisterErrors = { ...validateCorporateFields(values) };
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  else if (values.password.length < 8 || values.password.length > 64 || !/[A-Za-z]/.test(values.password) || !/\d/.test(values.password)) {
    errors.password = MESSAGES.passwordRule;
  }
  if (values.password && values.passwordConfirm !== values.password) errors.passwordConfirm = MESSAGES.passwordConfirm;
  if (!values.agreeTerms || !values.agreePrivacy) errors.agreements = CORPORATE_MESSAGES.agreementsRequired;
  return errors;
}

export function firstCorporateRegisterError(errors: CorporateRegisterErrors): CorporateRegisterField | undefined {
  return CORPORATE_REGISTER_FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** The register body of a corporate sign-up: the 담당자 is the account's username; number and phone as digits. */
export function toCorporateRegisterBody(values: CorporateRegisterValues): RegisterBody {
  const company = normalizeCorporateFields(values);
  return {
    type: 'CORPORATE',
    email: values.email.trim(),
    password: values.password,
    username: company.contactName,
    companyName: company.companyName,
    representativeName: company.representativeName,
    businessNumber: company.businessNumber,
    contactPhone: company.contactPhone,
    agreeTerms: values.agreeTerms,
    agreePrivacy: values.agreePrivacy,
  };
}

const FIELD_BY_CODE: Readonly<Record<string, CorporateRegisterField>> = {
  EMAIL_TAKEN: 'email',
  BUSINESS_NUMBER_TAKEN: 'businessNumber',
  AGREEMENTS_REQUIRED: 'agreements',
};

/**
 * The field a server refusal is about, so its message shows under that field: by the error's code, else by the
 * company rules' own wording (the server words them exactly so); undefined when it concerns the whole form.
 */
export function fieldOfServerError(code: string | undefined, message: string): CorporateRegisterField | undefined {
  if (code && FIELD_BY_CODE[code]) return FIELD_BY_CODE[code];
  const byMessage: Array<[CorporateRegisterField, readonly string[]]> = [
    ['companyName', [CORPORATE_MESSAGES.companyRequired, CORPORATE_MESSAGES.companyLength]],
    ['representativeName', [CORPORATE_MESSAGES.representativeRequired, CORPORATE_MESSAGES.representativeLength]],
    [
      'businessNumber',
      [CORPORATE_MESSAGES.businessNumberRequired, CORPORATE_MESSAGES.businessNumberFormat, CORPORATE_MESSAGES.businessNumberInvalid, CORPORATE_MESSAGES.businessNumberTaken],
    ],
    ['contactName', [CORPORATE_MESSAGES.contactNameRequired, CORPORATE_MESSAGES.contactNameLength]],
    ['contactPhone', [CORPORATE_MESSAGES.contactPhoneRequired, CORPORATE_MESSAGES.contactPhoneInvalid]],
    ['email', [MESSAGES.emailRequired, MESSAGES.emailInvalid, '이미 가입된 이메일입니다.']],
  ];
  return byMessage.find(([, messages]) => messages.includes(message))?.[0];
}
