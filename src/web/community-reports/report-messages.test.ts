import { describe, expect, it } from 'vitest';
import { reportHidingLead } from './report-messages';

describe('reportHidingLead', () => {
  it('puts the particle the reported thing takes after it', () => {
    expect(reportHidingLead('게시글')).toBe('신고가 5건 쌓이면 운영자가 검토할 때까지 게시글이 숨겨져요.');
    expect(reportHidingLead('댓글')).toBe('신고가 5건 쌓이면 운영자가 검토할 때까지 댓글이 숨겨져요.');
    expect(reportHidingLead('답글 파티')).toBe('신고가 5건 쌓이면 운영자가 검토할 때까지 답글 파티가 숨겨져요.');
  });
});
