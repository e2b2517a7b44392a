import { describe, expect, it } from 'vitest';
import { pageCount, pageFromQuery, pageWindow } from './pagination';

describe('pagination', () => {
  it('reads a page number from the address, 1 for anything else', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1e3', 'abc', '999999', 7]) expect(pageFromQuery(bad)).toBe(1);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 0)).toBe(40);
  });

  it('shows up to five pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
