import { describe, expect, it } from 'vitest';
import { POSTING_STATUSES } from '../../config/kst';
import {
  CAREER_LEVELS,
  EMPLOYMENT_TYPES,
  ORGANISER_TYPES,
  POSTING_BENEFITS,
  POSTING_FIELDS,
  POSTING_KINDS,
  POSTING_REGIONS,
  POSTING_TARGETS,
} from '../../db/schema/index';
import {
  CAREER_LEVEL_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  formatPrizeMoney,
  isPostingKindSegment,
  labelOf,
  labelsOf,
  ORGANISER_TYPE_CODES,
  ORGANISER_TYPE_LABELS,
  POSTING_BENEFIT_CODES,
  POSTING_BENEFIT_LABELS,
  POSTING_FIELD_CODES,
  POSTING_FIELD_LABELS,
  POSTING_KIND_CODES,
  POSTING_KIND_LABELS,
  POSTING_REGION_CODES,
  POSTING_REGION_LABELS,
  POSTING_STATUS_CODES,
  POSTING_STATUS_LABELS,
  POSTING_TARGET_CODES,
  POSTING_TARGET_LABELS,
  postingHref,
  postingListHref,
} from './posting-labels';

describe('posting labels', () => {
  it('repeat the server schema codes in its order, each with a Korean label', () => {
    const pairs: Array<[readonly string[], readonly string[], Record<string, string>]> = [
      [POSTING_KINDS, POSTING_KIND_CODES, POSTING_KIND_LABELS],
      [ORGANISER_TYPES, ORGANISER_TYPE_CODES, ORGANISER_TYPE_LABELS],
      [POSTING_FIELDS, POSTING_FIELD_CODES, POSTING_FIELD_LABELS],
      [POSTING_TARGETS, POSTING_TARGET_CODES, POSTING_TARGET_LABELS],
      [POSTING_REGIONS, POSTING_REGION_CODES, POSTING_REGION_LABELS],
      [POSTING_BENEFITS, POSTING_BENEFIT_CODES, POSTING_BENEFIT_LABELS],
      [POSTING_STATUSES, POSTING_STATUS_CODES, POSTING_STATUS_LABELS],
      [EMPLOYMENT_TYPES, EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS],
      [CAREER_LEVELS, CAREER_LEVELS, CAREER_LEVEL_LABELS],
    ];
    for (const [server, web, labels] of pairs) {
      expect(web).toEqual(server);
      expect(Object.keys(labels).sort()).toEqual([...server].sort());
      for (const label of Object.values(labels)) expect(label).toMatch(/[가-힣]/);
    }
  });

  it('name the four kinds and three statuses the way Korean portals do', () => {
    expect(POSTING_KIND_LABELS).toEqual({ CONTEST: '공모전', ACTIVITY: '대외활동', INTERNSHIP: '인턴', RECRUIT: '채용' });
    expect(POSTING_STATUS_LABELS).toEqual({ UPCOMING: '모집예정', OPEN: '모집중', CLOSED: '마감' });
  });

  it('fall back to the code for a value this build does not know', () => {
    expect(labelOf(POSTING_REGION_LABELS, 'SEOUL')).toBe('서울');
    expect(labelOf(POSTING_REGION_LABELS, 'MARS')).toBe('MARS');
    expect(labelOf(POSTING_REGION_LABELS, null)).toBe('');
    expect(labelOf(POSTING_REGION_LABELS, 'toString')).toBe('toString');
    expect(labelsOf(POSTING_FIELD_LABELS, ['IT', 'DESIGN'])).toEqual(['IT·개발', '디자인']);
  });

  it('format prize money in 만원 and 억 units', () => {
    expect(formatPrizeMoney(10_000_000)).toBe('1,000만원');
    expect(formatPrizeMoney(300_000)).toBe('30만원');
    expect(formatPrizeMoney(100_000_000)).toBe('1억원');
    expect(formatPrizeMoney(120_000_000)).toBe('1억 2,000만원');
    expect(formatPrizeMoney(5_000)).toBe('5,000원');
    expect(formatPrizeMoney(0)).toBe('');
  });

  it('build the list and detail routes and accept only known kind segments', () => {
    expect(postingListHref()).toBe('/activities/ALL');
    expect(postingListHref('CONTEST', 'sort=DEADLINE')).toBe('/activities/CONTEST?sort=DEADLINE');
    expect(postingHref(12)).toBe('/activity/12');
    expect(isPostingKindSegment('ALL')).toBe(true);
    expect(isPostingKindSegment('RECRUIT')).toBe(true);
    expect(isPostingKindSegment('contest')).toBe(false);
    expect(isPostingKindSegment(undefined)).toBe(false);
  });
});
