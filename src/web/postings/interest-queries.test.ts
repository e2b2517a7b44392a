import { describe, expect, it } from 'vitest';
import { interestKeys, toggleCode } from './interest-queries';

describe('toggleCode', () => {
  it('adds in the order chosen, removes, and stops at the maximum', () => {
    expect(toggleCode([], 'IT', 2)).toEqual(['IT']);
    expect(toggleCode(['IT'], 'DESIGN', 2)).toEqual(['IT', 'DESIGN']);
    expect(toggleCode(['IT', 'DESIGN'], 'VIDEO', 2)).toEqual(['IT', 'DESIGN']);
    expect(toggleCode(['IT', 'DESIGN'], 'IT', 2)).toEqual(['DESIGN']);
  });

  it('keeps 추천 under the postings prefix, so a scrap refreshes it', () => {
    expect(interestKeys.recommended(1, 5).slice(0, 2)).toEqual(['portal', 'postings']);
  });
});
