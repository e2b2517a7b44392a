import { describe, expect, it } from 'vitest';
import { appliedWithLetterText } from './application-messages';

describe('appliedWithLetterText', () => {
  it("puts 으로/로 after the letter's title as it is read", () => {
    expect(appliedWithLetterText('2026.11.29 10:00', '하반기 마케팅')).toBe('2026.11.29 10:00에 「하반기 마케팅」으로 지원했어요.');
    expect(appliedWithLetterText('2026.11.29 10:00', '삼성전자 지원서')).toBe('2026.11.29 10:00에 「삼성전자 지원서」로 지원했어요.');
    expect(appliedWithLetterText('2026.11.29 10:00', '서울시 인턴 1')).toBe('2026.11.29 10:00에 「서울시 인턴 1」로 지원했어요.');
  });
});
