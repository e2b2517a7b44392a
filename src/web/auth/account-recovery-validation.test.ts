import { describe, expect, it } from 'vitest';
import { validateFindEmail, validateNewPassword, validateResetEmail } from './account-recovery-validation';

describe('validateNewPassword', () => {
  it('asks for letters and digits of 8 to 64 characters, as sign-up does', () => {
    expect(validateNewPassword({ password: '', passwordConfirm: '' })).toEqual({ password: '비밀번호를 입력해주세요.' });
    expect(validateNewPassword({ password: 'short1', passwordConfirm: 'short1' }).password).toBe(
      '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.',
    );
    expect(validateNewPassword({ password: 'onlyletters', passwordConfirm: 'onlyletters' }).password).toBeDefined();
    expect(validateNewPassword({ password: 'fresh2pass', passwordConfirm: 'fresh2pass' })).toEqual({});
  });

  it('says when the two entries differ', () => {
    expect(validateNewPassword({ password: 'fresh2pass', passwordConfirm: 'fresh2pas' })).toEqual({
      passwordConfirm: '비밀번호가 일치하지 않습니다.',
    });
  });
});

describe('validateResetEmail', () => {
  it('uses the login form’s email messages', () => {
    expect(validateResetEmail(' ')).toEqual({ email: '이메일을 입력해주세요.' });
    expect(validateResetEmail('nope')).toEqual({ email: '잘못된 이메일 형식입니다.' });
    expect(validateResetEmail('me@example.kr')).toEqual({});
  });
});

describe('validateFindEmail', () => {
  it('needs a name and a phone number written with or without dashes', () => {
    expect(validateFindEmail({ name: '', phone: '' })).toEqual({
      name: '이름을 입력해주세요.',
      phone: '휴대폰 번호를 입력해주세요.',
    });
    expect(validateFindEmail({ name: '김찾기', phone: '12345' }).phone).toBe('휴대폰 번호를 정확히 입력해주세요.');
    expect(validateFindEmail({ name: '김찾기', phone: '010-1234-5678' })).toEqual({});
    expect(validateFindEmail({ name: '김찾기', phone: '02 1234 5678' })).toEqual({});
  });
});
