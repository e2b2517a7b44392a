import { describe, expect, it } from 'vitest';
import { commentLength } from './comment-form';

describe('commentLength', () => {
  it('counts characters as the server does: trimmed, an emoji once', () => {
    expect(commentLength('  안녕하세요  ')).toBe(5);
    expect(commentLength('😀😀')).toBe(2);
    expect(commentLength('   ')).toBe(0);
  });
});
