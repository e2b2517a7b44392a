import { describe, expect, it } from 'vitest';
import { kstInstant } from '../../../config/kst';
import { postingFormMessages as m } from '../../../config/posting-form';
import { EMPTY_POSTING_FORM, inputOf, stepErrors } from './posting-form-state';

const now = kstInstant('2026-11-28', 9);

describe('posting form steps', () => {
  it("checks only the current step's fields", () => {
    const check = { now, submitting: false, allowPastStart: true };
    expect(Object.keys(stepErrors(EMPTY_POSTING_FORM, 1, check)).sort()).toEqual(['applyUrl', 'fields', 'organiserType', 'region', 'targets', 'title']);
    expect(stepErrors(EMPTY_POSTING_FORM, 2, check)).toEqual({ receptionStartDay: m.startRequired, receptionEndDay: m.endRequired });
    expect(stepErrors(EMPTY_POSTING_FORM, 3, check)).toEqual({});
    expect(stepErrors(EMPTY_POSTING_FORM, 4, check)).toEqual({});
    expect(stepErrors(EMPTY_POSTING_FORM, 4, { ...check, submitting: true })).toEqual({ bodyHtml: m.bodyRequired });
  });

  it('sends empty optional fields as null and the poster as an attachment id', () => {
    const input = inputOf({ ...EMPTY_POSTING_FORM, title: ' 제목 ', prizeMoney: ' ' }, { url: '/uploads/x', attachmentId: 'a1', removed: false });
    expect(input).toMatchObject({ title: '제목', prizeMoney: null, applyUrl: null, announcementDay: null, posterAttachmentId: 'a1', removePoster: false });
  });
});
