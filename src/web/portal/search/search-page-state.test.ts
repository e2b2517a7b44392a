import { describe, expect, it } from 'vitest';
import { parseSearchPageState, searchArgs, searchPageHref } from './search-page-state';

describe('search page address', () => {
  it('reads the text, kind tab and page; unknown values fall back', () => {
    expect(parseSearchPageState({ q: ' 공모 ', p: '2' })).toEqual({ q: '공모', kind: null, statuses: ['OPEN'], p: 2 });
    expect(parseSearchPageState({ q: ['ㄱㅁㅈ'], kind: 'CONTEST', p: 'x' })).toEqual({ q: 'ㄱㅁㅈ', kind: 'CONTEST', statuses: ['OPEN'], p: 1 });
    expect(parseSearchPageState({ kind: 'LECTURE', p: '0' })).toEqual({ q: '', kind: null, statuses: ['OPEN'], p: 1 });
  });

  it('writes the address with p, and asks nothing for empty text', () => {
    expect(searchPageHref({ q: '마케팅 공모전', kind: null, p: 1 })).toBe('/search?q=%EB%A7%88%EC%BC%80%ED%8C%85+%EA%B3%B5%EB%AA%A8%EC%A0%84&p=1');
    expect(searchPageHref({ q: 'a&b', kind: 'RECRUIT', p: 3 })).toBe('/search?q=a%26b&kind=RECRUIT&p=3');
    expect(searchArgs({ q: '', kind: null, statuses: ['OPEN'], p: 1 })).toBeNull();
    expect(searchArgs({ q: '공모', kind: null, statuses: [], p: 2 })).toStrictEqual({ query: '공모', page: 2, pageSize: 20 });
    expect(searchArgs({ q: '공모', kind: 'CONTEST', statuses: ['OPEN'], p: 1 })).toStrictEqual({
      query: '공모',
      page: 1,
      pageSize: 20,
      kind: 'CONTEST',
      statuses: ['OPEN'],
    });
  });

  it('searches 모집중 unless the address names other states, and keeps the default out of the address', () => {
    expect(parseSearchPageState({ q: '공모' }).statuses).toEqual(['OPEN']);
    expect(parseSearchPageState({ q: '공모', statuses: 'ALL' }).statuses).toEqual([]);
    expect(parseSearchPageState({ q: '공모', statuses: 'CLOSED' }).statuses).toEqual(['CLOSED']);
    expect(searchPageHref({ q: '공모', kind: null, statuses: ['OPEN'], p: 1 })).toBe('/search?q=%EA%B3%B5%EB%AA%A8&p=1');
    expect(searchPageHref({ q: '공모', kind: null, statuses: [], p: 1 })).toBe('/search?q=%EA%B3%B5%EB%AA%A8&statuses=ALL&p=1');
    expect(searchPageHref({ q: '공모', kind: 'CONTEST', statuses: ['UPCOMING'], p: 2 })).toBe('/search?q=%EA%B3%B5%EB%AA%A8&kind=CONTEST&statuses=UPCOMING&p=2');
  });
});
