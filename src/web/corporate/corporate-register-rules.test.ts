import { describe, expect, it } from 'vitest';
import {
  type CorporateRegisterValues,
  EMPTY_CORPORATE_REGISTER,
  fieldOfServerError,
  firstCorporateRegisterError,
  toCorporateRegisterBody,
  validateCorporateRegister,
} from './corporate-register-rules';

const FILLED: CorporateRegisterValues = {
  companyName: ' (주)테스트상사 ',
  representativeName: '김대표',
  businessNumber: '123-45-67891',
  contactName: '이담당',
  contactPhone: '02-1234-5678',
  email: ' hr@test-company.kr ',
  password: 'abcd1234',
  passwordConfirm: 'abcd1234',
  agreeTerms: true,
  agreePrivacy: true,
};

describe('the corporate sign-up form', () => {
  it('asks for everything on an empty form, the company name first', () => {
    const errors = validateCorporateRegister(EMPTY_CORPORATE_REGISTER);
    expect(errors).toEqual({
      companyName: '회사명을 입력해주세요.',
      representativeName: '대표자명을 입력해주세요.',
      businessNumber: '사업자등록번호를 입력해주세요.',
      contactName: '담당자명을 입력해주세요.',
      contactPhone: '담당자 연락처를 입력해주세요.',
      email: '이메일을 입력해주세요.',
      password: '비밀번호를 입력해주세요.',
      agreements: '필수 약관에 동의해주세요.',
    });
    expect(firstCorporateRegisterError(errors)).toBe('companyName');
  });

  it('refuses a number whose check digit is wrong, with the server’s words', () => {
    expect(validateCorporateRegister({ ...FILLED, businessNumber: '123-45-67890' })).toEqual({
      businessNumber: '올바른 사업자등록번호가 아닙니다.',
    });
  });

  it.each([
    [{ password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'password', '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.'],
    [{ passwordConfirm: 'abcd12345' }, 'passwordConfirm', '비밀번호가 일치하지 않습니다.'],
    [{ email: 'hr@' }, 'email', '잘못된 이메일 형식입니다.'],
    [{ agreePrivacy: false }, 'agreements', '필수 약관에 동의해주세요.'],
  ] as const)('%j → %s', (change, field, message) => {
    expect(validateCorporateRegister({ ...FILLED, ...change })).toEqual({ [field]: message });
  });

  it('sends the 담당자 as the username and the number and phone as digits', () => {
    expect(validateCorporateRegister(FILLED)).toEqual({});
    expect(toCorporateRegisterBody(FILLED)).toEqual({
      type: 'CORPORATE',
      email: 'hr@test-company.kr',
      password: 'abcd1234',
      username: '이담당',
      companyName: '(주)테스트상사',
      representativeName: '김대표',
      businessNumber: '1234567891',
      contactPhone: '0212345678',
      agreeTerms: true,
      agreePrivacy: true,
    });
  });

  it('places a server refusal under its field by code or wording, else on the form', () => {
    expect(fieldOfServerError('BUSINESS_NUMBER_TAKEN', '이미 가입된 사업자등록번호입니다.')).toBe('businessNumber');
    expect(fieldOfServerError('EMAIL_TAKEN', '이미 가입된 이메일입니다.')).toBe('email');
    expect(fieldOfServerError('VALIDATION_ERROR', '올바른 사업자등록번호가 아닙니다.')).toBe('businessNumber');
    expect(fieldOfServerError('VALIDATION_ERROR', '대표자명을 입력해주세요.')).toBe('representativeName');
    expect(fieldOfServerError('TOO_MANY_REQUESTS', '가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.')).toBeUndefined();
  });
});
