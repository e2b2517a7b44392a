import { describe, expect, it } from 'vitest';
import { emailCodeMatches, createEmailCode, hashEmailCode } from './email-change-code';
import {
  formatPhone,
  latestBirthYear,
  parseBasicInfo,
  parseDeleteConfirmation,
  parseEmailCode,
  parseMutedKinds,
  parseNewEmail,
  parseNewPassword,
  parsePhone,
} from './profile-arguments';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('parsePhone', () => {
  it('keeps Korean mobile numbers as digits, typed with or without dashes and spaces', () => {
    expect(parsePhone('010-1234-5678')).toBe('01012345678');
    expect(parsePhone(' 010 1234 5678 ')).toBe('01012345678');
    expect(parsePhone('011-123-4567')).toBe('0111234567');
    expect(parsePhone('')).toBeNull();
    expect(parsePhone(null)).toBeNull();
  });

  it('refuses what is not one', () => {
    for (const bad of ['010-1234-567', '02-1234-5678', '010-12345-67890', '+82-10-1234-5678', '010.1234.5678', '0101234567']) {
      expect(messageOf(() => parsePhone(bad)), bad).toBe('휴대폰 번호 형식이 올바르지 않습니다.');
    }
  });

  it('formats stored digits', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
  });
});

describe('parseBasicInfo', () => {
  const now = new Date('2026-12-31T15:30:00Z'); // 2027-01-01 00:30 KST

  it('bounds the birth year by the KST year', () => {
    expect(latestBirthYear(now)).toBe(2017);
    expect(parseBasicInfo({ name: '김하늘', birthYear: 2017 }, now).birthYear).toBe(2017);
    expect(messageOf(() => parseBasicInfo({ name: '김하늘', birthYear: 2018 }, now))).toBe('출생연도는 1900년부터 2017년 사이로 입력해주세요.');
    expect(messageOf(() => parseBasicInfo({ name: '김하늘', birthYear: 1899 }, now))).toMatch(/1900년부터/);
  });

  it('trims, clears blanks and counts characters as they are seen', () => {
    expect(parseBasicInfo({ name: ' 김하늘 ', nickname: '  ', school: ' 한국대 ', major: '' }, now)).toEqual({
      name: '김하늘',
      nickname: null,
      phone: null,
      birthYear: null,
      school: '한국대',
      major: null,
    });
    // 20 emoji are 40 UTF-16 units but 20 characters.
    expect(parseBasicInfo({ name: '김하늘', nickname: '😀'.repeat(20) }, now).nickname).toBe('😀'.repeat(20));
    expect(messageOf(() => parseBasicInfo({ name: '김하늘', nickname: '가'.repeat(21) }, now))).toBe('닉네임은 20자 이하로 입력해주세요.');
    expect(messageOf(() => parseBasicInfo({ name: ' ' }, now))).toBe('이름을 입력해주세요.');
    expect(messageOf(() => parseBasicInfo({ name: '김\u0000하늘' }, now))).toBe('입력할 수 없는 문자가 포함되어 있습니다.');
  });
});

describe('the other arguments', () => {
  it('muted kinds: known ones once each, in the schema order', () => {
    expect(parseMutedKinds(['CHANNEL_NEWS', 'GENERAL', 'CHANNEL_NEWS'])).toEqual(['GENERAL', 'CHANNEL_NEWS']);
    expect(messageOf(() => parseMutedKinds(['CHAT']))).toBe('알림 종류가 올바르지 않습니다.');
  });

  it('emails, passwords, codes and the deletion phrase', () => {
    expect(parseNewEmail(' New@Example.KR ')).toBe('new@example.kr');
    expect(messageOf(() => parseNewEmail(''))).toBe('이메일을 입력해주세요.');
    expect(messageOf(() => parseNewEmail('a@b'))).toBe('잘못된 이메일 형식입니다.');
    expect(parseNewPassword('abcd1234', 'abcd1234')).toBe('abcd1234');
    expect(messageOf(() => parseNewPassword('abcdefgh', 'abcdefgh'))).toBe('비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.');
    expect(messageOf(() => parseNewPassword('abcd1234', 'abcd12345'))).toBe('새 비밀번호가 일치하지 않습니다.');
    expect(parseEmailCode(' 012345 ')).toBe('012345');
    expect(messageOf(() => parseEmailCode('12345'))).toBe('인증번호 6자리 숫자를 입력해주세요.');
    expect(parseDeleteConfirmation(' 탈퇴합니다 ')).toBeUndefined();
    expect(messageOf(() => parseDeleteConfirmation('탈퇴'))).toBe("탈퇴를 확인하려면 '탈퇴합니다'를 입력해주세요.");
  });
});

describe('email change codes', () => {
  it('are six digits, kept as a hash bound to the member and the address', () => {
    const code = createEmailCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = hashEmailCode('user-1', 'new@example.kr', code);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(emailCodeMatches(stored, 'user-1', 'new@example.kr', code)).toBe(true);
    expect(emailCodeMatches(stored, 'user-2', 'new@example.kr', code)).toBe(false);
    expect(emailCodeMatches(stored, 'user-1', 'other@example.kr', code)).toBe(false);
    expect(emailCodeMatches('short', 'user-1', 'new@example.kr', code)).toBe(false);
  });
});
