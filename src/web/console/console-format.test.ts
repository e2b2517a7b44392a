import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditValueText, reportReasonsText } from './console-format';

describe('auditChanges', () => {
  it('lists only the fields that changed, before then after', () => {
    expect(
      auditChanges(
        { approvalStatus: 'PENDING', businessNumber: '1234567891', rejectionReason: null },
        { approvalStatus: 'REJECTED', businessNumber: '1234567891', rejectionReason: '상호가 다릅니다.' },
      ),
    ).toEqual([
      { field: 'approvalStatus', before: 'PENDING', after: 'REJECTED' },
      { field: 'rejectionReason', before: '—', after: '상호가 다릅니다.' },
    ]);
  });

  it('shows every field of a created resource and fields that only one side has', () => {
    expect(auditChanges(null, { title: '새 시험', publishedAt: null })).toEqual([{ field: 'title', before: '—', after: '새 시험' }]);
    expect(auditChanges({ id: 1 }, { id: 1, resolvedReports: 4 })).toEqual([{ field: 'resolvedReports', before: '—', after: '4' }]);
  });

  it('compares nested values by content and shows them as JSON', () => {
    expect(auditChanges({ choices: ['①', '②'] }, { choices: ['①', '②'] })).toEqual([]);
    expect(auditChanges({ choices: ['①'] }, { choices: ['①', '②'] })).toEqual([{ field: 'choices', before: '["①"]', after: '["①","②"]' }]);
    expect(auditChanges('old', 'new')).toEqual([{ field: '값', before: 'old', after: 'new' }]);
  });
});

describe('console wording', () => {
  it('names known actions in Korean and leaves unknown ones as written', () => {
    expect(auditActionLabel('community-post.dismiss-reports')).toBe('게시글 신고 기각');
    expect(auditActionLabel('bundle.create')).toBe('bundle.create');
    // The paper's publishing and import, and the shop's and error reports' actions, were shown as raw codes.
    expect(auditActionLabel('exam-detail.publish')).toBe('회차 공개');
    expect(auditActionLabel('exam-detail.import')).toBe('회차 가져오기');
    expect(auditActionLabel('order.mark-refunded')).toBe('환불 완료');
    expect(auditActionLabel('error-report.resolve')).toBe('오류 신고 처리');
  });

  it('writes values and reasons on one line', () => {
    expect(auditValueText(undefined)).toBe('—');
    expect(auditValueText('')).toBe('""');
    expect(auditValueText(true)).toBe('true');
    expect(reportReasonsText([{ reason: 'SPAM', count: 3 }, { reason: 'OTHER', count: 1 }], { SPAM: '스팸/광고', OTHER: '기타' })).toBe('스팸/광고 3 · 기타 1');
    expect(reportReasonsText([], {})).toBe('');
  });
});
