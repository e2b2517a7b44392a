import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatPhone,
  formatNumber,
  formatPrice,
  leafType,
  topLevelType,
  truncate,
} from './format';

describe('formatPrice / formatNumber', () => {
  it('groups thousands', () => {
    expect(formatPrice(12900)).toBe('12,900원');
    expect(formatPrice(900)).toBe('900원');
    expect(formatPrice(1234567)).toBe('1,234,567원');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1000)).toBe('1,000');
  });
});

describe('formatDuration', () => {
  it('drops empty units', () => {
    expect(formatDuration(0)).toBe('0초');
    expect(formatDuration(45)).toBe('45초');
    expect(formatDuration(750)).toBe('12분 30초');
    expect(formatDuration(3600)).toBe('1시간');
    expect(formatDuration(3903)).toBe('1시간 5분 3초');
  });
});

describe('exam types', () => {
  const types = [
    { id: 1, name: '공기업', parentId: null, slug: 'public-company' },
    { id: 9, name: 'NCS 직업기초능력', parentId: 1, slug: null },
  ];
  it('finds the category and the leaf', () => {
    expect(topLevelType(types)?.name).toBe('공기업');
    expect(leafType(types)?.name).toBe('NCS 직업기초능력');
    expect(leafType(types.slice(0, 1))).toBeUndefined();
    expect(topLevelType([])).toBeUndefined();
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('  짧은   글 ', 20)).toBe('짧은 글');
    const cut = truncate('가나다 라마바 사아자 차카타 파하', 12);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(12);
  });
});

describe('formatPhone', () => {
  it('groups a stored mobile, area or 대표번호 the way people write it', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('15881234')).toBe('1588-1234');
  });

  it('regroups a number typed with other separators, and leaves what is not a number', () => {
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('내선 123')).toBe('내선 123');
  });
});
