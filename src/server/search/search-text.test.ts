import { describe, expect, it } from 'vitest';
import { escapeLike, isChoseongQuery, normalizeSearchQuery, toSearchChoseong, toSearchJamo } from './search-text';

describe('search text', () => {
  it('folds spaces and case', () => {
    expect(normalizeSearchQuery('  IT   공모전 ')).toBe('it 공모전');
  });

  it('takes Hangul apart into jamo so a one-jamo typo stays close', () => {
    expect(toSearchJamo('공모전')).toBe('ㄱㅗㅇㅁㅗㅈㅓㄴ');
    expect(toSearchJamo('공모젼')).toBe('ㄱㅗㅇㅁㅗㅈㅕㄴ');
    expect(toSearchJamo('공모')).toBe('ㄱㅗㅇㅁㅗ');
    expect(toSearchJamo('SW 공모')).toBe('sw ㄱㅗㅇㅁㅗ');
  });

  it('keeps the 초성 of each word', () => {
    expect(toSearchChoseong('2027 청년 마케팅 공모전')).toBe('ㅊㄴ ㅁㅋㅌ ㄱㅁㅈ');
    expect(toSearchChoseong('K-디자인 어워드')).toBe('ㄷㅈㅇ ㅇㅇㄷ');
  });

  it('recognises 초성 queries', () => {
    expect(isChoseongQuery('ㄱㅁㅈ')).toBe(true);
    expect(isChoseongQuery('ㅁㅋㅌ ㄱㅁㅈ')).toBe(true);
    expect(isChoseongQuery('공모')).toBe(false);
    expect(isChoseongQuery('ㄱㅁ전')).toBe(false);
    expect(isChoseongQuery(' ')).toBe(false);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });
});
