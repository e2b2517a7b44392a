import { describe, expect, it } from 'vitest';
import { countAnswer, formatBytes, formatCount, formatLimit, isOverLimit } from './answer-counts';

describe('countAnswer', () => {
  it('counts an answer of exactly 500 characters with spaces and line breaks', () => {
    // 10 lines of 49 syllables and spaces joined by 9 line breaks (499), and one more syllable: 500 characters.
    const line = '가나다 라마바 사아자 차카타 파하가 나다라 마바사 아자차 카타파 하가나 다라마 바사아 자'; // 49
    expect([...line]).toHaveLength(49);
    const answer = `${Array.from({ length: 10 }, () => line).join('\n')}끝`;
    const spaces = (line.match(/ /g) ?? []).length * 10;
    expect(countAnswer(answer)).toEqual({
      withSpaces: 500,
      withoutSpaces: 500 - spaces - 9,
      bytes: (500 - spaces - 9) * 3 + spaces + 9,
    });
  });

  it('counts Hangul as one character and 3 bytes, ASCII as 1 byte', () => {
    expect(countAnswer('한글 ab')).toEqual({ withSpaces: 5, withoutSpaces: 4, bytes: 9 });
    expect(countAnswer('')).toEqual({ withSpaces: 0, withoutSpaces: 0, bytes: 0 });
  });

  it('counts a decomposed syllable as the one composed character it is', () => {
    const decomposed = '한'.normalize('NFD');
    expect(decomposed).toHaveLength(3);
    expect(countAnswer(decomposed)).toEqual({ withSpaces: 1, withoutSpaces: 1, bytes: 3 });
  });

  it('counts an emoji once (4 bytes) and CRLF as one line break', () => {
    expect(countAnswer('👍')).toEqual({ withSpaces: 1, withoutSpaces: 1, bytes: 4 });
    expect(countAnswer('a\r\nb')).toEqual({ withSpaces: 3, withoutSpaces: 2, bytes: 3 });
  });

  it('leaves every kind of whitespace out of 공백 제외', () => {
    expect(countAnswer('가\t나\u00a0다\u3000라\n').withoutSpaces).toBe(4);
  });
});

describe('formatting', () => {
  it('groups thousands and labels limits and bytes', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1500)).toBe('1,500');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatBytes(1500)).toBe('1,500 byte');
    expect(formatLimit(500, 1000)).toBe('500자 / 1,000자');
    expect(formatLimit(12, null)).toBe('12자');
  });

  it('is over the limit only past it', () => {
    expect(isOverLimit(countAnswer('가'.repeat(500)), 500)).toBe(false);
    expect(isOverLimit(countAnswer('가'.repeat(501)), 500)).toBe(true);
    expect(isOverLimit(countAnswer('가'.repeat(501)), null)).toBe(false);
  });
});
