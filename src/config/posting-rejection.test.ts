import { describe, expect, it } from 'vitest';
import { POSTING_REJECTION_REASON_MAX_LENGTH, POSTING_REJECTION_REASON_MESSAGE, normalizePostingRejectionReason } from './posting-rejection';

describe('normalizePostingRejectionReason', () => {
  it('keeps the reason trimmed with \\n line ends', () => {
    expect(normalizePostingRejectionReason('  첫 줄\r\n둘째 줄 ')).toBe('첫 줄\n둘째 줄');
  });

  it('refuses blank and too long reasons, counting characters', () => {
    expect(normalizePostingRejectionReason('  ')).toBeNull();
    expect(normalizePostingRejectionReason(null)).toBeNull();
    expect(normalizePostingRejectionReason('😀'.repeat(POSTING_REJECTION_REASON_MAX_LENGTH))).not.toBeNull();
    expect(normalizePostingRejectionReason('가'.repeat(POSTING_REJECTION_REASON_MAX_LENGTH + 1))).toBeNull();
  });

  it('words the refusal as the API always has', () => {
    expect(POSTING_REJECTION_REASON_MESSAGE).toBe('반려 사유를 1~500자로 입력해주세요.');
  });
});
