import { describe, expect, it } from 'vitest';
import { kstInstant } from './kst';
import {
  checkReceptionDays,
  firstPostingFormError,
  isKstDay,
  POSTING_BODY_MAX_LENGTH,
  postingFormCodeOf,
  postingFormFieldOfCode,
  postingFormMessages as m,
  type PostingFormValues,
  receptionInstants,
  validatePostingForm,
} from './posting-form';

const values = (overrides: Partial<PostingFormValues> = {}): PostingFormValues => ({
  acceptsApplications: false,
  kind: 'CONTEST',
  title: '새솔 아이디어 공모전',
  organiserType: 'STARTUP',
  fields: ['IDEA'],
  targets: ['UNIVERSITY'],
  region: 'ONLINE',
  benefits: [],
  prizeMoney: '',
  employmentType: '',
  careerLevel: '',
  applyUrl: 'https://saesol.example.com/apply',
  applyEmail: '',
  receptionStartDay: '2026-12-01',
  receptionEndDay: '2026-12-31',
  announcementDay: '',
  bodyHtml: '<p>본문</p>',
  ...overrides,
});

// 2026-11-28 00:30 KST is still 2026-11-27 in UTC.
const now = kstInstant('2026-11-28', 0, 30);

describe('validatePostingForm', () => {
  const empty = values({
    title: '제목만 있는 초안',
    organiserType: '',
    fields: [],
    targets: [],
    region: '',
    applyUrl: '',
    receptionStartDay: '',
    receptionEndDay: '',
    bodyHtml: '',
  });

  it('lets a draft be saved with only its kind and title', () => {
    expect(validatePostingForm(empty, { now, submitting: false, draft: true })).toEqual({});
    expect(validatePostingForm(values({ kind: 'RECRUIT', employmentType: '', careerLevel: '' }), { now, submitting: false, draft: true })).toEqual({});
  });

  it('still refuses in a draft what is filled in wrong, and a missing title', () => {
    const draft = { now, submitting: false, draft: true };
    expect(validatePostingForm({ ...empty, title: ' ' }, draft)).toEqual({ title: m.titleRequired });
    expect(validatePostingForm({ ...empty, receptionStartDay: '2026-12-10', receptionEndDay: '2026-12-01' }, draft)).toEqual({ receptionEndDay: m.endBeforeStart });
    expect(validatePostingForm({ ...empty, receptionEndDay: '2026-02-30' }, draft)).toEqual({ receptionEndDay: m.endRequired });
    expect(validatePostingForm({ ...empty, applyEmail: 'not-mail' }, draft)).toEqual({ applyEmail: m.applyEmailInvalid });
    // Days already past are for the submission to refuse: a draft is finished later.
    expect(validatePostingForm({ ...empty, receptionStartDay: '2026-01-01', receptionEndDay: '2026-01-31' }, draft)).toEqual({});
  });

  it('asks a draft on submission for everything it left out', () => {
    expect(Object.keys(validatePostingForm(empty, { now, submitting: true })).sort()).toEqual(
      ['applyUrl', 'bodyHtml', 'fields', 'organiserType', 'receptionEndDay', 'receptionStartDay', 'region', 'targets'],
    );
  });

  it('accepts a complete posting', () => {
    expect(validatePostingForm(values(), { now, submitting: true })).toEqual({});
  });

  it('reports missing basics under their fields, in the form order', () => {
    const errors = validatePostingForm(values({ title: '  ', fields: [], targets: [], applyUrl: '' }), { now, submitting: false });
    expect(errors).toMatchObject({ title: m.titleRequired, fields: m.fieldsRequired, targets: m.targetsRequired, applyUrl: m.applyRequired });
    expect(firstPostingFormError(errors)).toBe('title');
  });

  it('asks jobs for employment type and career level only', () => {
    expect(validatePostingForm(values({ kind: 'RECRUIT' }), { now, submitting: true })).toMatchObject({
      employmentType: m.employmentTypeRequired,
      careerLevel: m.careerLevelRequired,
    });
    expect(validatePostingForm(values({ kind: 'ACTIVITY' }), { now, submitting: true })).toEqual({});
  });

  it('refuses a non-http apply link, a bad email and a prize that is not a number', () => {
    expect(validatePostingForm(values({ applyUrl: 'javascript:alert(1)', applyEmail: 'a@b', prizeMoney: '1e5' }), { now, submitting: true })).toMatchObject({
      applyUrl: m.applyUrlInvalid,
      applyEmail: m.applyEmailInvalid,
      prizeMoney: m.prizeInvalid,
    });
  });

  it('lets a draft go without a body, not a submission; an oversized body is refused either way', () => {
    expect(validatePostingForm(values({ bodyHtml: '<p></p>' }), { now, submitting: false })).toEqual({});
    expect(validatePostingForm(values({ bodyHtml: '<p> </p>' }), { now, submitting: true })).toEqual({ bodyHtml: m.bodyRequired });
    expect(validatePostingForm(values({ bodyHtml: '<p><img src="https://x.example/a.png"></p>' }), { now, submitting: true })).toEqual({});
    const long = `<p>${'가'.repeat(POSTING_BODY_MAX_LENGTH)}</p>`;
    expect(validatePostingForm(values({ bodyHtml: long }), { now, submitting: false })).toEqual({ bodyHtml: m.bodyTooLong });
  });

  it('wants the announcement on or after the last reception day', () => {
    expect(validatePostingForm(values({ announcementDay: '2026-12-30' }), { now, submitting: true })).toEqual({ announcementDay: m.announcementBeforeEnd });
    expect(validatePostingForm(values({ announcementDay: '2026-12-31' }), { now, submitting: true })).toEqual({});
  });
});

