import { describe, expect, it } from 'vitest';
import { buildSpecSummary, specLine } from './build-spec-summary';

describe('spec summary', () => {
  it('writes one Korean line per entry, sections in the page order, empty ones left out', () => {
    const summary = buildSpecSummary({
      school: '한빛대학교',
      major: '경영학',
      completenessPercent: 60,
      entries: [
        { section: 'ACTIVITY', data: { kind: 'EXTERNAL', title: '대학생 마케터', organisation: '새솔', startMonth: '2025-03', endMonth: null, description: '' } },
        { section: 'EDUCATION', data: { school: '한빛대학교', major: '경영학', degree: 'BACHELOR', status: 'ENROLLED', startMonth: '2022-03', endMonth: null, gpa: '3.85', gpaScale: '4.5' } },
        { section: 'LANGUAGE', data: { test: 'OTHER', testName: 'DELF', score: null, level: 'B2', takenOn: '2025-06-01' } },
      ],
    });
    expect(summary).toEqual({
      school: '한빛대학교',
      major: '경영학',
      completenessPercent: 60,
      sections: [
        { section: 'EDUCATION', items: ['한빛대학교 · 경영학 · 학점 3.85/4.5 · 2022-03 ~ 현재'] },
        { section: 'LANGUAGE', items: ['DELF · B2 · 2025-06-01'] },
        { section: 'ACTIVITY', items: ['대학생 마케터 · 새솔 · 2025-03 ~ 현재'] },
      ],
    });
  });

  it('prints test names as score reports do', () => {
    expect(specLine('LANGUAGE', { test: 'TOEFL_IBT', testName: null, score: '101', level: null, takenOn: '2025-01-05' })).toBe('TOEFL iBT · 101 · 2025-01-05');
    expect(specLine('AWARD', { title: '대상', organiser: '한빛', awardedOn: '2024-12-01', description: '' })).toBe('대상 · 한빛 · 2024-12-01');
  });
});
