import { describe, expect, it } from 'vitest';
import { parseApplicationDecision, parseApplicationId, parseApplicationPaging, parseApplyInput } from './application-arguments';

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return null;
};

describe('application arguments', () => {
  it('parses ids, paging, decisions and the apply input with Korean refusals', () => {
    expect(parseApplicationId('0F6C7D0E-1111-4222-8333-444455556666')).toBe('0f6c7d0e-1111-4222-8333-444455556666');
    expect(code(() => parseApplicationId('1'))).toBe('INVALID_APPLICATION_ID');
    expect(parseApplicationPaging({}, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(code(() => parseApplicationPaging({ pageSize: 51 }, 20))).toBe('INVALID_PAGE');
    expect(parseApplicationDecision('PASSED')).toBe('PASSED');
    expect(code(() => parseApplicationDecision('SUBMITTED'))).toBe('INVALID_APPLICATION_DECISION');
    expect(code(() => parseApplyInput({ coverLetterId: null }))).toBe('APPLICATION_COVER_LETTER_REQUIRED');
    expect(parseApplyInput({ coverLetterId: '0f6c7d0e-1111-4222-8333-444455556666' })).toEqual({
      coverLetterId: '0f6c7d0e-1111-4222-8333-444455556666',
      includeSpecSummary: true,
    });
  });
});
