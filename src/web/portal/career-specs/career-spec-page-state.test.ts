import { describe, expect, it } from 'vitest';
import { kstInstant } from '../../../config/kst';
import type { CareerSpecEntry } from '../../api/career-specs-api';
import {
  emptySpecValues,
  fieldOfErrorCode,
  isScoreOlderThanTwoYears,
  parseSpecSection,
  specInputOf,
  specValuesOf,
  summarizeSpec,
} from './career-spec-page-state';

describe('parseSpecSection', () => {
  it('reads a known section and falls back to info', () => {
    expect(parseSpecSection('language')).toBe('language');
    expect(parseSpecSection(['award', 'x'])).toBe('award');
    expect(parseSpecSection('LANGUAGE')).toBe('info');
    expect(parseSpecSection(undefined)).toBe('info');
    expect(parseSpecSection('profile')).toBe('info');
  });
});

describe('isScoreOlderThanTwoYears', () => {
  it('warns from the KST day two years after the score', () => {
    // 2026-11-25 00:30 KST is still 2026-11-24 in UTC: the KST day counts.
    const now = kstInstant('2026-11-25', 0, 30);
    expect(isScoreOlderThanTwoYears('2024-11-25', now)).toBe(true);
    expect(isScoreOlderThanTwoYears('2024-11-26', now)).toBe(false);
    expect(isScoreOlderThanTwoYears('2020-01-01', now)).toBe(true);
    expect(isScoreOlderThanTwoYears('2026-01-01', now)).toBe(false);
    expect(isScoreOlderThanTwoYears('garbage', now)).toBe(false);
  });
});

describe('fieldOfErrorCode', () => {
  it('names the refused input', () => {
    expect(fieldOfErrorCode('CAREER_SPEC_INVALID_END_MONTH')).toBe('endMonth');
    expect(fieldOfErrorCode('CAREER_SPEC_INVALID_SCORE')).toBe('score');
    expect(fieldOfErrorCode('CAREER_SPEC_INVALID_INPUT')).toBeNull();
    expect(fieldOfErrorCode('CAREER_SPEC_TOO_MANY')).toBeNull();
    expect(fieldOfErrorCode(undefined)).toBeNull();
  });
});

describe('form values', () => {
  const entry = {
    id: 'x',
    section: 'EDUCATION',
    postingId: null,
    createdAt: '',
    updatedAt: '',
    education: { school: '한국대', major: '경영', degree: 'BACHELOR', status: 'ENROLLED', startMonth: '2022-03', endMonth: null, gpa: null, gpaScale: null },
    language: null,
    certificate: null,
    award: null,
    activity: null,
  } as CareerSpecEntry;

  it('round-trips an entry and leaves out an unused GPA scale', () => {
    const values = specValuesOf('education', entry);
    expect(values).toMatchObject({ school: '한국대', endMonth: '', gpa: '', gpaScale: '4.5' });
    expect(specInputOf('education', values).education).toMatchObject({ gpa: '', gpaScale: '' });
    expect(specInputOf('education', { ...values, gpa: '3.9' }).education).toMatchObject({ gpa: '3.9', gpaScale: '4.5' });
    expect(summarizeSpec('education', entry)).toEqual({ title: '한국대', detail: '경영 · 학사 · 재학', when: '2022.03 ~ 재학 중' });
  });

  it('sends a picked certificate and a linked posting, and no id when typed freely', () => {
    expect(specInputOf('certificate', { ...emptySpecValues('certificate'), name: '바리스타' }).certificate?.certificateId).toBeNull();
    expect(specInputOf('activity', { ...emptySpecValues('activity'), postingId: '7' }).activity?.postingId).toBe('7');
  });
});
