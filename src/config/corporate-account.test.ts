import { describe, expect, it } from 'vitest';
import {
  businessNumberError,
  CORPORATE_MESSAGES,
  type CorporateFields,
  firstCorporateError,
  formatContactPhone,
  isValidContactPhone,
  normalizeCorporateFields,
  validateCorporateFields,
} from './corporate-account';

const VALID: CorporateFields = {
  companyName: ' (주)테스트상사 ',
  representativeName: '김대표',
  businessNumber: '123-45-67891',
  contactName: '이담당',
  contactPhone: '02-1234-5678',
};

describe('corporate account fields', () => {
  it('accepts a complete company and stores digits only', () => {
    expect(validateCorporateFields(VALID)).toEqual({});
    expect(normalizeCorporateFields(VALID)).toEqual({
      companyName: '(주)테스트상사',
      representativeName: '김대표',
      businessNumber: '1234567891',
      contactName: '이담당',
      contactPhone: '0212345678',
    });
  });

  it.each([
    [{ companyName: '  ' }, 'companyName', CORPORATE_MESSAGES.companyRequired],
    [{ companyName: '가'.repeat(61) }, 'companyName', CORPORATE_MESSAGES.companyLength],
    [{ representativeName: '' }, 'representativeName', CORPORATE_MESSAGES.representativeRequired],
    [{ businessNumber: '' }, 'businessNumber', CORPORATE_MESSAGES.businessNumberRequired],
    [{ businessNumber: '123-45-678' }, 'businessNumber', CORPORATE_MESSAGES.businessNumberFormat],
    [{ businessNumber: '123-45-67890' }, 'businessNumber', CORPORATE_MESSAGES.businessNumberInvalid],
    [{ contactName: '' }, 'contactName', CORPORATE_MESSAGES.contactNameRequired],
    [{ contactName: '이' }, 'contactName', CORPORATE_MESSAGES.contactNameLength],
    [{ contactName: 'a\u0000b' }, 'contactName', CORPORATE_MESSAGES.invalidText],
    [{ contactPhone: '' }, 'contactPhone', CORPORATE_MESSAGES.contactPhoneRequired],
    [{ contactPhone: '1234' }, 'contactPhone', CORPORATE_MESSAGES.contactPhoneInvalid],
    [{ contactPhone: '010-1234-5678a' }, 'contactPhone', CORPORATE_MESSAGES.contactPhoneInvalid],
  ] as const)('%j → %s: %s', (change, field, message) => {
    const errors = validateCorporateFields({ ...VALID, ...change });
    expect(errors).toEqual({ [field]: message });
    expect(firstCorporateError(errors)).toBe(field);
  });

  it('reports every problem, the first in screen order first', () => {
    const errors = validateCorporateFields({ ...VALID, contactPhone: '', businessNumber: '1', companyName: '' });
    expect(Object.keys(errors).sort()).toEqual(['businessNumber', 'companyName', 'contactPhone']);
    expect(firstCorporateError(errors)).toBe('companyName');
  });

  it.each(['02-123-4567', '02-1234-5678', '031-123-4567', '010-1234-5678', '070 1234 5678', '(02) 1234-5678', '1588-1234'])(
    'accepts the phone %s',
    (phone) => expect(isValidContactPhone(phone)).toBe(true),
  );

  it.each(['1234-5678', '02-12-345', '010-1234-56789', '+82-10-1234-5678'])('refuses the phone %s', (phone) =>
    expect(isValidContactPhone(phone)).toBe(false),
  );

  it('formats stored phone digits', () => {
    expect(formatContactPhone('0212345678')).toBe('02-1234-5678');
    expect(formatContactPhone('021234567')).toBe('02-123-4567');
    expect(formatContactPhone('0311234567')).toBe('031-123-4567');
    expect(formatContactPhone('01012345678')).toBe('010-1234-5678');
    expect(formatContactPhone('15881234')).toBe('1588-1234');
  });
});

describe('businessNumberError', () => {
  it('names what is wrong with the number, the check digit included', () => {
    expect(businessNumberError(' ')).toBe(CORPORATE_MESSAGES.businessNumberRequired);
    expect(businessNumberError('123-45-6789')).toBe(CORPORATE_MESSAGES.businessNumberFormat);
    expect(businessNumberError('123-45-67890')).toBe(CORPORATE_MESSAGES.businessNumberInvalid);
  });

  it('accepts a number whose last digit is its check digit, with or without hyphens', () => {
    expect(businessNumberError('123-45-67891')).toBeUndefined();
    expect(businessNumberError('1234567891')).toBeUndefined();
  });
});
