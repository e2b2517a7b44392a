import { describe, expect, it } from 'vitest';
import { consoleMessages as m } from './console-messages';

describe('console messages', () => {
  it('puts the particle a company name takes after it', () => {
    expect(m.corporateApproved('(주)워크테스트랩')).toBe('(주)워크테스트랩을 승인했습니다.');
    expect(m.corporateApproved('(주)새봄디자인')).toBe('(주)새봄디자인을 승인했습니다.');
    expect(m.corporateRejected('(주)푸른물류')).toBe('(주)푸른물류를 반려했습니다.');
  });

  it("reads a paper's number as it is spoken", () => {
    expect(m.paperPublishedChanged('1회', true)).toBe('1회를 공개했습니다.');
    expect(m.paperPublishedChanged('2025년 상반기', false)).toBe('2025년 상반기를 비공개로 바꿨습니다.');
    expect(m.paperPublishedChanged('모의고사 3', true)).toBe('모의고사 3을 공개했습니다.');
  });

  it('names a type, a choice and a passage with their own particles', () => {
    expect(m.typeMoved('한국사', '위로')).toBe('한국사를 위로 옮겼습니다.');
    expect(m.typeMoved('공기업', '아래로')).toBe('공기업을 아래로 옮겼습니다.');
    expect(m.typeRenamed('PSAT')).toBe('유형 이름을 PSAT로 바꿨습니다.');
    expect(m.typeRenamed('대기업 인적성')).toBe('유형 이름을 대기업 인적성으로 바꿨습니다.');
    expect(m.typeRenamed('서울')).toBe('유형 이름을 서울로 바꿨습니다.');
    expect(m.answerChanged(3, '①')).toBe('3번 정답을 ①로 바꿨습니다.');
    expect(m.answerChanged(3, '③')).toBe('3번 정답을 ③으로 바꿨습니다.');
    expect(m.passageDeleteTitle('지문 1')).toBe('지문 1을 삭제할까요?');
    expect(m.passageDeleteTitle('지문 2')).toBe('지문 2를 삭제할까요?');
  });

  it('sends the answer to an address without guessing its particle', () => {
    expect(m.inquiryAnswerLabel('member@hanmail.net')).toBe('답변 내용 (회원에게 보이고 member@hanmail.net 주소로 메일을 보냅니다)');
  });
});