describe('checkReceptionDays (KST days)', () => {
  it('requires both days and an end on or after the start', () => {
    expect(checkReceptionDays('', '', { now })).toEqual({ receptionStartDay: m.startRequired, receptionEndDay: m.endRequired });
    expect(checkReceptionDays('2026-12-10', '2026-12-09', { now })).toEqual({ receptionEndDay: m.endBeforeStart });
    expect(checkReceptionDays('2026-12-10', '2026-12-10', { now })).toEqual({});
  });

  it('counts today by the KST calendar: just after midnight KST, the UTC date is still yesterday', () => {
    expect(checkReceptionDays('2026-11-28', '2026-11-28', { now })).toEqual({});
    expect(checkReceptionDays('2026-11-27', '2026-11-28', { now })).toEqual({ receptionStartDay: m.startInPast });
    expect(checkReceptionDays('2026-11-27', '2026-11-27', { now, allowPastStart: true })).toEqual({ receptionEndDay: m.endInPast });
    // 23:59 KST on the 28th: still the 28th.
    expect(checkReceptionDays('2026-11-28', '2026-11-28', { now: kstInstant('2026-11-28', 23, 59) })).toEqual({});
    expect(checkReceptionDays('2026-11-28', '2026-11-28', { now: kstInstant('2026-11-29') })).toEqual({
      receptionStartDay: m.startInPast,
      receptionEndDay: m.endInPast,
    });
  });

  it('refuses days that do not exist', () => {
    expect(isKstDay('2026-02-30')).toBe(false);
    expect(isKstDay('2028-02-29')).toBe(true);
    expect(checkReceptionDays('2026-02-30', '2026-12-01', { now })).toEqual({ receptionStartDay: m.startRequired });
  });
});

describe('receptionInstants and codes', () => {
  it('runs from 00:00 KST of the first day to 23:59:59 KST of the last', () => {
    const { startAt, endAt } = receptionInstants('2026-12-01', '2026-12-31');
    expect(startAt.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(endAt.toISOString()).toBe('2026-12-31T14:59:59.000Z');
  });

  it('maps fields to codes and back', () => {
    expect(postingFormCodeOf('receptionEndDay')).toBe('INVALID_POSTING_RECEPTION_END_DAY');
    expect(postingFormFieldOfCode('INVALID_POSTING_RECEPTION_END_DAY')).toBe('receptionEndDay');
    expect(postingFormFieldOfCode('POSTING_BODY_TOO_LARGE')).toBe('bodyHtml');
    expect(postingFormFieldOfCode('INVALID_POSTING_BODY')).toBe('bodyHtml');
  });
});
