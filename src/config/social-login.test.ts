import { describe, expect, it } from 'vitest';
import { parseSocialFailure, socialStartPath, viaSocialProvider } from './social-login';

describe('parseSocialFailure', () => {
  it("turns the callback's code into the Korean message, naming the provider", () => {
    expect(parseSocialFailure({ socialError: 'DENIED', provider: 'kakao' })).toBe('카카오 로그인을 취소했습니다.');
    expect(parseSocialFailure({ socialError: 'PROVIDER', provider: 'naver' })).toBe('네이버 로그인 중 문제가 생겼습니다. 잠시 후 다시 시도해주세요.');
    expect(parseSocialFailure({ socialError: 'STATE' })).toBe('로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요.');
  });

  it('ignores anything else, so a crafted address cannot put words on the login page', () => {
    expect(parseSocialFailure({ socialError: '<script>' })).toBeNull();
    expect(parseSocialFailure({ socialError: ['DENIED'] })).toBeNull();
    expect(parseSocialFailure({})).toBeNull();
  });
});

describe('socialStartPath', () => {
  it('starts at the API with the return address encoded', () => {
    expect(socialStartPath('KAKAO', '/exam/psat?x=1')).toBe('/apiV2/auth/social/kakao/start?next=%2Fexam%2Fpsat%3Fx%3D1');
  });
});

describe('viaSocialProvider', () => {
  it("puts 으로/로 after the provider's name as it is read", () => {
    expect(viaSocialProvider('카카오')).toBe('카카오로');
    expect(viaSocialProvider('네이버')).toBe('네이버로');
    expect(viaSocialProvider('애플')).toBe('애플로');
    expect(viaSocialProvider('구글 계정')).toBe('구글 계정으로');
  });
});
