import { describe, expect, it } from 'vitest';
import { emailChangeMessages as m } from './email-change-messages';

describe('email change messages', () => {
  it('name the address without a particle guessed from its last letters', () => {
    expect(m.codeSent('me@hanmail.net')).toBe('me@hanmail.net 주소로 인증번호를 보냈습니다. 10분 안에 입력해주세요.');
    expect(m.changed('me@careerroad.kr')).toBe('이메일을 me@careerroad.kr 주소로 바꿨어요.');
    expect(m.codeHint('me@gmail.com', '2026.11.29 10:00')).toBe('me@gmail.com 주소로 보낸 번호 · 2026.11.29 10:00까지');
  });
});
