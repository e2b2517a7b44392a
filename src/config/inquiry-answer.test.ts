import { describe, expect, it } from 'vitest';
import { INQUIRY_ANSWER_MAX_LENGTH, checkInquiryAnswer } from './inquiry-answer';

describe('checkInquiryAnswer', () => {
  it('trims the answer it keeps', () => {
    expect(checkInquiryAnswer('  안녕하세요.  ')).toEqual({ ok: true, answer: '안녕하세요.' });
  });

  it('refuses a blank answer in Korean', () => {
    expect(checkInquiryAnswer(' \n ')).toEqual({ ok: false, message: '답변 내용을 입력해주세요.' });
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(checkInquiryAnswer('가'.repeat(INQUIRY_ANSWER_MAX_LENGTH)).ok).toBe(true);
    expect(checkInquiryAnswer('😀'.repeat(INQUIRY_ANSWER_MAX_LENGTH)).ok).toBe(true);
    expect(checkInquiryAnswer('가'.repeat(INQUIRY_ANSWER_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: `답변은 ${INQUIRY_ANSWER_MAX_LENGTH}자까지 입력할 수 있습니다.`,
    });
  });
});
