import { describe, expect, it } from 'vitest';
import { parseCommunityReportInput, parseMyScrapsPaging } from './community-report-arguments';
import { REPORTS_TO_HIDE, reachesHideThreshold } from './community-report-rows';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return null;
};

describe('parseCommunityReportInput', () => {
  it('keeps the reason and the trimmed detail, empty when none', () => {
    expect(parseCommunityReportInput({ reason: 'SPAM' })).toEqual({ reason: 'SPAM', detail: '' });
    expect(parseCommunityReportInput({ reason: 'ABUSE', detail: null })).toEqual({ reason: 'ABUSE', detail: '' });
    expect(parseCommunityReportInput({ reason: 'PRIVACY', detail: '  전화번호 노출 \n' })).toEqual({
      reason: 'PRIVACY',
      detail: '전화번호 노출',
    });
  });

  it('needs 1–300 characters for OTHER and at most 300 (code points) for any reason', () => {
    expect(codeOf(() => parseCommunityReportInput({ reason: 'OTHER' }))).toBe('REPORT_DETAIL_REQUIRED');
    expect(codeOf(() => parseCommunityReportInput({ reason: 'OTHER', detail: ' \t ' }))).toBe('REPORT_DETAIL_REQUIRED');
    expect(parseCommunityReportInput({ reason: 'OTHER', detail: '😀'.repeat(300) }).detail).toHaveLength(600);
    expect(codeOf(() => parseCommunityReportInput({ reason: 'SPAM', detail: '가'.repeat(301) }))).toBe('REPORT_DETAIL_TOO_LONG');
    expect(codeOf(() => parseCommunityReportInput({ reason: 'SPAM', detail: 'a\u0000b' }))).toBe('REPORT_DETAIL_BAD_CHARACTERS');
    expect(codeOf(() => parseCommunityReportInput({ reason: 'BORING' }))).toBe('INVALID_REPORT_REASON');
  });
});

describe('parseMyScrapsPaging', () => {
  it('defaults to page 1 of 20 and refuses sizes outside 1–50', () => {
    expect(parseMyScrapsPaging({})).toEqual({ page: 1, pageSize: 20 });
    expect(codeOf(() => parseMyScrapsPaging({ pageSize: 51 }))).toBe('INVALID_PAGE');
    expect(codeOf(() => parseMyScrapsPaging({ page: 0 }))).toBe('INVALID_PAGE');
  });
});

describe('reachesHideThreshold', () => {
  it('hides at 5 open reporters', () => {
    expect(REPORTS_TO_HIDE).toBe(5);
    expect(reachesHideThreshold(4)).toBe(false);
    expect(reachesHideThreshold(5)).toBe(true);
  });
});
