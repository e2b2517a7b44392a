import { describe, expect, it } from 'vitest';
import { REJECTION_REASON_MAX_LENGTH, checkRejectionReason } from './corporate-rejection';

describe('checkRejectionReason', () => {
  it('keeps a reason trimmed', () => {
    expect(checkRejectionReason('  사업자등록번호가 폐업 상태입니다. ')).toEqual({ ok: true, reason: '사업자등록번호가 폐업 상태입니다.' });
  });

  it('refuses a blank reason in Korean', () => {
    expect(checkRejectionReason(' \n ')).toEqual({ ok: false, message: '반려 사유를 입력해주세요.' });
  });

  it('counts characters, not UTF-16 units, up to the limit', () => {
    expect(checkRejectionReason('가'.repeat(REJECTION_REASON_MAX_LENGTH)).ok).toBe(true);
    expect(checkRejectionReason('😀'.repeat(REJECTION_REASON_MAX_LENGTH)).ok).toBe(true);
    expect(checkRejectionReason('가'.repeat(REJECTION_REASON_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: '반려 사유는 300자까지 입력할 수 있습니다.',
    });
  });
});
