import { describe, expect, it } from 'vitest';
import { coverLetterMessages as m } from './cover-letter-messages';

describe('cover letter messages', () => {
  it("puts the particle a letter's title takes after its brackets", () => {
    expect(m.deleteQuestion('2026 상반기 마케팅')).toBe('「2026 상반기 마케팅」과 저장된 버전이 모두 삭제되며 되돌릴 수 없습니다.');
    expect(m.deleteQuestion('삼성전자 지원서')).toBe('「삼성전자 지원서」와 저장된 버전이 모두 삭제되며 되돌릴 수 없습니다.');
  });

  it("reads a version's number as it is spoken", () => {
    expect(m.compareHeading(1)).toBe('버전 1과 지금 내용 비교');
    expect(m.compareHeading(2)).toBe('버전 2와 지금 내용 비교');
    expect(m.restoreQuestion(1)).toBe('버전 1로 되돌릴까요?');
    expect(m.restoreQuestion(3)).toBe('버전 3으로 되돌릴까요?');
    expect(m.restoreQuestion(10)).toBe('버전 10으로 되돌릴까요?');
    expect(m.restored(2)).toBe('버전 2를 복원했습니다.');
    expect(m.restored(6)).toBe('버전 6을 복원했습니다.');
  });
});
