/**
 * The corporate account's own fields (company, 대표자, 사업자등록번호, 담당자 and their phone) with one rule
 * each, shared by the corporate site's forms and the server (ADR 22), so the browser says exactly what the server
 * would and a request that skipped the form meets the same words. Pure and dependency-free.
 */
import { businessNumberDigits, isValidBusinessNumber } from './business-number';

export const COMPANY_NAME_MAX = 60;
export const REPRESENTATIVE_NAME_MAX = 30;
/** The contact person is the account's name (users.username), so the sign-up's name rule applies. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 20;

export const CORPORATE_MESSAGES = {
  companyRequired: '회사명을 입력해주세요.',
  companyLength: `회사명은 ${COMPANY_NAME_MAX}자 이하로 입력해주세요.`,
  representativeRequired: '대표자명을 입력해주세요.',
  representativeLength: `대표자명은 ${REPRESENTATIVE_NAME_MAX}자 이하로 입력해주세요.`,
  businessNumberRequired: '사업자등록번호를 입력해주세요.',
  businessNumberFormat: '사업자등록번호 10자리를 정확히 입력해주세요.',
  businessNumberInvalid: '올바른 사업자등록번호가 아닙니다.',
  businessNumberTaken: '이미 가입된 사업자등록번호입니다.',
  contactNameRequired: '담당자명을 입력해주세요.',
  contactNameLength: `담당자명은 ${CONTACT_NAME_MIN}~${CONTACT_NAME_MAX}자로 입력해주세요.`,
  contactPhoneRequired: '담당자 연락처를 입력해주세요.',
  contactPhoneInvalid: '올바른 연락처가 아닙니다. (예: 02-1234-5678, 010-1234-5678)',
  agreementsRequired: '필수 약관에 동의해주세요.',
  invalidText: '사용할 수 없는 문자가 포함되어 있습니다.',
} as const;

export interface CorporateFields {
  companyName: string;
  representativeName: string;
  businessNumber: string;
  contactName: string;
  contactPhone: string;
}

export type CorporateField = keyof CorporateFields;

/** Field order on screen and on the server: the first invalid one is the one reported (and focused). */
export const CORPORATE_FIELD_ORDER: readonly CorporateField[] = [
  'companyName',
  'representativeName',
  'businessNumber',
  'contactName',
  'contactPhone',
];

// Control characters have no place in a one-line field (a pasted NUL would fail in PostgreSQL as a 500).
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A phone's digits: separators (hyphens, spaces, brackets around the area code) dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

/**
 * A Korean phone a company can be reached on: an area or mobile number starting with 0 (02-123-4567 up to
 * 010-1234-5678, 070 and 050x included) or an eight-digit 대표번호 (1588-1234).
 */
export function isValidContactPhone(value: string): boolean {
  const digits = phoneDigits(value);
  return /^0\d{8,10}$/.test(digits) || /^1[5-9]\d{6}$/.test(digits);
}

/** Digits as people write them: 02-1234-5678, 031-123-4567, 010-1234-5678, 1588-1234. */
export function formatContactPhone(digits: string): string {
  if (/^1\d{7}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.startsWith('02')) {
    const rest = digits.slice(2);
    return `02-${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
  }
  if (digits.length < 10) return digits;
  return `${digits.slice(0, 3)}-${digits.slice(3, digits.length - 4)}-${digits.slice(-4)}`;
}

const length = (text: string) => [...text].length;

/**
 * The 사업자등록번호's problem in Korean (missing, not ten digits, a wrong check digit), or undefined. The forms run it
 * when the field loses focus too, so a typo is shown under the field before the rest of the form is filled in.
 */
export function businessNumberError(value: string): string | undefined {
  const digits = businessNumberDigits(value.trim());
  if (!digits) return CORPORATE_MESSAGES.businessNumberRequired;
  if (!/^\d{10}$/.test(digits)) return CORPORATE_MESSAGES.businessNumberFormat;
  if (!isValidBusinessNumber(digits)) return CORPORATE_MESSAGES.businessNumberInvalid;
  return undefined;
}

/** Every field's first problem, in Korean; an empty object when all are fine. */
export function validateCorporateFields(values: CorporateFields): Partial<Record<CorporateField, string>> {
  const errors: Partial<Record<CorporateField, string>> = {};
  const companyName = values.companyName.trim();
  if (!companyName) errors.companyName = CORPORATE_MESSAGES.companyRequired;
  else if (CONTROL.test(companyName)) errors.companyName = CORPORATE_MESSAGES.invalidText;
  else if (length(companyName) > COMPANY_NAME_MAX) errors.companyName = CORPORATE_MESSAGES.companyLength;

  const representativeName = values.representativeName.trim();
  if (!representativeName) errors.representativeName = CORPORATE_MESSAGES.representativeRequired;
  else if (CONTROL.test(representativeName)) errors.representativeName = CORPORATE_MESSAGES.invalidText;
  else if (length(representativeName) > REPRESENTATIVE_NAME_MAX) errors.representativeName = CORPORATE_MESSAGES.representativeLength;

  const businessNumber = businessNumberError(values.businessNumber);
  if (businessNumber) errors.businessNumber = businessNumber;

  const contactName = values.contactName.trim();
  if (!contactName) errors.contactName = CORPORATE_MESSAGES.contactNameRequired;
  else if (CONTROL.test(contactName)) errors.contactName = CORPORATE_MESSAGES.invalidText;
  else if (length(contactName) < CONTACT_NAME_MIN || length(contactName) > CONTACT_NAME_MAX) {
    errors.contactName = CORPORATE_MESSAGES.contactNameLength;
  }

  const contactPhone = values.contactPhone.trim();
  if (!contactPhone) errors.contactPhone = CORPORATE_MESSAGES.contactPhoneRequired;
  else if (!isValidContactPhone(contactPhone)) errors.contactPhone = CORPORATE_MESSAGES.contactPhoneInvalid;
  return errors;
}

/** The first problem in screen order, or undefined. */
export function firstCorporateError(errors: Partial<Record<CorporateField, string>>): CorporateField | undefined {
  return CORPORATE_FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** The values as stored: texts trimmed, the number and phone as digits. Call after validateCorporateFields. */
export function normalizeCorporateFields(values: CorporateFields): CorporateFields {
  return {
    companyName: values.companyName.trim(),
    representativeName: values.representativeName.trim(),
    businessNumber: businessNumberDigits(values.businessNumber.trim()),
    contactName: values.contactName.trim(),
    contactPhone: phoneDigits(values.contactPhone.trim()),
  };
}
