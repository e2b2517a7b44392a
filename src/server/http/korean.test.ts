import { describe, expect, it } from 'vitest';
import { josa } from './korean';

describe('josa', () => {
  it('uses the consonant form after a final consonant', () => {
    expect(josa('이메일', '을/를')).toBe('이메일을');
    expect(josa('이름', '은/는')).toBe('이름은');
  });

  it('uses the vowel form after an open syllable', () => {
    expect(josa('비밀번호', '을/를')).toBe('비밀번호를');
    expect(josa('회원 유형', '이/가')).toBe('회원 유형이');
    expect(josa('사업자등록번호', '은/는')).toBe('사업자등록번호는');
  });
});
