import { describe, expect, it } from 'vitest';
import { applyConfirmMessage, appliedWithLetterText } from './application-messages';

describe('appliedWithLetterText', () => {
  it("puts 으로/로 after the letter's title as it is read", () => {
    expect(appliedWithLetterText('2026.11.29 10:00', '하반기 마케팅')).toBe('2026.11.29 10:00에 「하반기 마케팅」으로 지원했어요.');
    expect(appliedWithLetterText('2026.11.29 10:00', '삼성전자 지원서')).toBe('2026.11.29 10:00에 「삼성전자 지원서」로 지원했어요.');
    expect(appliedWithLetterText('2026.11.29 10:00', '서울시 인턴 1')).toBe('2026.11.29 10:00에 「서울시 인턴 1」로 지원했어요.');
  });
});

describe('applyConfirmMessage', () => {
  it('says the application cannot be edited and names what is sent', () => {
    expect(applyConfirmMessage(true)).toBe('제출 후에는 수정할 수 없습니다. 선택한 자기소개서와 스펙 요약이 지금 내용 그대로 기업에 전달됩니다.');
    expect(applyConfirmMessage(false)).toBe('제출 후에는 수정할 수 없습니다. 선택한 자기소개서가 지금 내용 그대로 기업에 전달됩니다.');
  });
});
