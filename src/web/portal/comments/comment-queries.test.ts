import { describe, expect, it } from 'vitest';
import { commentKeys, commentLength, pageFromQuery } from './comment-queries';

describe('comment queries', () => {
  it('reads a page number from the address, 1 for anything else', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1e3', 'abc', '999999']) expect(pageFromQuery(bad)).toBe(1);
  });

  it('counts characters as the server does: trimmed, an emoji once', () => {
    expect(commentLength('  안녕하세요  ')).toBe(5);
    expect(commentLength('😀😀')).toBe(2);
    expect(commentLength('   ')).toBe(0);
  });

  it('keeps every thread under one prefix a write invalidates', () => {
    expect(commentKeys.thread({ postingId: '1' }, 2).slice(0, 2)).toEqual([...commentKeys.all]);
    expect(commentKeys.mine(true, 1).slice(0, 2)).toEqual([...commentKeys.all]);
  });
});
