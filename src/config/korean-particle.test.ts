import { describe, expect, it } from 'vitest';
import { josaOf, withJosa } from './korean-particle';

describe('korean particles', () => {
  it('follows the last syllable of a Korean word', () => {
    expect(withJosa('(주)워크테스트랩', '을/를')).toBe('(주)워크테스트랩을');
    expect(withJosa('새봄디자인', '을/를')).toBe('새봄디자인을');
    expect(withJosa('마케팅', '으로/로')).toBe('마케팅으로');
    expect(withJosa('서울', '으로/로')).toBe('서울로');
    expect(withJosa('합격', '이/가')).toBe('합격이');
  });

  it('reads a number as it is spoken', () => {
    expect(withJosa('1회', '을/를')).toBe('1회를');
    expect(withJosa('버전 1', '으로/로')).toBe('버전 1로');
    expect(withJosa('버전 3', '으로/로')).toBe('버전 3으로');
    expect(withJosa('버전 2', '을/를')).toBe('버전 2를');
    expect(withJosa('버전 6', '와/과')).toBe('버전 6과');
    expect(withJosa('10', '을/를')).toBe('10을');
    expect(withJosa('100', '이/가')).toBe('100이');
    expect(withJosa('1,000', '으로/로')).toBe('1,000으로');
    expect(withJosa('20000', '은/는')).toBe('20000은');
    expect(withJosa('0', '을/를')).toBe('0을');
    expect(withJosa('①', '이/가')).toBe('①이');
    expect(withJosa('②', '으로/로')).toBe('②로');
  });

  it('reads a consonant letter by its name', () => {
    expect(withJosa('ㄱ', '을/를')).toBe('ㄱ을');
    expect(withJosa('ㄹ', '으로/로')).toBe('ㄹ로');
    expect(withJosa('ㅁ', '이/가')).toBe('ㅁ이');
  });

  it('reads Latin abbreviations letter by letter and words by their ending', () => {
    expect(withJosa('HTML', '을/를')).toBe('HTML을');
    expect(withJosa('CSV', '을/를')).toBe('CSV를');
    expect(withJosa('x', '을/를')).toBe('x를');
    expect(withJosa('MARKDOWN', '을/를')).toBe('MARKDOWN을');
    expect(withJosa('TEXT', '으로/로')).toBe('TEXT로');
    expect(withJosa('careerroad.com', '으로/로')).toBe('careerroad.com으로');
  });

  it('skips closing marks and takes the particle of the word inside them', () => {
    expect(josaOf('「2026 청년 마케팅」', '으로/로')).toBe('으로');
    expect(josaOf("'ABC'", '을/를')).toBe('를');
    expect(josaOf('"12"', '을/를')).toBe('를');
  });
});

describe('withJosa on the field labels of validation messages', () => {
  it('uses the consonant form after a final consonant', () => {
    expect(withJosa('이메일', '을/를')).toBe('이메일을');
    expect(withJosa('이름', '은/는')).toBe('이름은');
  });

  it('uses the vowel form after an open syllable', () => {
    expect(withJosa('비밀번호', '을/를')).toBe('비밀번호를');
    expect(withJosa('회원 유형', '이/가')).toBe('회원 유형이');
    expect(withJosa('사업자등록번호', '은/는')).toBe('사업자등록번호는');
  });
});
