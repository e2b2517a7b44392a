import { describe, expect, it } from 'vitest';
import { categoryHref, categoryListQuery, noExamWithKeywordText, parseCategoryFilters } from './category-filters';

describe('category filters', () => {
  it('parses the URL query with safe defaults', () => {
    expect(parseCategoryFilters({})).toEqual({ sub: null, keyword: '', page: 1 });
    expect(parseCategoryFilters({ sub: '12', keyword: ' NCS ', page: '3', type: 'psat' })).toEqual({
      sub: 12,
      keyword: 'NCS',
      page: 3,
    });
    expect(parseCategoryFilters({ sub: 'x', page: '0' })).toEqual({ sub: null, keyword: '', page: 1 });
    expect(parseCategoryFilters({ sub: ['4', '5'] }).sub).toBe(4);
    expect(parseCategoryFilters({ keyword: 'a'.repeat(150) }).keyword).toHaveLength(100);
  });

  it('builds the same list query for the same filters, without empty values', () => {
    expect(categoryListQuery('psat', { sub: null, keyword: '', page: 1 })).toEqual({
      categorySlug: 'psat',
      examTypeId: undefined,
      keyword: undefined,
      page: 1,
      pageSize: 12,
    });
    expect(categoryListQuery('psat', { sub: 3, keyword: '자료', page: 2 })).toMatchObject({
      examTypeId: 3,
      keyword: '자료',
      page: 2,
    });
  });

  it('writes the public URL with only non-default filters', () => {
    expect(categoryHref('psat', { sub: null, keyword: '', page: 1 })).toBe('/exam/psat');
    expect(categoryHref('psat', { sub: 3, keyword: '자료 해석', page: 2 })).toBe(
      '/exam/psat?sub=3&keyword=%EC%9E%90%EB%A3%8C+%ED%95%B4%EC%84%9D&page=2',
    );
  });
});

describe('noExamWithKeywordText', () => {
  it('puts the particle the keyword takes after its quotes', () => {
    expect(noExamWithKeywordText('한국사')).toBe("'한국사'가 들어간 시험을 찾지 못했습니다.");
    expect(noExamWithKeywordText('공기업')).toBe("'공기업'이 들어간 시험을 찾지 못했습니다.");
    expect(noExamWithKeywordText('NCS')).toBe("'NCS'가 들어간 시험을 찾지 못했습니다.");
  });
});
