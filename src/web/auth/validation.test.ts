import { describe, expect, it } from 'vitest';
import {
  firstInvalid,
  MESSAGES,
  REGISTER_FIELD_ORDER,
  type RegisterValues,
  validateLogin,
  validateRegister,
} from './validation';

describe('validateLogin', () => {
  it('asks for the email first', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: '이메일을 입력해주세요.',
      password: '비밀번호를 입력해주세요.',
    });
  });

  it.each(['student', 'student@', 'a@b', 'a b@c.kr', '@careerroad.kr'])('rejects the malformed email %s', (email) => {
    expect(validateLogin({ email, password: 'x' }).email).toBe('잘못된 이메일 형식입니다.');
  });

  it('accepts a well-formed login', () => {
    expect(validateLogin({ email: ' student@careerroad.kr ', password: 'careerroad1!' })).toEqual({});
  });
});

const valid: RegisterValues = {
  type: 'NORMAL',
  email: 'new@careerroad.kr',
  password: 'abcd1234',
  passwordConfirm: 'abcd1234',
  username: '홍길동',
  nickname: '',
  companyName: '',
  businessNumber: '',
};

describe('validateRegister', () => {
  it('accepts a complete individual member', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it.each([
    ['short', MESSAGES.passwordRule],
    ['abcdefgh', MESSAGES.passwordRule],
    ['12345678', MESSAGES.passwordRule],
    ['a1'.repeat(33), MESSAGES.passwordRule],
  ])('rejects the password %s', (password, message) => {
    expect(validateRegister({ ...valid, password, passwordConfirm: password }).password).toBe(message);
  });

  it('checks the confirmation, name and nickname', () => {
    expect(
      validateRegister({ ...valid, passwordConfirm: 'abcd12345', username: '김', nickname: '가'.repeat(21) }),
    ).toEqual({
      passwordConfirm: MESSAGES.passwordConfirm,
      username: MESSAGES.usernameLength,
      nickname: MESSAGES.nicknameLength,
    });
    expect(validateRegister({ ...valid, username: ' ' }).username).toBe(MESSAGES.usernameRequired);
  });

  it('requires company and a 10-digit business number for corporate members', () => {
    expect(validateRegister({ ...valid, type: 'CORPORATE' })).toEqual({
      companyName: MESSAGES.companyRequired,
      businessNumber: MESSAGES.businessNumberRequired,
    });
    expect(
      validateRegister({ ...valid, type: 'CORPORATE', companyName: '커리어로드', businessNumber: '123-45-6789' }).businessNumber,
    ).toBe(MESSAGES.businessNumberInvalid);
    expect(
      validateRegister({ ...valid, type: 'CORPORATE', companyName: '커리어로드', businessNumber: '123-45-67890' }),
    ).toEqual({});
  });

  it('ignores corporate fields for individual members', () => {
    expect(validateRegister({ ...valid, businessNumber: '1' })).toEqual({});
  });
});

describe('firstInvalid', () => {
  it('follows the on-screen order', () => {
    expect(firstInvalid({ username: 'x', password: 'y' }, REGISTER_FIELD_ORDER)).toBe('password');
    expect(firstInvalid({}, REGISTER_FIELD_ORDER)).toBeUndefined();
  });
});
