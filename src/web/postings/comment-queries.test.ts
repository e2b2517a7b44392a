import { describe, expect, it } from 'vitest';
import { commentKeys } from './comment-queries';

describe('comment queries', () => {
  it('keeps every thread under one prefix a write invalidates', () => {
    expect(commentKeys.thread({ postingId: '1' }, 2).slice(0, 2)).toEqual([...commentKeys.all]);
    expect(commentKeys.mine(true, 1).slice(0, 2)).toEqual([...commentKeys.all]);
  });
});
