import { describe, expect, it } from 'vitest';
import { checkErrorReportDetail, checkResolutionNote } from './error-report';

describe('error report texts', () => {
  it('trims the detail and refuses an empty or over-long one in Korean', () => {
    expect(checkErrorReportDetail('  3번 정답이 틀렸어요 ')).toEqual({ ok: true, text: '3번 정답이 틀렸어요' });
    expect(checkErrorReportDetail('   ')).toEqual({ ok: false, message: '오류 내용을 입력해주세요.' });
    expect(checkErrorReportDetail('가'.repeat(501))).toEqual({ ok: false, message: '오류 내용은 500자 이내로 입력해주세요.' });
    expect(checkErrorReportDetail('가'.repeat(500)).ok).toBe(true);
  });

  it('requires a note to resolve but not to dismiss', () => {
    expect(checkResolutionNote('', true)).toEqual({ ok: false, message: '처리 내용을 입력해주세요.' });
    expect(checkResolutionNote(undefined, false)).toEqual({ ok: true, text: '' });
    expect(checkResolutionNote('가'.repeat(501), false).ok).toBe(false);
  });
});
