import { describe, expect, it } from 'vitest';
import { type RecordLinkSource, resultLinks, resumeHref } from './record-links';

const base: RecordLinkSource = {
  recordIdx: 9,
  mode: 'MOCK',
  source: 'PAPER',
  status: 'IN_PROGRESS',
  examIdx: 3,
  examDetailIdx: 5,
};

describe('resumeHref', () => {
  it('continues a paper in its mode', () => {
    expect(resumeHref(base)).toBe('/cbt/practice/5');
    expect(resumeHref({ ...base, mode: 'ONE' })).toBe('/cbt/onequestions/5');
  });

  it('continues a random set by exam', () => {
    expect(resumeHref({ ...base, source: 'RANDOM', examDetailIdx: null })).toBe('/cbt/practice/random/3');
    expect(resumeHref({ ...base, source: 'RANDOM', mode: 'ONE', examDetailIdx: null })).toBe('/cbt/onequestions/random/3');
  });

  it('continues a review set by record', () => {
    expect(resumeHref({ ...base, source: 'REVIEW', mode: 'ONE', examIdx: null, examDetailIdx: null })).toBe(
      '/cbt/onequestions/review?record=9',
    );
  });

  it('gives nothing for closed records or missing ids', () => {
    expect(resumeHref({ ...base, status: 'SUBMITTED' })).toBeNull();
    expect(resumeHref({ ...base, status: 'EXPIRED' })).toBeNull();
    expect(resumeHref({ ...base, examDetailIdx: null })).toBeNull();
  });
});

describe('resultLinks', () => {
  it('points at the score, analysis and solution of the record', () => {
    expect(resultLinks(9)).toEqual({
      score: '/cbt/practice/score/9',
      result: '/cbt/practice/result/9',
      solution: '/cbt/practice/solution/9',
    });
  });
});
