import { describe, expect, it } from 'vitest';
import { descendantsOf, moveTypePatches, siblingsOf } from './exam-type-tree';

const items = [
  { id: 1, name: '공기업', parentId: null, sortOrder: 0 },
  { id: 2, name: 'NCS', parentId: 1, sortOrder: 0 },
  { id: 3, name: '전공', parentId: 1, sortOrder: 0 },
  { id: 4, name: '경영', parentId: 3, sortOrder: 0 },
  { id: 5, name: '경제', parentId: 3, sortOrder: 1 },
  { id: 6, name: '한국사', parentId: null, sortOrder: 1 },
  { id: 7, name: '심화', parentId: 6, sortOrder: 0 },
];

describe('moveTypePatches', () => {
  it('numbers tied siblings in their new order and sends only the changed ones', () => {
    expect(moveTypePatches(items, 3, -1)).toEqual([{ id: 2, sortOrder: 1 }]);
    expect(moveTypePatches(items, 2, 1)).toEqual([{ id: 2, sortOrder: 1 }]);
  });

  it('swaps numbered siblings', () => {
    expect(moveTypePatches(items, 5, -1)).toEqual([
      { id: 5, sortOrder: 0 },
      { id: 4, sortOrder: 1 },
    ]);
  });

  it('does nothing at either end or for an unknown type', () => {
    expect(moveTypePatches(items, 2, -1)).toEqual([]);
    expect(moveTypePatches(items, 5, 1)).toEqual([]);
    expect(moveTypePatches(items, 7, 1)).toEqual([]);
    expect(moveTypePatches(items, 99, 1)).toEqual([]);
  });
});

describe('siblingsOf and descendantsOf', () => {
  it('finds siblings under the same parent', () => {
    expect(siblingsOf(items, 4).map((item) => item.id)).toEqual([4, 5]);
  });

  it('walks a category in tree order, children right after their parent', () => {
    expect(descendantsOf(items, 1).map((item) => item.id)).toEqual([2, 3, 4, 5]);
    expect(descendantsOf(items, 6).map((item) => item.id)).toEqual([7]);
    expect(descendantsOf(items, 7)).toEqual([]);
  });
});
